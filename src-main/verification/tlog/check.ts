// Small helpers for building the per-check results every verifier reports (contract: Check).
import type { Check, CheckName } from '../../../src-shared/contract/schemas/verification';

export function tlogCheck(name: CheckName, ok: boolean | null, detail: string): Check {
  return { name, ok, scope: 'tlog', detail };
}

/**
 * The transparency-log verdict: pass when no check failed and at least one passed (a document where
 * nothing could be checked proves nothing).
 */
export function tlogVerdict(checks: readonly Check[]): 'pass' | 'fail' {
  const tlog = checks.filter((check) => check.scope === 'tlog');
  return tlog.some((check) => check.ok === false) || !tlog.some((check) => check.ok === true)
    ? 'fail'
    : 'pass';
}

/** The full-bundle verdict from bundle-scope checks; 'skipped' when there are none. */
export function bundleVerdict(checks: readonly Check[]): 'pass' | 'fail' | 'skipped' {
  const bundle = checks.filter((check) => check.scope === 'bundle');
  if (bundle.length === 0) return 'skipped';
  return bundle.some((check) => check.ok === false) ? 'fail' : 'pass';
}

/** Prefixes every detail, for documents holding several entries or checkpoints. */
export function prefixChecks(prefix: string, checks: readonly Check[]): Check[] {
  return checks.map((check) => ({ ...check, detail: `${prefix}: ${check.detail}` }));
}
