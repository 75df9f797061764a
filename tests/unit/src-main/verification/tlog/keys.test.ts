import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fromBase64, toHex } from '../../../../../src-main/verification/tlog/encoding';
import { nodeCrypto } from '../../../../../src-main/verification/tlog/crypto';
import {
  KeyParseError,
  logIdOfSpki,
  noteKeyIdEd25519,
  parseSpki,
  pemToDer,
  trustedKeyFromPem,
  trustedKeyFromVkey,
  verifyKeyOf,
} from '../../../../../src-main/verification/tlog/keys';
import { verifySignedNote } from '../../../../../src-main/verification/tlog/checkpoint-verify';
import { testLogKey } from '../../../../support/tlog-verification';
import { fixtureJson, fixtureText } from '../../../../support/tlog-fixtures';

const PROD_LOG_ID = 'c0d23d6ad406973f9559f3ba2d1ca01f84147d8ffc5b8445c224f98b9591801d';
const STAGING_LOG_ID = 'd32f30a3c32d639c2b762205a21c7bb07788e68283a4ae6f42118723a1bea496';

describe('SPKI keys and log IDs', () => {
  it('derives Rekor v1 logIDs and key hints from the DER public key', () => {
    const prod = trustedKeyFromPem(fixtureText('keys/rekor.sigstore.dev.pem'), {
      name: 'rekor.sigstore.dev',
      source: 'pem',
    });
    expect(prod).toMatchObject({
      id: PROD_LOG_ID,
      algorithm: 'ecdsa-p256-sha256',
      name: 'rekor.sigstore.dev',
      source: 'pem',
    });
    expect(toHex(prod.keyHint)).toBe('c0d23d6a');
    expect(toHex(logIdOfSpki(pemToDer(fixtureText('keys/rekor.sigstage.dev.pem'))))).toBe(STAGING_LOG_ID);
  });

  it('derives the Rekor v2 logID from the Ed25519 key and its name (C2SP key ID)', () => {
    const pem = fixtureText('keys/log2025-1.rekor.sigstore.dev.pem');
    const key = trustedKeyFromPem(pem, { baseUrl: 'https://log2025-1.rekor.sigstore.dev', source: 'pem' });
    const root = fixtureJson<{ tlogs: { logId: { keyId: string } }[] }>('keys/trusted_root.production.json');
    expect(key.name).toBe('log2025-1.rekor.sigstore.dev');
    expect(key.algorithm).toBe('ed25519');
    expect(key.id).toBe(toHex(fromBase64(root.tlogs[1]!.logId.keyId)));
    expect(key.id.startsWith('cf119915')).toBe(true);
    expect(() => trustedKeyFromPem(pem, { source: 'pem' })).toThrow(/needs its name/);
  });

  it('reads the C2SP signed-note example key and verifies its note', () => {
    const vector = fixtureJson<{ verifierKey: string; signedNote: string; expectedKeyID: string }>(
      'checkpoints/c2sp.signed-note-ed25519-example.json',
    );
    const key = trustedKeyFromVkey(vector.verifierKey, 'pem');
    expect(toHex(key.keyHint)).toBe(vector.expectedKeyID);
    expect(toHex(noteKeyIdEd25519('example.com/foo', verifyKeyOf(key).rawKey)).slice(0, 8)).toBe('530d903a');
    const result = verifySignedNote(vector.signedNote, [key], nodeCrypto);
    expect(result).toMatchObject({ ok: true, text: 'This is an example message.\n' });
    expect(result.signatures).toEqual([
      { name: 'example.com/foo', keyHint: '530d903a', status: 'verified', keyId: key.id },
    ]);
    expect(() => trustedKeyFromVkey(vector.verifierKey.replace('+530d903a+', '+530d903b+'), 'pem')).toThrow(
      /states key ID 530d903b/,
    );
  });

  it('parses P-384 and rejects key types logs do not sign with', () => {
    const p384 = testLogKey('p384', 'p384.example');
    expect(p384.key.algorithm).toBe('ecdsa-p384-sha384');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      type: 'spki',
      format: 'der',
    });
    expect(() => parseSpki(new Uint8Array(rsa))).toThrow(
      new KeyParseError('RSA keys are not used for log signatures'),
    );
    expect(() => pemToDer('-----BEGIN CERTIFICATE-----\nAA==\n-----END CERTIFICATE-----')).toThrow(
      /no "-----BEGIN PUBLIC KEY-----" block/,
    );
    expect(() => parseSpki(Uint8Array.of(1, 2, 3))).toThrow(/not a DER SubjectPublicKeyInfo/);
  });

  it('reads the raw key of each type, and only uncompressed points of the curves logs use', () => {
    const ed25519 = testLogKey('ed25519', 'ed.example');
    const spki = ed25519.key.spki;
    expect(parseSpki(spki).rawKey).toEqual(spki.subarray(spki.length - 32));
    const p256 = testLogKey('p256', 'p256.example').key.spki;
    expect(parseSpki(p256).rawKey).toEqual(p256.subarray(p256.length - 65));
    // The same key with its point compressed (SEC 1 §2.3.3): 0x02 or 0x03 by the parity of Y, then X.
    const x = p256.subarray(p256.length - 64, p256.length - 32);
    const prefix = 0x02 + (p256.at(-1)! & 1);
    const compressed = Uint8Array.from([0x30, 0x39, ...p256.subarray(2, 23), 0x03, 0x22, 0x00, prefix, ...x]);
    expect(() => parseSpki(compressed)).toThrow(
      new KeyParseError('the EC point is not an uncompressed 65-byte point'),
    );
    const p521 = generateKeyPairSync('ec', { namedCurve: 'P-521' }).publicKey.export({
      type: 'spki',
      format: 'der',
    });
    expect(() => parseSpki(new Uint8Array(p521))).toThrow(
      new KeyParseError('EC curve secp521r1 is not used for log signatures (P-256, P-384)'),
    );
  });
});
