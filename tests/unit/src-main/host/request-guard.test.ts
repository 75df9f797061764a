import { describe, expect, it } from 'vitest';
import {
  isAllowedHost,
  isAllowedOrigin,
  readCookie,
  sessionCookie,
  tokensEqual,
} from '../../../../src-main/host/request-guard';

describe('headless host request guard', () => {
  it('accepts only 127.0.0.1 and localhost on its own port as Host', () => {
    expect(isAllowedHost('127.0.0.1:5000', 5000)).toBe(true);
    expect(isAllowedHost('LOCALHOST:5000', 5000)).toBe(true);
    for (const host of [
      undefined,
      '127.0.0.1',
      '127.0.0.1:5001',
      'evil.example:5000',
      'localhost.evil.example:5000',
      '[::1]:5000',
      '0.0.0.0:5000',
    ]) {
      expect(isAllowedHost(host, 5000), String(host)).toBe(false);
    }
  });

  it('accepts no Origin for plain requests but requires its own origin for WebSockets', () => {
    expect(isAllowedOrigin(undefined, 5000, false)).toBe(true);
    expect(isAllowedOrigin(undefined, 5000, true)).toBe(false);
    expect(isAllowedOrigin('http://127.0.0.1:5000', 5000, true)).toBe(true);
    expect(isAllowedOrigin('http://localhost:5000', 5000, true)).toBe(true);
    for (const origin of [
      'null',
      'https://127.0.0.1:5000',
      'http://127.0.0.1:5001',
      'http://evil.example',
      'file://',
    ]) {
      expect(isAllowedOrigin(origin, 5000, false), origin).toBe(false);
    }
  });

  it('compares tokens exactly', () => {
    expect(tokensEqual('abc', 'abc')).toBe(true);
    expect(tokensEqual('abd', 'abc')).toBe(false);
    expect(tokensEqual('ab', 'abc')).toBe(false);
    expect(tokensEqual(null, 'abc')).toBe(false);
    expect(tokensEqual('', 'abc')).toBe(false);
  });

  it('reads its cookie and issues it HttpOnly and SameSite=Strict', () => {
    expect(readCookie('a=1; verity_session=tok=en; b=2', 'verity_session')).toBe('tok=en');
    expect(readCookie(undefined, 'verity_session')).toBeNull();
    expect(sessionCookie('t')).toBe('verity_session=t; HttpOnly; SameSite=Strict; Path=/');
  });
});
