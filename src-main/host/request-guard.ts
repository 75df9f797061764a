import { timingSafeEqual } from 'node:crypto';

/**
 * The headless host's checks, as pure functions: who may talk to it. It is
 * reachable by any page in any browser on this machine, so every request
 * must name this host exactly (DNS rebinding), come from its own origin when
 * a browser says where it comes from (cross-site requests), and carry the
 * session cookie the token printed at start was traded for.
 */
export const SESSION_COOKIE = 'verity_session';

function allowedHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

function allowedOrigins(port: number): string[] {
  return allowedHosts(port).map((host) => `http://${host}`);
}

/** Host header must be exactly 127.0.0.1:PORT or localhost:PORT (a rebinding attacker's page carries its own name). */
export function isAllowedHost(hostHeader: string | undefined, port: number): boolean {
  return hostHeader !== undefined && allowedHosts(port).includes(hostHeader.toLowerCase());
}

/**
 * Origin, when present, must be this host's own. WebSocket upgrades must
 * carry it (browsers always do), since WebSockets are not bound by CORS.
 */
export function isAllowedOrigin(origin: string | undefined, port: number, required: boolean): boolean {
  if (origin === undefined) return !required;
  return allowedOrigins(port).includes(origin.toLowerCase());
}

export function tokensEqual(given: string | null | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function readCookie(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

export function sessionCookie(sessionId: string): string {
  return `${SESSION_COOKIE}=${sessionId}; HttpOnly; SameSite=Strict; Path=/`;
}
