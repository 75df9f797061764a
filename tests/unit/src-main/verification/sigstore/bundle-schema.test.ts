// One bundle schema, two verdicts: a field only one verdict reads fails that verdict alone.
import { describe, expect, it } from 'vitest';
import type { Check } from '../../../../../src-shared/contract/schemas/verification';
import { verifyBundleContent } from '../../../../../src-main/verification/sigstore/verify-bundle';
import { verifyBundleTlog } from '../../../../../src-main/verification/tlog/bundle-tlog';
import { contextOf, PRODUCTION, trustFrom } from '../../../../support/tlog-verification';
import { fixtureJson } from '../../../../support/tlog-fixtures';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- edited fixtures
const trust = trustFrom(PRODUCTION);
const v03 = (): Json =>
  structuredClone(fixtureJson<Json>('bundles/conformance.happy-path-v0.3.sigstore.json'));
const format = (checks: Check[], name: 'entry-format' | 'bundle-format') =>
  checks.find((check) => check.name === name);

describe('the bundle schema shared by both verdicts', () => {
  it('a certificate that is not base64 fails the bundle verdict, not the log verdict', () => {
    const json = v03();
    json.verificationMaterial.certificate.rawBytes = 'not base64!';
    expect(format(verifyBundleTlog(json, contextOf(trust)).checks, 'entry-format')?.ok).toBe(true);
    expect(format(verifyBundleContent(json, trust), 'bundle-format')).toMatchObject({
      ok: false,
      detail: 'malformed bundle: verificationMaterial.certificate.rawBytes: not base64',
    });
  });

  it('tlogEntries that are not a list fail the log verdict, not the bundle verdict', () => {
    const json = v03();
    json.verificationMaterial.tlogEntries = null;
    expect(format(verifyBundleTlog(json, contextOf(trust)).checks, 'entry-format')).toMatchObject({
      ok: false,
      detail:
        'not a Sigstore bundle: verificationMaterial.tlogEntries: Invalid input: expected array, received null',
    });
    expect(format(verifyBundleContent(json, trust), 'bundle-format')?.ok).toBe(true);
  });

  it('knows only its own media types, not the names every object inherits', () => {
    const json = { ...v03(), mediaType: 'toString' };
    const result = verifyBundleTlog(json, contextOf(trust));
    expect(result.version).toBeNull();
    expect(format(result.checks, 'entry-format')?.detail).toBe('unknown bundle media type "toString"');
  });
});
