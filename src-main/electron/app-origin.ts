/**
 * The app's own origin. The renderer is served from `app://verity/` (a custom
 * protocol instead of file://, Electron security checklist #18), so every
 * origin check in the shell compares against this one value.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'verity';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/** Schemes whose origin is (scheme, host, port); everything else is opaque. */
const TUPLE_ORIGIN_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:', `${APP_SCHEME}:`]);

/**
 * The origin of a URL as a comparable string, or null when the URL does not
 * parse or has an opaque origin (file:, data:, javascript:, blob:, about:).
 *
 * Computed by hand because Node's URL reports `"null"` as the origin of any
 * scheme it does not know as special, which includes our `app:` (the same
 * approach as MarshallOfSound/ipc:src/wiring/validator.ts). Never compare
 * URLs with startsWith: `app://verity.evil` starts with `app://verity`.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (!TUPLE_ORIGIN_SCHEMES.has(parsed.protocol)) return null;
  // Chromium lowercases hosts of standard schemes; Node leaves non-special hosts as written.
  const host = parsed.host.toLowerCase();
  if (host === '') return null;
  return `${parsed.protocol}//${host}`;
}

/** True when `url` parses and its origin is exactly `expectedOrigin`. */
export function isSameOrigin(url: string, expectedOrigin: string): boolean {
  const origin = originOf(url);
  return origin !== null && origin === expectedOrigin;
}
