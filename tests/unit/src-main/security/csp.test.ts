import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../../../src-main/security/csp';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('the renderer CSP', () => {
  const csp = contentSecurityPolicy();
  const parsed = directives(csp);

  it("defaults to 'none'", () => {
    expect(parsed.get('default-src')).toEqual(["'none'"]);
  });

  it("allows scripts only from 'self'", () => {
    expect(parsed.get('script-src')).toEqual(["'self'"]);
  });

  it('forbids plugins and framing', () => {
    expect(parsed.get('object-src')).toEqual(["'none'"]);
    expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('never allows eval, and inline only for styles', () => {
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('wasm-unsafe-eval');
    for (const [name, values] of parsed) {
      if (name !== 'style-src') expect(values, name).not.toContain("'unsafe-inline'");
    }
  });

  it('is sent as a header together with nosniff', () => {
    const headers = securityHeaders(csp);
    expect(headers['Content-Security-Policy']).toBe(csp);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});
