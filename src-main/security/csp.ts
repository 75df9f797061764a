/**
 * The renderer's Content-Security-Policy, the same in both shells: scripts
 * only from the app itself, no plugins, no framing, no form posts. Mantine
 * injects style attributes, hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(options: { connectSrc?: readonly string[] } = {}): string {
  const connect = ["'self'", ...(options.connectSrc ?? [])];
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
  ].join('; ');
}

/** Security headers sent with every renderer response. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=()',
  };
}
