import type { MantineColor } from '@mantine/core';
import type { VerificationReport } from '@/lib/contract';

type TlogVerdict = VerificationReport['tlog'];
type BundleVerdict = VerificationReport['bundle'];

export const TLOG_VERDICT: Record<TlogVerdict, { label: string; color: MantineColor }> = {
  pass: { label: 'pass', color: 'teal' },
  fail: { label: 'fail', color: 'red' },
};

/** "skipped" means there was no bundle to judge (a bare log entry, a checkpoint): not a pass. */
export const BUNDLE_VERDICT: Record<BundleVerdict, { label: string; color: MantineColor }> = {
  pass: { label: 'pass', color: 'teal' },
  fail: { label: 'fail', color: 'red' },
  skipped: { label: 'not applicable', color: 'gray' },
};
