import { describe, expect, it } from 'vitest';
import { auditAlertEvidence } from '../../../../../src-main/verification/audit/alert-evidence';
import { auditDocument } from '../../../../../src-main/verification/audit/audit-document';
import { trustedKeyFromPem } from '../../../../../src-main/verification/tlog/keys';
import { EMPTY_TRUST } from '../../../../../src-main/verification/tlog/trust-types';
import { VerificationReport } from '../../../../../src-shared/contract/schemas/verification';
import { fixtureJson, fixtureText } from '../../../../support/tlog-fixtures';
import { contextOf } from '../../../../support/tlog-verification';

// Exported by the monitor from the real sandbox (see tests/fixtures/tlog/MANIFEST.md).
const FORK = 'monitor/sandbox-fork.alert.json';
const INCONSISTENT = 'monitor/sandbox-inconsistent-proof.alert.json';
const sandboxKey = trustedKeyFromPem(fixtureText('monitor/sandbox-log.pem'), {
  name: 'verity-sandbox',
  source: 'pem',
});
const trusted = contextOf({ ...EMPTY_TRUST, tlogs: [sandboxKey] });

interface EvidenceJson {
  trusted: { note: string };
  served: { note: string };
  consistencyProof: { hashes: string[] } | null;
}
const evidence = (path: string) => fixtureJson<EvidenceJson>(path);
const check = (report: VerificationReport, name: string) => report.checks.filter((c) => c.name === name);

describe('monitor alert evidence, re-verified offline', () => {
  it('confirms a fork: both checkpoints signed by the trusted key, one size, two roots', async () => {
    const report = VerificationReport.parse(await auditDocument(fixtureText(FORK), { context: trusted }));
    expect(report).toMatchObject({ kind: 'monitor-alert', tlog: 'fail', weak: null, bundle: 'skipped' });
    expect(check(report, 'checkpoint-signature').map((c) => c.ok)).toEqual([true, true]);
    expect(check(report, 'log-id')[0]?.ok).toBe(true);
    expect(check(report, 'index')[0]?.ok).toBe(true);
    expect(check(report, 'consistency')[0]).toMatchObject({
      ok: false,
      detail: expect.stringMatching(
        /^fork \(split view\): two signed trees of size 151 have different roots/,
      ),
    });
    expect(report.subject).toContainEqual(['finding', 'fork']);
  });

  it('calls a proof that does not verify an inconsistent proof, and draws it', () => {
    const report = auditAlertEvidence(evidence(INCONSISTENT), trusted);
    expect(report.tlog).toBe('fail');
    expect(check(report, 'consistency')[0]?.detail).toMatch(/^inconsistent proof: the proof from size \d+/);
    expect(report.subject).toContainEqual(['finding', 'inconsistent proof']);
    expect(report.consistency?.ok).toBe(false);
  });

  it('calls a smaller later checkpoint a rollback, and a missing proof an inconsistent proof', () => {
    const grew = evidence(INCONSISTENT);
    const shrank = auditAlertEvidence({ ...grew, trusted: grew.served, served: grew.trusted }, trusted);
    expect(check(shrank, 'consistency')[0]?.detail).toMatch(/^rollback: the log served size 152 after/);
    expect(shrank.subject).toContainEqual(['finding', 'rollback']);
    const refused = auditAlertEvidence(
      { ...grew, consistencyProof: null, proofError: '400 bad request' },
      trusted,
    );
    expect(check(refused, 'consistency')[0]?.detail).toBe(
      'inconsistent proof: the log gave no proof that size 153 extends size 152 (400 bad request)',
    );
  });

  it('passes when the evidence shows nothing against the log', () => {
    const same = evidence(FORK);
    const report = auditAlertEvidence({ ...same, served: same.trusted }, trusted);
    expect(report.tlog).toBe('pass');
    expect(report.subject).toContainEqual(['finding', 'none']);
  });

  it('establishes nothing without trust, and says which key to check and pass', () => {
    const report = auditAlertEvidence(evidence(FORK), contextOf(EMPTY_TRUST));
    expect(report.tlog).toBe('fail');
    expect(check(report, 'log-id')[0]?.detail).toMatch(/not trusted here: check it is the log's key/);
    expect(report.subject).toContainEqual(['finding', 'not established: a signature does not verify']);
  });

  it('fails a checkpoint that was altered after export', () => {
    const altered = evidence(FORK);
    altered.served.note = altered.served.note.replace('\n151\n', '\n150\n');
    const report = auditAlertEvidence(altered, trusted);
    expect(check(report, 'checkpoint-signature').map((c) => c.ok)).toEqual([true, false]);
    expect(report.tlog).toBe('fail');
  });

  it('names what is wrong with a file that is not alert evidence', () => {
    const report = auditAlertEvidence({ type: 'monitor-alert', version: 1 }, trusted);
    expect(check(report, 'entry-format')[0]).toMatchObject({
      ok: false,
      detail: expect.stringMatching(/^not Verity alert evidence: /),
    });
  });
});
