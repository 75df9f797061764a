import { describe, expect, it } from 'vitest';
import { VerificationReport, type Check } from '../../../../../src-shared/contract/schemas/verification';
import { EMPTY_TRUST } from '../../../../../src-main/verification/tlog/trust-types';
import { verifyLogEntry } from '../../../../../src-main/verification/tlog/log-entry';
import { contextOf, PRODUCTION, STAGING, trustFrom } from '../../../../support/tlog-verification';
import { fixtureJson } from '../../../../support/tlog-fixtures';

type Entry = Record<
  string,
  {
    body: string;
    logIndex: number;
    integratedTime: number;
    verification: {
      inclusionProof: { rootHash: string; treeSize: number; logIndex: number; hashes: string[] };
    };
  }
>;

const okOf = (checks: Check[]) => Object.fromEntries(checks.map((c) => [c.name, c.ok]));
const detailOf = (checks: Check[], name: string) => checks.find((c) => c.name === name)!.detail;
const prod = contextOf(trustFrom(PRODUCTION));

function load(path: string): Entry {
  return fixtureJson<Entry>(`entries/${path}`);
}

/** Applies `edit` to the only entry of a LogEntry map (and optionally renames its key). */
function edited(path: string, edit: (value: Entry[string]) => void, key?: (id: string) => string): Entry {
  const json = structuredClone(load(path));
  const [id, value] = Object.entries(json)[0]!;
  edit(value);
  return { [key ? key(id) : id]: value };
}

