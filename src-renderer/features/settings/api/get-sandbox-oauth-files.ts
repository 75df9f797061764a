import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/lib/contract';
import { retryWhileSandboxStarts } from '@/lib/sandbox-retry';
import { getVerity } from '@/lib/verity';

/**
 * Where the sandbox's OAuth client and service-account files are, and whom they name; asked while it
 * runs, and again when it answers at another address (its URIs change with it).
 */
export function useSandboxOAuthFiles(baseUrl: string | null) {
  return useQuery({
    queryKey: ['sandbox', 'oauth-files', baseUrl],
    queryFn: async () => unwrap(await getVerity().sandbox.oauthFiles({})),
    enabled: baseUrl !== null,
    retry: retryWhileSandboxStarts,
  });
}
