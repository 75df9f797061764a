import { MutationCache, QueryClient } from '@tanstack/react-query';
import { VerityError } from '@/lib/contract';
import { notifyError } from '@/lib/notify';

/** Only failures that may pass on their own are retried; a bad request or a refusal will not. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!(error instanceof VerityError)) return false;
  return (error.code === 'NETWORK' || error.code === 'TIMEOUT') && failureCount < 1;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Title of the failure notification; set to false when the component shows the error itself. */
      errorTitle?: string | false;
    };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 5_000 },
      mutations: { retry: false },
    },
    // Every failed mutation tells the person what happened, unless its form shows the error inline.
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        const title = mutation.meta?.errorTitle;
        if (title === false) return;
        notifyError(title ?? 'The action failed', error);
      },
    }),
  });
}
