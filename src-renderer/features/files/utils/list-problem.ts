import { VerityError } from '@/lib/contract';

/** Whether the fix is in Settings → Credentials: no key, a locked vault, or a key the service refuses. */
export function needsCredentials(error: unknown): boolean {
  if (!(error instanceof VerityError)) return false;
  if (error.code === 'VAULT') return true;
  const status = error.details?.status;
  return (
    error.code === 'UPSTREAM' &&
    (status === 401 || status === 403 || (status === 400 && /API[_ ]key/i.test(error.message)))
  );
}

/** What to do when the list fails, where the generic hint says too little. */
export function listProblemHint(error: unknown): string | undefined {
  if (needsCredentials(error))
    return 'The active profile has no usable generation API key. Add or unlock it in Settings → Credentials, then Retry.';
  return undefined;
}
