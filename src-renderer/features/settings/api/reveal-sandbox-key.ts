import { useMutation } from '@tanstack/react-query';
import { revealSandboxKey } from '@/lib/sandbox-key';

/** Reads the built-in sandbox's own API key when asked to show or copy it; nothing keeps it. */
export function useRevealSandboxKey() {
  return useMutation({
    mutationFn: revealSandboxKey,
    meta: { errorTitle: 'Could not read the sandbox key' },
  });
}
