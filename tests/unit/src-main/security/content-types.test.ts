import { describe, expect, it } from 'vitest';
import { contentTypeFor } from '../../../../src-main/security/content-types';

describe('contentTypeFor', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['a.js', 'text/javascript; charset=utf-8'],
    ['a.css', 'text/css; charset=utf-8'],
    ['a.svg', 'image/svg+xml'],
    ['a.woff2', 'font/woff2'],
    ['sql-wasm.wasm', 'application/wasm'],
    ['A.PNG', 'image/png'],
    ['blob.bin', 'application/octet-stream'],
  ])('%s → %s', (name, type) => {
    expect(contentTypeFor(name)).toBe(type);
  });
});
