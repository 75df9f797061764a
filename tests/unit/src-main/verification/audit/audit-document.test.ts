import { describe, expect, it } from 'vitest';
import { VerificationReport } from '../../../../../src-shared/contract/schemas/verification';
import { auditDocument, auditMany } from '../../../../../src-main/verification/audit/audit-document';
import { detectDocument } from '../../../../../src-main/verification/audit/detect-kind';
import { UnusableInputError } from '../../../../../src-main/verification/audit/unusable-input';
import { TlogContext } from '../../../../../src-main/verification/tlog/checkpoint-verify';
import { nodeCrypto, type VerifyCrypto } from '../../../../../src-main/verification/tlog/crypto';
import { trustedKeyFromVkey } from '../../../../../src-main/verification/tlog/keys';
import { EMPTY_TRUST } from '../../../../../src-main/verification/tlog/trust-types';
import { contextOf, PRODUCTION, trustFrom } from '../../../../support/tlog-verification';
import { fixtureJson, fixtureText } from '../../../../support/tlog-fixtures';

const prod = trustFrom(PRODUCTION);
const audit = (text: string) => auditDocument(text, { context: contextOf(prod) });

describe('document kinds', () => {
  it('detects each kind from the content', () => {
    const kinds = [
      ['bundles/sigstore-js.bundleV03-dsse.sigstore.json', 'bundle'],
      ['entries/sigstore-java.jar-entry.prod-shard0.json', 'log-entry'],
      ['api/examples/get-log.rekor.sigstore.dev.json', 'log-info'],
      ['checkpoints/sigstore-java.valid.prod-shard1.txt', 'checkpoint'],
    ];
    for (const [path, kind] of kinds) expect(detectDocument(fixtureText(path!)).kind, path).toBe(kind);
    expect(detectDocument('{"type":"inclusion"}').kind).toBe('inclusion-proof');
    expect(detectDocument('\uFEFF{"type":"consistency"}').kind).toBe('consistency-proof');
  });

  it('throws UnusableInputError for what it cannot verify', () => {
    const unusable: [string, string][] = [
      ['', 'the file is empty'],
      ['{"a":', 'not valid JSON'],
      ['[1,2]', 'a JSON array; expected a Sigstore bundle'],
      ['{"hello":"world"}', 'unrecognised JSON document; expected a Sigstore bundle'],
      ['# notes\n\nsome markdown\n', 'neither JSON nor a signed checkpoint'],
    ];
    for (const [text, message] of unusable) {
      expect(() => detectDocument(text)).toThrow(UnusableInputError);
      expect(() => detectDocument(text)).toThrow(message);
    }
  });
});

