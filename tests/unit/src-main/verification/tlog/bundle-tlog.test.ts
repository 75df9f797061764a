import { describe, expect, it } from 'vitest';
import type { Check } from '../../../../../src-shared/contract/schemas/verification';
import {
  verifyBundleTlog,
  verifyTransparencyLogEntry,
} from '../../../../../src-main/verification/tlog/bundle-tlog';
import { contextOf, PRODUCTION, STAGING, trustFrom } from '../../../../support/tlog-verification';
import { fixtureJson } from '../../../../support/tlog-fixtures';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- edited fixtures
const okOf = (checks: Check[]) => Object.fromEntries(checks.map((c) => [c.name, c.ok]));
const detailOf = (checks: Check[], name: string) => checks.find((c) => c.name === name)?.detail;
const prod = contextOf(trustFrom(PRODUCTION));
const bundle = (name: string): Json => structuredClone(fixtureJson<Json>(`bundles/${name}`));
const entryOf = (json: Json): Json => json.verificationMaterial.tlogEntries[0];

describe('bundle versions', () => {
  it('v0.1 with SET, proof and checkpoint: every tlog check passes', () => {
    const result = verifyBundleTlog(bundle('conformance.happy-path-v0.1.sigstore.json'), prod);
    expect(result.version).toBe('0.1');
    expect(okOf(result.checks)).toEqual({
      'entry-format': true,
      set: true,
      'leaf-hash': null,
      'log-id': true,
      inclusion: true,
      'checkpoint-signature': true,
      'checkpoint-proof': true,
      index: true,
    });
    expect(result.integratedTimes).toEqual([new Date(1689177396 * 1000)]);
  });

  it('v0.1 requires the inclusion promise', () => {
    const json = bundle('conformance.happy-path-v0.1.sigstore.json');
    delete entryOf(json).inclusionPromise;
    const result = verifyBundleTlog(json, prod);
    expect(okOf(result.checks)).toMatchObject({ set: false, inclusion: true, 'checkpoint-signature': true });
    expect(detailOf(result.checks, 'set')).toBe(
      'bundle v0.1 requires an inclusion promise (SET) and this entry has none',
    );
  });

  it('v0.1 with a proof but no checkpoint passes weakly on the SET (the CPython release bundle)', () => {
    const result = verifyBundleTlog(bundle('sigstore-python.Python-3.12.5.tgz.sigstore.json'), prod);
    expect(okOf(result.checks)).toMatchObject({
      set: true,
      inclusion: true,
      'checkpoint-signature': null,
      'checkpoint-proof': null,
    });
    expect(detailOf(result.checks, 'inclusion')).toContain(
      '(unsigned: the entry has no checkpoint; the SET vouches for inclusion)',
    );
    expect(detailOf(result.checks, 'index')).toContain(
      'that is where shard 2605736670972794746 of rekor.sigstore.dev starts',
    );
  });

  it('v0.2+ requires an inclusion proof with a checkpoint', () => {
    const noCheckpoint = bundle('sigstore-js.bundleV02-intoto.sigstore.json');
    delete entryOf(noCheckpoint).inclusionProof.checkpoint;
    expect(detailOf(verifyBundleTlog(noCheckpoint, prod).checks, 'checkpoint-signature')).toBe(
      'bundle v0.2 requires a signed checkpoint with the inclusion proof; there is none',
    );
    const noProof = bundle('sigstore-js.bundleV03-dsse.sigstore.json');
    delete entryOf(noProof).inclusionProof;
    const result = verifyBundleTlog(noProof, prod);
    expect(okOf(result.checks)).toMatchObject({ set: true, inclusion: false });
    expect(detailOf(result.checks, 'inclusion')).toBe(
      'bundle v0.3 requires an inclusion proof and this entry has none',
    );
  });

  it('reads both v0.3 media types', () => {
    expect(verifyBundleTlog(bundle('sigstore-js.bundleV03-dsse.sigstore.json'), prod).version).toBe('0.3');
    expect(verifyBundleTlog(bundle('sigstore-rs.bundle_v03.sigstore.json'), prod).version).toBe('0.3');
  });
});

