import { describe, expect, it } from 'vitest';
import { VerificationReport } from '../../../../../src-shared/contract/schemas/verification';
import { auditDocument } from '../../../../../src-main/verification/audit/audit-document';
import { EMPTY_TRUST } from '../../../../../src-main/verification/tlog/trust-types';
import { contextOf, PRODUCTION, trustFrom } from '../../../../support/tlog-verification';
import { fixtureJson, fixtureText } from '../../../../support/tlog-fixtures';

const prod = trustFrom(PRODUCTION);
const audit = async (text: string, strict = false) =>
  VerificationReport.parse(await auditDocument(text, { context: contextOf(prod), strict }));
const bundle = (name: string) => fixtureText(`bundles/${name}`);
const signature = (report: VerificationReport) =>
  report.checks.find((check) => check.name === 'checkpoint-signature');

describe('weak evidence: a tlog pass no signed checkpoint backs', () => {
  it('a v0.1 bundle with only a SET passes as weak, and fails in strict mode', async () => {
    const text = bundle('sigstore-js.bundleV01-dsse-no-proof.sigstore.json');
    const report = await audit(text);
    expect(report).toMatchObject({
      tlog: 'pass',
      weak: 'no inclusion proof, so no signed checkpoint backs the entry',
    });
    const strict = await audit(text, true);
    expect(strict).toMatchObject({ tlog: 'fail', weak: null });
    expect(signature(strict)).toMatchObject({
      ok: false,
      detail: expect.stringContaining('strict mode requires a checkpoint signed by a trusted key'),
    });
  });

  it('an inclusion proof to an unsigned root (no checkpoint) passes as weak, and fails in strict mode', async () => {
    const text = bundle('sigstore-python.Python-3.12.5.tgz.sigstore.json');
    expect(await audit(text)).toMatchObject({
      tlog: 'pass',
      weak: 'no checkpoint: the inclusion proof only reaches an unsigned rootHash',
    });
    expect(await audit(text, true)).toMatchObject({ tlog: 'fail', weak: null });
  });

  it('a proof file passes as weak (its root is signed by nobody), and fails in strict mode', async () => {
    const vector = fixtureJson<{ vectors: Record<string, unknown>[] }>(
      'merkle/synthetic-large-index-inclusion.json',
    ).vectors[6]!;
    const text = JSON.stringify({ type: 'inclusion', ...vector });
    const report = await audit(text);
    expect(report.tlog).toBe('pass');
    expect(report.weak).toMatch(/^a proof file carries no checkpoint/);
    expect(signature(report)!.ok).toBeNull();
    const strict = await audit(text, true);
    expect(strict.tlog).toBe('fail');
    expect(signature(strict)!.ok).toBe(false);
  });

  it('a bundle whose checkpoint verifies is not weak, strict or not', async () => {
    const text = bundle('sigstore-js.bundleV03-dsse.sigstore.json');
    expect(await audit(text)).toMatchObject({ tlog: 'pass', weak: null });
    expect(await audit(text, true)).toMatchObject({ tlog: 'pass', weak: null });
    const checkpoint = fixtureText('checkpoints/sigstore-java.valid.prod-shard1.txt');
    expect(await audit(checkpoint, true)).toMatchObject({ tlog: 'pass', weak: null });
  });

  it('a failing document is a plain fail, never weak', async () => {
    const text = bundle('sigstore-js.bundleV01-dsse-no-proof.sigstore.json');
    const untrusted = await auditDocument(text, { context: contextOf(EMPTY_TRUST) });
    expect(untrusted).toMatchObject({ tlog: 'fail', weak: null });
  });
});
