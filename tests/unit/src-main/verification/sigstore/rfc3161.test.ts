import { describe, expect, it } from 'vitest';
import { parseTimestamp } from '../../../../../src-main/verification/sigstore/rfc3161';
import {
  makeCertificate,
  makeKey,
  makeTimestamp,
  TIME_STAMPING,
  YEAR_2024,
  YEAR_2030,
} from '../../../../support/test-pki';

const tsa = makeCertificate({
  subject: 'tsa',
  key: makeKey('p256'),
  notBefore: YEAR_2024,
  notAfter: YEAR_2030,
  keyUsage: ['digitalSignature'],
  extendedKeyUsage: [TIME_STAMPING],
  serial: 5,
});

describe('RFC 3161 time-stamps', () => {
  it('reads genTime with fractional seconds (RFC 3161 §2.4.2) and the signer by issuer and serial', () => {
    const genTime = new Date('2025-06-12T12:02:20.125Z');
    const token = parseTimestamp(makeTimestamp({ tsa, signed: Uint8Array.of(1), genTime }, tsa));
    expect(token.genTime.toISOString()).toBe('2025-06-12T12:02:20.125Z');
    expect(token.signerId).toMatchObject({ kind: 'issuer-serial', issuerText: 'CN=tsa' });
    expect(token.contentTypeAttribute).toBe('1.2.840.113549.1.9.16.1.4');
    expect(token.imprintAlgorithm).toBe('sha256');
  });

  it('says why bytes are not a time-stamp', () => {
    expect(() => parseTimestamp(Uint8Array.of(0x30, 0x03, 0x02, 0x01, 0x00))).toThrow(/ContentInfo/);
  });
});
