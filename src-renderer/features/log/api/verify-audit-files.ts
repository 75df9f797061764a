import { useMutation } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { getVerity } from '@/lib/verity';

export type AuditRequest = InputOf<'audit:verify'>;

/**
 * Verifies one batch of files' text in Verity's core with no network: against the trust store and any
 * TrustedRoot among the run's files. Only an artifact's SHA-256 is sent, never the artifact. The page
 * shows errors inline.
 */
export function useVerifyAuditFiles() {
  return useMutation({
    mutationFn: async (request: AuditRequest) => unwrap(await getVerity().audit.verify(request)),
    meta: { errorTitle: false },
    // File contents can be megabytes: do not keep them in the mutation cache after the call is done.
    gcTime: 0,
  });
}
