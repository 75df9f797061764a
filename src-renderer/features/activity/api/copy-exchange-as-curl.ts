import { useMutation } from '@tanstack/react-query';
import { copyText } from '@/lib/clipboard';
import { unwrap } from '@/lib/contract';
import { notifySuccess } from '@/lib/notify';
import { revealSandboxKey } from '@/lib/sandbox-key';
import { getVerity } from '@/lib/verity';
import { curlWithKey } from '../utils/curl-key';

/**
 * Fetches the exchange as a curl command (secrets already redacted by the
 * core; a generation key read from $GEMINI_API_KEY) and copies it. `withKey`
 * (the built-in sandbox's exchanges only) puts the sandbox's own key in
 * instead. The command is also returned so the drawer can show it when the
 * clipboard is unavailable.
 */
export function useCopyExchangeAsCurl() {
  return useMutation({
    mutationFn: async ({ id, withKey }: { id: string; withKey: boolean }) => {
      const { command: redacted } = unwrap(await getVerity().inspector.asCurl({ id }));
      const command = withKey ? curlWithKey(redacted, await revealSandboxKey()) : redacted;
      return { command, copied: await copyText(command) };
    },
    meta: { errorTitle: 'Could not build the curl command' },
    onSuccess: ({ copied }, { withKey }) => {
      notifySuccess(
        copied
          ? `curl command copied${withKey ? ' with the sandbox key' : ''}`
          : 'The clipboard is unavailable: select the command below to copy it',
      );
    },
  });
}
