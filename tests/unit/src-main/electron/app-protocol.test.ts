import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_SCHEME_PRIVILEGES,
  appRequestHandler,
  registerAppScheme,
} from '../../../../src-main/electron/app-protocol';
import { contentSecurityPolicy } from '../../../../src-main/security/csp';

describe('appRequestHandler', () => {
  const root = mkdtempSync(join(tmpdir(), 'verity-renderer-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Verity</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  const handler = appRequestHandler({ rootDir: root, readFile: (p) => readFile(p) });

  it('serves files with their type and the security headers', async () => {
    const response = await handler(new Request('app://verity/assets/app.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('console.log(1)');
  });

  it('serves index.html for the root and for client-side routes', async () => {
    for (const url of ['app://verity/', 'app://verity/log']) {
      const response = await handler(new Request(url));
      expect(await response.text()).toContain('<title>Verity</title>');
    }
  });

  it('answers 404 with the CSP for missing files, traversal and other hosts', async () => {
    for (const url of [
      'app://verity/missing.js',
      'app://verity/..%2f..%2fetc%2fpasswd',
      'app://evil/index.html',
    ]) {
      const response = await handler(new Request(url));
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    }
  });

  it('registers app: as standard, secure and fetchable, and nothing more', () => {
    const protocol = { registerSchemesAsPrivileged: vi.fn() };
    registerAppScheme(protocol);
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([APP_SCHEME_PRIVILEGES]);
    expect(APP_SCHEME_PRIVILEGES).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true },
    });
  });
});
