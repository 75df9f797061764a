/**
 * Redaction for everything that leaves main as a record (inspector, logs, curl):
 * secrets never appear there, whether they travel in a header, a query
 * parameter, an upload URL, or are echoed back in a body.
 */
export const REDACTED = '<redacted>';

const SECRET_HEADERS = new Set([
  'authorization',
  'proxy-authorization',
  'x-goog-api-key',
  'x-api-key',
  'cookie',
  'set-cookie',
  'x-upload-content-key',
  // The resumable upload's id, which is also its upload URL's credential (upload_id).
  'x-guploader-uploadid',
]);

/**
 * Headers whose value is a URL that may carry a credential in its query (an upload session's upload_id): the
 * Files API's upload URL headers, and Location, where the storage service answers its session URI.
 */
const URL_HEADERS = new Set(['x-goog-upload-url', 'x-goog-upload-control-url', 'location']);

const SECRET_QUERY_PARAMS = new Set([
  'key',
  'api_key',
  'apikey',
  'access_token',
  'token',
  'upload_id',
  'client_secret',
  'code',
  'refresh_token',
  'sig',
  'signature',
]);

function isSecretHeader(name: string): boolean {
  return SECRET_HEADERS.has(name.toLowerCase());
}

export function redactHeaders(headers: Iterable<[string, string]>): Array<[string, string]> {
  return [...headers].map(([name, value]) => [
    name,
    isSecretHeader(name) ? REDACTED : URL_HEADERS.has(name.toLowerCase()) ? redactUrl(value) : value,
  ]);
}

/** Replaces secret-bearing query values; anything unparseable is dropped to its origin. */
export function redactUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return REDACTED;
  }
  if (url.username || url.password) {
    url.username = '';
    url.password = '';
  }
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_QUERY_PARAMS.has(name.toLowerCase())) url.searchParams.set(name, REDACTED);
  }
  // URLSearchParams percent-encodes the marker; keep it readable.
  return url.toString().replaceAll(encodeURIComponent(REDACTED), REDACTED);
}

/** Replaces every occurrence of a known secret value (defence in depth for echoed bodies). */
export function redactText(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length >= 4 && out.includes(secret)) out = out.split(secret).join(REDACTED);
  }
  return out;
}