describe('Rekor v2 entries', () => {
  it('pass without SET or integratedTime, on an Ed25519 checkpoint', () => {
    const result = verifyBundleTlog(bundle('sigstore-java.bundle.dsse.rekor-v2.sigstore.json'), prod);
    expect(result.rekorV2).toBe(true);
    expect(okOf(result.checks)).toMatchObject({
      set: null,
      inclusion: true,
      'checkpoint-signature': true,
      'checkpoint-proof': true,
      index: true,
      'log-id': true,
    });
    const custom = contextOf(trustFrom('bundles/conformance.rekor2-happy-path.trusted_root.json'));
    expect(
      okOf(verifyBundleTlog(bundle('conformance.rekor2-happy-path.sigstore.json'), custom).checks),
    ).toMatchObject({ inclusion: true, 'checkpoint-signature': true });
  });

  it('a bare entry document verifies like the bundle it came from', () => {
    const entry = entryOf(bundle('sigstore-java.bundle.dsse.rekor-v2.sigstore.json'));
    const result = verifyTransparencyLogEntry(entry, prod);
    expect(result.rekorV2).toBe(true);
    expect(result.checks.every((c) => c.ok !== false)).toBe(true);
    delete entry.inclusionProof.checkpoint;
    expect(detailOf(verifyTransparencyLogEntry(entry, prod).checks, 'checkpoint-signature')).toBe(
      'a transparency-log entry (Rekor v2) requires a signed checkpoint with the inclusion proof; there is none',
    );
  });
});

describe('malformed bundles are checks, never exceptions', () => {
  it('names the field', () => {
    const cases: [Json, string][] = [
      [
        { mediaType: 'application/vnd.dev.sigstore.bundle+json;version=0.9', verificationMaterial: {} },
        'unknown bundle media type "application/vnd.dev.sigstore.bundle+json;version=0.9"',
      ],
      [
        {
          mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json',
          verificationMaterial: { tlogEntries: [] },
        },
        'bundle v0.3 has no transparency-log entry',
      ],
      [
        { mediaType: 'x' },
        'not a Sigstore bundle: verificationMaterial: Invalid input: expected object, received undefined',
      ],
    ];
    const bad = bundle('sigstore-js.bundleV03-dsse.sigstore.json');
    entryOf(bad).inclusionProof.treeSize = '-1';
    cases.push([
      bad,
      'bundle v0.3: the tlog entry is malformed: inclusionProof.treeSize: must be a decimal integer without leading zeros',
    ]);
    const mismatch = bundle('sigstore-js.bundleV03-dsse.sigstore.json');
    entryOf(mismatch).kindVersion.kind = 'hashedrekord';
    cases.push([mismatch, 'bundle v0.3: kindVersion says hashedrekord 0.0.1 but the body is dsse 0.0.1']);
    for (const [json, detail] of cases) {
      expect(verifyBundleTlog(json, prod).checks).toEqual([
        { name: 'entry-format', ok: false, scope: 'tlog', detail },
      ]);
    }
  });

  it('accepts URL-safe unpadded base64 as proto3 JSON allows', () => {
    const json = bundle('sigstore-python.bundle.txt.sigstore.json');
    const entry = entryOf(json);
    entry.inclusionPromise.signedEntryTimestamp = entry.inclusionPromise.signedEntryTimestamp
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(
      verifyBundleTlog(json, contextOf(trustFrom(STAGING))).checks.find((c) => c.name === 'set')!.ok,
    ).toBe(true);
  });
});

describe('proto3 JSON', () => {
  it('reads a field given as null as absent', () => {
    const json = bundle('sigstore-python.bundle.txt.sigstore.json');
    const drawn = verifyBundleTlog(json, contextOf(trustFrom(STAGING)));
    const entry = entryOf(json);
    const { hashes } = entry.inclusionProof;
    entry.inclusionProof.hashes = null;
    const nulled = verifyBundleTlog(json, contextOf(trustFrom(STAGING)));
    expect(nulled.checks.find((c) => c.name === 'entry-format')!.ok).toBe(true);
    expect(detailOf(nulled.checks, 'inclusion')).toContain(`needs ${hashes.length}`);
    expect(drawn.checks.find((c) => c.name === 'inclusion')!.ok).toBe(true);
  });
});