describe('Rekor v1 LogEntry verification', () => {
  const cases: [string, typeof prod][] = [
    ['sigstore-java.jar-entry.prod-shard0.json', prod],
    ['derived.conformance.happy-path-v0.1.logentry.json', prod],
    ['derived.conformance.happy-path-intoto-in-dsse-v3.logentry.json', prod],
    ['derived.sigstore-java.PKIX_ECDSA_P256_SHA_256.logentry.json', prod],
    ['derived.sigstore-python.bundle.txt.logentry.json', contextOf(trustFrom(STAGING))],
  ];
  for (const [path, trust] of cases) {
    it(`${path}: every check passes`, () => {
      const report = VerificationReport.parse(verifyLogEntry(load(path), trust));
      expect(report.tlog).toBe('pass');
      expect(okOf(report.checks)).toEqual({
        'entry-format': true,
        set: true,
        'leaf-hash': true,
        'log-id': true,
        inclusion: true,
        'checkpoint-signature': true,
        'checkpoint-proof': true,
        index: true,
      });
      expect(report.inclusion?.ok).toBe(true);
    });
  }

  it('an entry without inclusion proof passes on its SET alone, and says so', () => {
    const report = verifyLogEntry(
      load('sigstore-java.entry-no-inclusion-proof.staging.json'),
      contextOf(trustFrom(STAGING)),
    );
    expect(report.tlog).toBe('pass');
    expect(okOf(report.checks)).toMatchObject({
      set: true,
      'leaf-hash': true,
      inclusion: null,
      'checkpoint-signature': null,
    });
    expect(detailOf(report.checks, 'inclusion')).toBe('no inclusion proof: SET (inclusion promise) only');
  });

  it('an edited unsigned rootHash fails inclusion and checkpoint-proof, though the signed checkpoint still verifies', () => {
    const report = verifyLogEntry(
      edited(
        'derived.sigstore-java.PKIX_ECDSA_P256_SHA_256.logentry.json',
        (v) => (v.verification.inclusionProof.rootHash = 'ab'.repeat(32)),
      ),
      prod,
    );
    expect(report.tlog).toBe('fail');
    expect(okOf(report.checks)).toMatchObject({
      set: true,
      'checkpoint-signature': true,
      inclusion: false,
      'checkpoint-proof': false,
    });
    expect(detailOf(report.checks, 'inclusion')).toContain(
      'yet the proof does reach the signed checkpoint root, so inclusionProof.rootHash/treeSize were altered',
    );
    expect(detailOf(report.checks, 'checkpoint-proof')).toBe(
      `the checkpoint signs size 1511664856 root f8e32246d122d0593aeeedd02c2ece8dc31a0f04527e26e3c348e670fb0b330c, but the inclusion proof claims treeSize 1511664856 rootHash ${'ab'.repeat(32)}`,
    );
  });

  it('an edited unsigned treeSize fails checkpoint-proof', () => {
    const report = verifyLogEntry(
      edited(
        'sigstore-java.jar-entry.prod-shard0.json',
        (v) => (v.verification.inclusionProof.treeSize += 1),
      ),
      prod,
    );
    expect(okOf(report.checks)).toMatchObject({ 'checkpoint-proof': false, 'checkpoint-signature': true });
  });

  it('an altered body breaks the leaf hash, the SET and the inclusion proof', () => {
    const report = verifyLogEntry(
      edited(
        'sigstore-java.jar-entry.prod-shard0.json',
        (v) => (v.body = btoa(atob(v.body).replace('"apiVersion":"0.0.1"', '"apiVersion":"0.0.9"'))),
      ),
      prod,
    );
    expect(okOf(report.checks)).toMatchObject({ 'leaf-hash': false, set: false, inclusion: false });
    expect(detailOf(report.checks, 'leaf-hash')).toMatch(/but the entry ID's UUID is 7ccec0af/);
  });

  it('a tampered global index breaks only the SET and the shard offset', () => {
    const report = verifyLogEntry(
      edited('derived.conformance.happy-path-v0.1.logentry.json', (v) => (v.logIndex += 1)),
      prod,
    );
    expect(okOf(report.checks)).toMatchObject({
      set: false,
      inclusion: true,
      'checkpoint-proof': true,
      index: false,
    });
    expect(detailOf(report.checks, 'index')).toBe(
      'global 27246493 − shard index 23083061 = 4163432, but shard 2605736670972794746 of rekor.sigstore.dev starts at global 4163431; entry ID tree 24296fb24b8ad77a = checkpoint tree 2605736670972794746',
    );
  });

  it('an entry ID naming another shard fails the index check', () => {
    const report = verifyLogEntry(
      edited(
        'sigstore-java.jar-entry.prod-shard0.json',
        () => {},
        (id) => `24296fb24b8ad77a${id.slice(16)}`,
      ),
      prod,
    );
    expect(okOf(report.checks)).toMatchObject({ 'leaf-hash': true, index: false });
    expect(detailOf(report.checks, 'index')).toContain(
      'the entry ID names tree 24296fb24b8ad77a (2605736670972794746) but the checkpoint is for tree 3904496407287907110',
    );
  });

  it('without trust, the SET, logID and checkpoint fail as untrusted', () => {
    const report = verifyLogEntry(load('sigstore-java.jar-entry.prod-shard0.json'), contextOf(EMPTY_TRUST));
    expect(report.tlog).toBe('fail');
    expect(okOf(report.checks)).toMatchObject({
      set: false,
      'log-id': false,
      'checkpoint-signature': false,
      'leaf-hash': true,
      inclusion: true,
    });
    expect(detailOf(report.checks, 'log-id')).toContain('(no trusted log keys were given)');
  });

  it('malformed entries are an entry-format failure, not an exception', () => {
    for (const [json, detail] of [
      [{ ['a'.repeat(64)]: { body: 'x' } }, 'not a Rekor LogEntry: body: must be standard padded base64'],
      [
        edited(
          'sigstore-java.jar-entry.prod-shard0.json',
          (v) => (v.verification.inclusionProof.hashes[0] = 'zz'),
        ),
        'not a Rekor LogEntry: verification.inclusionProof.hashes[0]: must be 64 hex characters (a SHA-256 hash)',
      ],
      [{ ['0'.repeat(80)]: { body: 'eyJ9' } }, 'tree ID 0 is invalid (sharding.go rejects it)'],
      [
        [],
        'a LogEntry is a JSON object {"<entry ID>": {body, integratedTime, logID, logIndex, verification}}',
      ],
    ] as const) {
      const report = VerificationReport.parse(verifyLogEntry(json, prod));
      expect(report.tlog).toBe('fail');
      expect(report.checks[0]).toMatchObject({ name: 'entry-format', ok: false, detail });
    }
  });

  it('without steps, makes the same checks and leaves the proof undrawn', () => {
    const jar = 'sigstore-java.jar-entry.prod-shard0.json';
    const documents: unknown[] = [
      ...cases.map(([path]) => load(path)),
      edited(jar, (v) => (v.verification.inclusionProof.hashes[1] = 'ab'.repeat(32))),
      edited(jar, (v) => (v.verification.inclusionProof.rootHash = 'cd'.repeat(32))),
      { ...load(jar), ...load('derived.conformance.happy-path-v0.1.logentry.json') },
    ];
    for (const json of documents) {
      const drawn = verifyLogEntry(json, prod);
      const bare = verifyLogEntry(json, prod, { steps: false });
      expect(bare.checks).toEqual(drawn.checks);
      expect(drawn.inclusion?.steps.length).toBeGreaterThan(0);
      expect(bare.inclusion).toBeNull();
    }
    expect(okOf(verifyLogEntry(documents[5], prod, { steps: false }).checks).inclusion).toBe(false);
  });
});
