import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a presented secret with the expected one in constant time (hashing first evens out lengths). */
export function secretMatches(presented: string, expected: string): boolean {
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** The request path for logs, with API keys and OAuth tokens in the query replaced. */
export function redactedTarget(url: URL): string {
  const shown = new URL(url);
  for (const name of ['key', 'access_token', 'token']) {
    if (shown.searchParams.has(name)) shown.searchParams.set(name, 'REDACTED');
  }
  return `${shown.pathname}${shown.search}`;
}
