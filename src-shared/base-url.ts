/**
 * Whether two base URLs name the same log: compared without trailing slashes and with the URL parser's
 * normalisation. Main matches trust records and alerts to a log this way; the renderer matches a profile's
 * alerts to its log.
 */
export function sameBaseUrl(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return false;
  const norm = (url: string) => {
    try {
      const parsed = new URL(url);
      return `${parsed.protocol}//${parsed.host}${parsed.pathname.replace(/\/+$/, '')}`;
    } catch {
      return url.replace(/\/+$/, '');
    }
  };
  return norm(a) === norm(b);
}
