import type { ApiErrorInfo } from '@/lib/contract';

/** What to do about a failed answer: one line, and whether the fix is in Settings → Credentials. */
interface ErrorAdvice {
  hint: string;
  credentials: boolean;
}

/** The `reason` of the google.rpc.ErrorInfo detail (API_KEY_INVALID, SERVICE_DISABLED…), if any. */
function errorInfoReason(details: ApiErrorInfo['details']): string | null {
  for (const detail of details) {
    if (typeof detail !== 'object' || detail === null || Array.isArray(detail)) continue;
    const type = detail['@type'];
    if (
      typeof type === 'string' &&
      type.endsWith('google.rpc.ErrorInfo') &&
      typeof detail.reason === 'string'
    )
      return detail.reason;
  }
  return null;
}

/** Whether Verity refused the call because the active profile has no generation base URL. */
const unusedService = (details: ApiErrorInfo['details']) =>
  details.some((detail) => typeof detail === 'object' && detail !== null && 'unusedService' in detail);

export function errorAdvice(error: ApiErrorInfo): ErrorAdvice | null {
  if (error.phase === 'not-sent' && unusedService(error.details))
    return {
      hint: 'Nothing was sent. Give the profile a generation base URL in Settings → Profiles, or make a profile that has one active.',
      credentials: false,
    };
  if (error.phase === 'not-sent')
    return error.status === 'VAULT'
      ? { hint: 'Nothing was sent. Add the key, or unlock the vault, in', credentials: true }
      : {
          hint: 'Nothing was sent: Verity refused the request. Check the run settings, then retry.',
          credentials: false,
        };
  if (errorInfoReason(error.details) === 'API_KEY_INVALID')
    return {
      hint: "The service does not accept the active profile's API key. Enter a valid one in",
      credentials: true,
    };
  const status = error.httpStatus;
  if (status === 401 || status === 403 || error.status === 'PERMISSION_DENIED')
    return {
      hint: 'The key may not call this API (the API may be disabled for its project, or the key restricted). Check it in',
      credentials: true,
    };
  if (status === 429)
    return {
      hint: "Quota or rate limit reached: wait as long as the service asked, or check the quota of the key's project.",
      credentials: false,
    };
  if (status === 404)
    return {
      hint: 'The service does not know this model for this key: pick another in Run settings.',
      credentials: false,
    };
  if (status === 400)
    return {
      hint: 'The service refused the request as sent: the message names the field to change in Run settings.',
      credentials: false,
    };
  if ((status !== null && status >= 500) || error.phase === 'network' || error.phase === 'mid-stream')
    return {
      hint: 'The service or the connection failed: Retry sends the same request again.',
      credentials: false,
    };
  return null;
}
