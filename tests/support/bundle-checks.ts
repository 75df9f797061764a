import { expect } from 'vitest';
import { Check } from '../../src-shared/contract/schemas/verification';
import type { TrustSet } from '../../src-main/verification/tlog/trust-types';
import { verifyBundleContent } from '../../src-main/verification/sigstore/verify-bundle';

export type CheckMap = Record<string, Check>;

/** Runs the verifier, asserts the result shape (seven bundle checks, each valid per the contract schema). */
export async function verify(
  bundle: unknown,
  trust: TrustSet,
  options: Parameters<typeof verifyBundleContent>[2] = {},
): Promise<CheckMap> {
  const checks = await verifyBundleContent(bundle, trust, options);
  expect(checks.map((check) => check.name)).toEqual([
    'bundle-format',
    'certificate-chain',
    'certificate-validity',
    'signature',
    'artifact',
    'timestamp',
    'log-body',
  ]);
  for (const check of checks) {
    expect(Check.parse(check)).toEqual(check);
    expect(check.scope).toBe('bundle');
    expect(check.detail.length).toBeGreaterThan(0);
  }
  return Object.fromEntries(checks.map((check) => [check.name, check]));
}

/** Whether no check failed (null = not applicable counts as passing). */
export function bundlePasses(checks: CheckMap): boolean {
  return Object.values(checks).every((check) => check.ok !== false);
}

export function failing(checks: CheckMap): string[] {
  return Object.values(checks)
    .filter((check) => check.ok === false)
    .map((check) => check.name);
}
