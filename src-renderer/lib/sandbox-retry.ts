import { VerityError } from './contract';

/**
 * Retry rule for reads of the local sandbox: right after its first start it may be busy for a while (it makes its
 * demo data), so a timeout or a refused connection is asked again for longer than other reads are (about a minute
 * with the query client's growing delays) before the error is shown.
 */
export function retryWhileSandboxStarts(failureCount: number, error: unknown): boolean {
  return (
    failureCount < 5 && error instanceof VerityError && (error.code === 'TIMEOUT' || error.code === 'NETWORK')
  );
}
