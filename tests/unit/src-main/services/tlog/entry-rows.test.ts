import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../../../../src-main/services/tlog/decode/decode-body';
import { bodyKind, entryRow } from '../../../../../src-main/services/tlog/entry-rows';
import type { ServedEntry } from '../../../../../src-main/services/tlog/rekor-api';
import { LogEntryValue } from '../../../../../src-main/verification/tlog/log-entry-value';
import { EntrySummary } from '../../../../../src-shared/contract/schemas/log-entries';
import type { Check, VerificationReport } from '../../../../../src-shared/contract/schemas/verification';
import { b64, logEntryFixture } from '../../../../support/tlog-fixtures';

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
    weak: null,
    bundle: 'skipped',
    checks,
    inclusion: null,
    consistency: null,
    subject: [],
  };
}

const UUID = 'ab'.repeat(32);
function served(entryId = `24296fb24b8ad77a${UUID}`): ServedEntry {
  const json = {
    logID: 'cd'.repeat(32),
    logIndex: 1234,
    body: b64(JSON.stringify({ apiVersion: '0.0.1', kind: 'hashedrekord', spec: {} })),
    integratedTime: 1_700_000_000,
  };
  return { entryId, entry: LogEntryValue.parse(json), json: { [entryId]: json } };
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe('bodyKind', () => {
  it('reads kind and apiVersion as decodeBody does', () => {
    const { value } = logEntryFixture('entries/derived.sigstore-java.PKIX_ECDSA_P256_SHA_256.logentry.json');
    const full = decodeBody(value.body);
    expect(bodyKind(Buffer.from(value.body, 'base64'))).toEqual({
      kind: full.kind,
      apiVersion: full.apiVersion,
    });
    expect(bodyKind(bytes('{"kind":"rekord","apiVersion":"0.0.1"}'))).toEqual({
      kind: 'rekord',
      apiVersion: '0.0.1',
    });
  });

  it('keeps the kind when apiVersion is missing or not a string', () => {
    expect(bodyKind(bytes('{"kind":"dsse"}'))).toEqual({ kind: 'dsse', apiVersion: '' });
    expect(bodyKind(bytes('{"kind":"dsse","apiVersion":1}'))).toEqual({ kind: 'dsse', apiVersion: '' });
  });

  it('says unknown for a body that is not a Rekor entry', () => {
    const unknown = { kind: 'unknown', apiVersion: '' };
    for (const text of ['not json', 'null', '42', '"hashedrekord"', '{"kind":7}', '{}']) {
      expect(bodyKind(bytes(text))).toEqual(unknown);
      expect(decodeBody(b64(text)).kind).toBe('unknown');
    }
    expect(bodyKind(Uint8Array.of(0xff, 0xfe, 0x7b))).toEqual(unknown);
    expect(bodyKind(new Uint8Array(0))).toEqual(unknown);
  });
});

describe('entryRow', () => {
  it('carries identity, kind and a pass with no failed checks', () => {
    const row = entryRow(served(), report([check('set', true), check('inclusion', true)]), true);
    expect(EntrySummary.parse(row)).toEqual({
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
    const row = entryRow(
      served(),
      report([failed[0]!, check('leaf-hash', true), check('inclusion', null), failed[1]!]),
      true,
    );
    expect(row.tlog).toBe('fail');
    expect(row.failedChecks).toEqual(failed);
  });

  it('is "not trusted yet" before the log key is trusted when only the key checks failed', () => {
    const keyOnly = [
      check('set', false),
      check('leaf-hash', true),
      check('log-id', false),
      check('checkpoint-signature', false),
    ];
    const row = entryRow(served(), report(keyOnly), false);
    expect(row.tlog).toBe('untrusted');
    expect(row.failedChecks.map((c) => c.name)).toEqual(['set', 'log-id', 'checkpoint-signature']);
    // Once the key is trusted the same failures are a failure.
    expect(entryRow(served(), report(keyOnly), true).tlog).toBe('fail');
    // A failure no key would fix still fails, trusted key or not.
    expect(entryRow(served(), report([...keyOnly, check('leaf-hash', false)]), false).tlog).toBe('fail');
  });

  it('takes a 64-hex UUID as the entry ID', () => {
    const row = entryRow(served(UUID), report([check('set', true)]), true);
    expect(row).toMatchObject({ entryId: UUID, uuid: UUID });
    expect(() => EntrySummary.parse(row)).not.toThrow();
  });
});
