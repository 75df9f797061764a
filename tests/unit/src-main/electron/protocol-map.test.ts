import { describe, expect, it } from 'vitest';
import { mapAppRequest } from '../../../../src-main/electron/protocol-map';

const ROOT = '/srv/verity/out/renderer';

describe('mapAppRequest', () => {
  it.each([
    ['app://verity/', `${ROOT}/index.html`],
    ['app://verity/index.html', `${ROOT}/index.html`],
    ['app://verity/assets/index-abc.js', `${ROOT}/assets/index-abc.js`],
    ['app://verity/assets/my%20font.woff2', `${ROOT}/assets/my font.woff2`],
    ['app://verity/log', `${ROOT}/index.html`],
    ['app://verity/inspector/x1?tab=headers', `${ROOT}/index.html`],
    ['app://VERITY/index.html', `${ROOT}/index.html`],
  ])('maps %s to a file under the root', (url, file) => {
    const mapped = mapAppRequest(url, ROOT);
    expect(mapped).toMatchObject({ status: 200, filePath: file });
  });

  it.each([
    'app://verity/%2e%2e/%2e%2e/etc/passwd',
    'app://verity/..%2f..%2fetc%2fpasswd',
    'app://verity/assets/..%2F..%2F..%2Fetc%2Fpasswd',
    'app://verity/..%5c..%5cwindows%5cwin.ini',
    'app://verity/assets%2f..%2f..%2fsecret.txt',
    'app://verity/%252e%252e/..%252f/x.js',
    'app://verity/a%00.js',
    'app://verity/C:%5cWindows%5cwin.ini',
    'app://verity/c:/windows/win.ini',
  ])('never leaves the root for %s', (url) => {
    const mapped = mapAppRequest(url, ROOT);
    if (mapped.status === 200) {
      expect(mapped.filePath.startsWith(`${ROOT}/`)).toBe(true);
    } else {
      expect([400, 404]).toContain(mapped.status);
    }
  });

  it('refuses plain and encoded dot segments outright', () => {
    expect(mapAppRequest('app://verity/..%2f..%2fetc%2fpasswd', ROOT).status).toBe(404);
    expect(mapAppRequest('app://verity/a/..%5c..%5cb.js', ROOT).status).toBe(404);
    expect(mapAppRequest('app://verity/a%00.js', ROOT).status).toBe(404);
  });

  it('keeps dot segments the URL parser resolved inside the root', () => {
    expect(mapAppRequest('app://verity/../../etc/passwd.txt', ROOT)).toMatchObject({
      status: 200,
      filePath: `${ROOT}/etc/passwd.txt`,
    });
  });

  it.each([
    'app://evil/index.html',
    'app://verity.evil/index.html',
    'app://verity:99/index.html',
    'https://verity/index.html',
    'file:///etc/passwd',
  ])('answers 404 for another origin: %s', (url) => {
    expect(mapAppRequest(url, ROOT).status).toBe(404);
  });

  it('answers 400 for bad percent-encoding and 405 for writes', () => {
    expect(mapAppRequest('app://verity/%E0%A4%A.js', ROOT).status).toBe(400);
    expect(mapAppRequest('app://verity/index.html', ROOT, 'POST').status).toBe(405);
  });
});
