import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../../src-main/services/tlog/decode/decode-body';
import { bodyKind, entrySummary } from '../../../src-main/services/tlog/entry-summary';
import type { ServedEntry } from '../../../src-main/services/tlog/rekor-api';
import { EntrySummary } from '../../../src-shared/contract/schemas/log-entries';
import type { Check, VerificationReport } from '../../../src-shared/contract/schemas/verification';
import { b64, logEntryFixture } from './fixtures';

const check = (name: Check['name'], ok: boolean | null): Check => ({
  name,
  ok,
  scope: 'tlog',
  detail: `${name} ${String(ok)}`,
});

function report(checks: Check[]): VerificationReport {
  return {
    kind: 'log-entry',
    tlog: checks.some((c) => c.ok === false) ? 'fail' : 'pass',
    bundle: 'skipped',
    checks,
    inclusion: null,
    consistency: null,
    subject: [],
  };
}

const UUID = 'ab'.repeat(32);
function served(
  overrides: Partial<ServedEntry['entry']> = {},
  entryId = `24296fb24b8ad77a${UUID}`,
): ServedEntry {
  const entry = {
    logID: 'cd'.repeat(32),
    logIndex: 1234,
    body: b64(JSON.stringify({ apiVersion: '0.0.1', kind: 'hashedrekord', spec: {} })),
    integratedTime: 1_700_000_000,
    ...overrides,
  };
  return { entryId, entry, json: { [entryId]: entry } };
}

describe('bodyKind', () => {
  it('reads kind and apiVersion as decodeBody does', () => {
    const { value } = logEntryFixture('entries/derived.sigstore-java.PKIX_ECDSA_P256_SHA_256.logentry.json');
    const full = decodeBody(value.body);
    expect(bodyKind(value.body)).toEqual({ kind: full.kind, apiVersion: full.apiVersion });
    expect(bodyKind(b64('{"kind":"rekord","apiVersion":"0.0.1"}'))).toEqual({
      kind: 'rekord',
      apiVersion: '0.0.1',
    });
  });

  it('keeps the kind when apiVersion is missing or not a string', () => {
    expect(bodyKind(b64('{"kind":"dsse"}'))).toEqual({ kind: 'dsse', apiVersion: '' });
    expect(bodyKind(b64('{"kind":"dsse","apiVersion":1}'))).toEqual({ kind: 'dsse', apiVersion: '' });
  });

  it('says unknown for a body that is not a Rekor entry', () => {
    const unknown = { kind: 'unknown', apiVersion: '' };
    for (const text of ['not json', 'null', '42', '"hashedrekord"', '{"kind":7}', '{}']) {
      expect(bodyKind(b64(text))).toEqual(unknown);
      expect(decodeBody(b64(text)).kind).toBe('unknown');
    }
    expect(bodyKind(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64'))).toEqual(unknown);
    expect(bodyKind('')).toEqual(unknown);
  });
});

describe('entrySummary', () => {
  it('carries identity, kind and a pass with no failed checks', () => {
    const summary = entrySummary(served(), report([check('set', true), check('inclusion', true)]));
    expect(EntrySummary.parse(summary)).toEqual({
      entryId: `24296fb24b8ad77a${UUID}`,
      uuid: UUID,
      logIndex: '1234',
      integratedTime: 1_700_000_000,
      kind: 'hashedrekord',
      apiVersion: '0.0.1',
      tlog: 'pass',
      failedChecks: [],
    });
  });

  it('lists exactly the checks that failed, not the ones that did not apply', () => {
    const failed = [check('set', false), check('log-id', false)];
    const summary = entrySummary(
      served(),
      report([failed[0]!, check('leaf-hash', true), check('inclusion', null), failed[1]!]),
    );
    expect(summary.tlog).toBe('fail');
    expect(summary.failedChecks).toEqual(failed);
  });

  it('takes a 64-hex UUID as the entry ID and a missing integratedTime as null', () => {
    const summary = entrySummary(served({ integratedTime: undefined }, UUID), report([check('set', true)]));
    expect(summary).toMatchObject({ entryId: UUID, uuid: UUID, integratedTime: null });
    expect(() => EntrySummary.parse(summary)).not.toThrow();
  });
});