describe('auditDocument', () => {
  it('a bare Rekor v2 entry is its own kind', async () => {
    const bundle = fixtureJson<{ verificationMaterial: { tlogEntries: unknown[] } }>(
      'bundles/sigstore-java.bundle.dsse.rekor-v2.sigstore.json',
    );
    const report = await audit(JSON.stringify(bundle.verificationMaterial.tlogEntries[0]));
    expect(report).toMatchObject({ kind: 'rekor-v2-entry', tlog: 'pass', bundle: 'skipped' });
    const v1 = fixtureJson<{ verificationMaterial: { tlogEntries: unknown[] } }>(
      'bundles/sigstore-js.bundleV03-dsse.sigstore.json',
    );
    expect(await audit(JSON.stringify(v1.verificationMaterial.tlogEntries[0]))).toMatchObject({
      kind: 'log-entry',
      tlog: 'pass',
    });
  });

  it('verifies Verity proof files, numbers or decimal strings', async () => {
    const vector = fixtureJson<{ vectors: Record<string, unknown>[] }>(
      'merkle/synthetic-large-index-inclusion.json',
    ).vectors[6]!;
    const inclusion = {
      type: 'inclusion',
      ...vector,
      leafIndex: String(vector.leafIndex),
      treeSize: String(vector.treeSize),
    };
    const report = VerificationReport.parse(await audit(JSON.stringify(inclusion)));
    expect(report).toMatchObject({
      kind: 'inclusion-proof',
      tlog: 'pass',
      inclusion: { ok: true, treeSize: '9007199254740991' },
    });
    const broken = await audit(JSON.stringify({ ...inclusion, proof: (vector.proof as string[]).slice(1) }));
    expect(broken.checks[1]).toMatchObject({
      name: 'inclusion',
      ok: false,
      detail: expect.stringMatching(
        /^the proof has 52 hashes; leaf 4503599627370503 of a 9007199254740991-leaf tree needs 53/,
      ),
    });
    const badField = await audit(JSON.stringify({ ...inclusion, leafIndex: 2 ** 60 }));
    expect(badField.checks[0]).toMatchObject({
      ok: false,
      detail: 'not a Verity inclusion proof file: leafIndex: is beyond 2^53; write it as a decimal string',
    });
    const consistency = fixtureJson<{ vectors: Record<string, unknown>[] }>(
      'merkle/rfc6962-consistency-proofs.json',
    ).vectors[5]!;
    expect(await audit(JSON.stringify({ type: 'consistency', ...consistency }))).toMatchObject({
      kind: 'consistency-proof',
      tlog: 'pass',
    });
    expect((await audit(JSON.stringify({ type: 'consistency', ...consistency, size1: 9 }))).tlog).toBe(
      'fail',
    );
  });

  it('checks each shard of a LogInfo, and that its unsigned fields match what is signed', async () => {
    const info = fixtureJson<{ treeSize: number; inactiveShards: { rootHash: string }[] }>(
      'api/examples/get-log.rekor.sigstore.dev.json',
    );
    const report = await audit(JSON.stringify(info));
    expect(report).toMatchObject({ kind: 'checkpoint', tlog: 'pass' });
    expect(report.checks.filter((c) => c.name === 'checkpoint-signature' && c.ok)).toHaveLength(2);
    info.treeSize += 1;
    info.inactiveShards[0]!.rootHash = '00'.repeat(32);
    const edited = await audit(JSON.stringify(info));
    expect(edited.tlog).toBe('fail');
    expect(edited.checks.filter((c) => c.name === 'checkpoint-proof').map((c) => c.ok)).toEqual([
      false,
      false,
    ]);
  });

  it('a malformed checkpoint names the line; a malformed note fails', async () => {
    const original = fixtureText('checkpoints/sigstore-java.valid.prod-shard1.txt');
    const report = await audit(original.replace('\n37795272\n', '\n0x24\n'));
    expect(report.tlog).toBe('fail');
    expect(report.checks[0]!.detail).toBe(
      'a signed note that is not a checkpoint (line 2: the tree size "0x24" is not a decimal number): only its signatures are checked',
    );
    expect(report.checks[1]).toMatchObject({
      ok: false,
      detail: expect.stringContaining('does not verify over the note text'),
    });
    const broken = await audit(original.replace('\u2014 ', '-- '));
    expect(broken.checks[0]).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^malformed signed note: line 6: a signature line must start with/),
    });
  });

  it('verifies a plain signed note (the C2SP example) with a trusted key', async () => {
    const vector = fixtureJson<{ verifierKey: string; signedNote: string }>(
      'checkpoints/c2sp.signed-note-ed25519-example.json',
    );
    const trust = { ...EMPTY_TRUST, tlogs: [trustedKeyFromVkey(vector.verifierKey, 'pem')] };
    const report = await auditDocument(vector.signedNote, { context: contextOf(trust) });
    expect(report).toMatchObject({
      kind: 'checkpoint',
      tlog: 'pass',
      subject: [['note', 'This is an example message.']],
    });
  });

  it('verifies signatures with the primitives it is given, and only with them', async () => {
    const text = fixtureText('entries/derived.sigstore-java.PKIX_ECDSA_P256_SHA_256.logentry.json');
    let calls = 0;
    const counting: VerifyCrypto = { verify: (...args) => (calls++, nodeCrypto.verify(...args)) };
    expect((await auditDocument(text, { context: new TlogContext(prod, counting) })).tlog).toBe('pass');
    // The SET and the checkpoint.
    expect(calls).toBe(2);
    const refusing: VerifyCrypto = { verify: () => false };
    const refused = await auditDocument(text, { context: new TlogContext(prod, refusing) });
    expect(Object.fromEntries(refused.checks.map((check) => [check.name, check.ok]))).toMatchObject({
      set: false,
      'checkpoint-signature': false,
      'leaf-hash': true,
      inclusion: true,
    });
  });

  it('auditMany reports unusable inputs as outcomes', async () => {
    const outcomes = await auditMany(
      ['nonsense', fixtureText('checkpoints/sigstore-java.valid.prod-shard1.txt')],
      { context: contextOf(EMPTY_TRUST) },
    );
    expect(outcomes[0]).toEqual({
      ok: false,
      error: expect.stringContaining('neither JSON nor a signed checkpoint'),
    });
    expect(outcomes[1]).toMatchObject({ ok: true, report: { tlog: 'fail' } });
  });
});
