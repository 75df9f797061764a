import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '../../../../../src-main/verification/tlog/encoding';
import {
  findLogKeys,
  isValidAt,
  loadTrustedRoot,
  mergeTrust,
  TrustedRootError,
} from '../../../../../src-main/verification/tlog/trusted-root';
import { fixtureJson } from '../../../../support/tlog-fixtures';

const production = fixtureJson<Record<string, unknown>>('keys/trusted_root.production.json');

describe('loadTrustedRoot', () => {
  it('reads the production root: Rekor v1 and v2 keys, CT logs, CAs and TSAs', () => {
    const trust = loadTrustedRoot(production);
    expect(trust.tlogs.map((key) => [key.name, key.algorithm, key.id.slice(0, 8), key.source])).toEqual([
      ['rekor.sigstore.dev', 'ecdsa-p256-sha256', 'c0d23d6a', 'trusted-root'],
      ['log2025-1.rekor.sigstore.dev', 'ed25519', 'cf119915', 'trusted-root'],
    ]);
    expect(trust.tlogs[0]!.validFrom?.toISOString()).toBe('2021-01-12T11:53:27.000Z');
    expect(trust.tlogs[0]!.validTo).toBeNull();
    expect(trust.ctlogs).toHaveLength(2);
    expect(trust.ctlogs[0]!.validTo?.toISOString()).toBe('2022-10-31T23:59:59.999Z');
    expect(trust.certificateAuthorities.map((ca) => ca.certChain.length)).toEqual([1, 2]);
    expect(trust.timestampAuthorities[0]!.name).toBe('sigstore-tsa-selfsigned');
  });

  it('skips log keys of types logs do not sign with, and says so', () => {
    const skipped: string[] = [];
    const trust = loadTrustedRoot(fixtureJson('keys/trusted_root.staging.json'), (reason) =>
      skipped.push(reason),
    );
    expect(trust.tlogs.map((key) => key.name)).toEqual([
      'rekor.sigstage.dev',
      'log2025-alpha1.rekor.sigstage.dev',
      'log2025-alpha2.rekor.sigstage.dev',
      'log2025-alpha3.rekor.sigstage.dev',
    ]);
    expect(skipped).toEqual([
      'ctlogs[0] (https://ctfe.sigstage.dev/test): key type PKCS1_RSA_PKCS1V5 is not used for log signatures',
    ]);
    const custom = loadTrustedRoot(
      fixtureJson('bundles/conformance.intoto-with-custom-trust-root.trusted_root.json'),
    );
    expect(custom.tlogs[0]!.name).toBe('localhost:8000');
  });

  it('reads a field given as JSON null as absent (proto3 JSON), such as an open-ended validity window', () => {
    // sigstore's conformance suite publishes keys with "validFor": {"start": …, "end": null}.
    const open = structuredClone(production) as {
      tlogs: { publicKey: { validFor: Record<string, unknown> } }[];
      timestampAuthorities: { uri?: unknown }[];
    };
    open.tlogs[0]!.publicKey.validFor.end = null;
    open.timestampAuthorities[0]!.uri = null;
    const trust = loadTrustedRoot(open);
    expect(trust.tlogs[0]!.validFrom?.toISOString()).toBe('2021-01-12T11:53:27.000Z');
    expect(trust.tlogs[0]!.validTo).toBeNull();
    expect(trust.timestampAuthorities[0]!.uri).toBeNull();
  });

  it('names the field that makes a root unusable', () => {
    expect(() => loadTrustedRoot({ tlogs: [] })).toThrow(
      new TrustedRootError(
        'not a usable TrustedRoot: mediaType: Invalid input: expected string, received undefined',
      ),
    );
    const badBytes = structuredClone(production) as { tlogs: { publicKey: { rawBytes: string } }[] };
    badBytes.tlogs[0]!.publicKey.rawBytes = 'not base64!';
    expect(() => loadTrustedRoot(badBytes)).toThrow('tlogs.0.publicKey.rawBytes: not standard padded base64');
    expect(() => loadTrustedRoot('[]')).toThrow(TrustedRootError);
  });
});

describe('finding keys', () => {
  const trust = loadTrustedRoot(production);
  const prodLogId = fromHex('c0d23d6ad406973f9559f3ba2d1ca01f84147d8ffc5b8445c224f98b9591801d');

  it('matches by logID, key hint, name and validity', () => {
    expect(findLogKeys(trust, { logId: prodLogId })).toHaveLength(1);
    expect(findLogKeys(trust, { keyHint: prodLogId.slice(0, 4), name: 'rekor.sigstore.dev' })).toHaveLength(
      1,
    );
    expect(findLogKeys(trust, { keyHint: prodLogId.slice(0, 4), name: 'bob.loblaw.dev' })).toHaveLength(0);
    expect(findLogKeys(trust, { logId: prodLogId, at: new Date('2020-01-01T00:00:00Z') })).toHaveLength(0);
    expect(findLogKeys(trust, { pool: 'ctlogs', at: new Date('2023-01-01T00:00:00Z') })).toHaveLength(1);
  });

  it('treats the end of a validity window as inclusive', () => {
    const key = { validFrom: new Date('2021-01-01T00:00:00Z'), validTo: new Date('2022-01-01T00:00:00Z') };
    expect(isValidAt(key, new Date('2022-01-01T00:00:00Z'))).toBe(true);
    expect(isValidAt(key, new Date('2022-01-01T00:00:00.001Z'))).toBe(false);
    expect(isValidAt(key, new Date('2021-01-01T00:00:00Z'))).toBe(true);
  });

  it('merges sets and keeps one copy of a repeated key', () => {
    const merged = mergeTrust(
      trust,
      loadTrustedRoot(production),
      loadTrustedRoot(fixtureJson('keys/trusted_root.staging.json')),
    );
    expect(merged.tlogs.map((key) => toHex(key.keyHint))).toEqual([
      'c0d23d6a',
      'cf119915',
      'd32f30a3',
      'f30d5a99',
      '29f4a249',
      'd3d3a70c',
    ]);
    expect(merged.certificateAuthorities.length).toBe(5);
  });
});
