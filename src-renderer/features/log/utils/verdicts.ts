import type { MantineColor } from '@mantine/core';
import type { EntrySummary, VerificationReport } from '@/lib/contract';

/** A report's verdict, or an entry list's "not trusted yet" before the log's key is trusted. */
type TlogVerdict = EntrySummary['tlog'];
type BundleVerdict = VerificationReport['bundle'];

export const TLOG_VERDICT: Record<TlogVerdict, { label: string; color: MantineColor }> = {
  pass: { label: 'pass', color: 'teal' },
  fail: { label: 'fail', color: 'red' },
  untrusted: { label: 'not trusted yet', color: 'gray' },
};

/** A tlog pass that no checkpoint signed by a trusted key backs (report.weak says why). */
export const WEAK_PASS = { label: 'pass (weak)', color: 'yellow' } as const satisfies {
  label: string;
  color: MantineColor;
};

/**
 * Whether the root a report's inclusion proof is drawn against is signed: a trusted checkpoint's signature
 * verified and the checkpoint signs the proof's own size and root.
 */
export function rootIsSigned(report: Pick<VerificationReport, 'checks'>): boolean {
  const passed = (name: string) => report.checks.some((c) => c.name === name && c.ok === true);
  return passed('checkpoint-signature') && passed('checkpoint-proof');
}

/** "skipped" means there was no bundle to judge (a bare log entry, a checkpoint): not a pass. */
export const BUNDLE_VERDICT: Record<BundleVerdict, { label: string; color: MantineColor }> = {
  pass: { label: 'pass', color: 'teal' },
  fail: { label: 'fail', color: 'red' },
  skipped: { label: 'not applicable', color: 'gray' },
};
