import { useMutation } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { getVerity } from '@/lib/verity';

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fetches the exchange as a curl command (secrets already redacted by the
 * core) and copies it. The command is also returned so the drawer can show
 * it when the clipboard is unavailable.
 */
export function useCopyExchangeAsCurl() {
  return useMutation({
    mutationFn: async (id: string) => {
      const { command } = unwrap(await getVerity().inspector.asCurl({ id }));
      return { command, copied: await copyToClipboard(command) };
    },
    meta: { errorTitle: 'Could not build the curl command' },
    onSuccess: ({ copied }) => {
      notifySuccess(
        copied ? 'curl command copied' : 'The clipboard is unavailable: select the command below to copy it',
      );
    },
  });
}
