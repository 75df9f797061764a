import { afterEach, describe, expect, it } from 'vitest';
import { mergeStaged } from '@/features/log/utils/audit-files';
import { certificateValidity } from '@/features/log/utils/certificate-validity';
import { summaryOfView } from '@/features/log/utils/entry-summary';
import { parseLookup, treeIdFromHex } from '@/features/log/utils/lookup';
import { criteriaFromDraft, EMPTY_SEARCH_DRAFT, normalizeHash } from '@/features/log/utils/search-criteria';
import { requestFromDraft, requestFromSearchParams } from '@/features/log/utils/tree-head-draft';
import { shortHash } from '@/lib/format';
import { utf8ToBase64 } from '@/lib/local-files';
import { selectOpenAlertCount, useMonitorAlertsStore } from '@/stores/monitor-alerts-store';
import { alert, entrySummary, entryView, report } from '../../../../../support/renderer/tlog-fixtures';

describe('parseLookup', () => {
  it('accepts 64-bit indices exactly and refuses anything larger', () => {
    expect(parseLookup('18446744073709551615')).toEqual({ kind: 'index', logIndex: '18446744073709551615' });
    expect(parseLookup('007')).toEqual({ kind: 'index', logIndex: '7' });
    expect(parseLookup('18446744073709551616').kind).toBe('invalid');
    expect(parseLookup('  ').kind).toBe('empty');
  });

  it('tells UUIDs from entry IDs and names the tree ID', () => {
    expect(parseLookup('A'.repeat(64))).toEqual({ kind: 'uuid', entryId: 'a'.repeat(64) });
    const lookup = parseLookup(`24296fb24b8ad77a${'b'.repeat(64)}`);
    expect(lookup).toMatchObject({ kind: 'entry-id', treeIdHex: '24296fb24b8ad77a' });
    expect(treeIdFromHex('24296fb24b8ad77a')).toBe('2605736670972794746');
    expect(parseLookup('a'.repeat(63)).kind).toBe('invalid');
    expect(parseLookup('not an id').kind).toBe('invalid');
  });
});

describe('search criteria', () => {
  it('prefixes bare digests by their length and validates with the contract', () => {
    expect(normalizeHash(' ' + 'A'.repeat(64))).toBe(`sha256:${'a'.repeat(64)}`);
    expect(normalizeHash('b'.repeat(40))).toBe(`sha1:${'b'.repeat(40)}`);
    expect(normalizeHash('c'.repeat(128))).toBe(`sha512:${'c'.repeat(128)}`);
    expect(criteriaFromDraft({ ...EMPTY_SEARCH_DRAFT, hash: 'sha256:zz' })).toMatchObject({
      ok: false,
      errors: { hash: expect.any(String) },
    });
    expect(criteriaFromDraft({ ...EMPTY_SEARCH_DRAFT, email: 'nope' })).toMatchObject({
      ok: false,
      errors: { email: 'Not an email address' },
    });
  });

  it('adds the operator only when criteria are combined', () => {
    expect(criteriaFromDraft({ ...EMPTY_SEARCH_DRAFT, email: 'a@b.example', operator: 'or' })).toEqual({
      ok: true,
      criteria: { email: 'a@b.example' },
    });
    expect(
      criteriaFromDraft({
        ...EMPTY_SEARCH_DRAFT,
        email: 'a@b.example',
        publicKey: 'KEY',
        publicKeyFormat: 'ssh',
        operator: 'or',
      }),
    ).toEqual({
      ok: true,
      criteria: { email: 'a@b.example', publicKey: { format: 'ssh', content: 'KEY' }, operator: 'or' },
    });
  });
});

describe('tree head drafts', () => {
  it('compares sizes as 64-bit integers and explains each field', () => {
    const root = 'a'.repeat(64);
    expect(
      requestFromDraft({ treeID: '', size: '9007199254740993', root, lastSize: '9007199254740992' }),
    ).toEqual({
      ok: false,
      errors: { lastSize: 'Must be at least the old size' },
    });
    expect(requestFromDraft({ treeID: '42', size: '4', root: root.toUpperCase(), lastSize: '' })).toEqual({
      ok: true,
      request: { firstSize: '4', firstRoot: root, treeID: '42' },
    });
    const bad = requestFromDraft({ treeID: '', size: '0', root: 'x', lastSize: 'y' });
    expect(bad.ok ? [] : Object.keys(bad.errors).sort()).toEqual(['lastSize', 'root', 'size']);
    expect(requestFromSearchParams(new URLSearchParams(`size=4&root=${root}&to=8`))).toEqual({
      firstSize: '4',
      firstRoot: root,
      lastSize: '8',
    });
  });
});

describe('certificate validity', () => {
  it('judges the certificate at integration time and now', () => {
    const cert = { notBefore: '2025-01-02T03:00:00Z', notAfter: '2025-01-02T03:10:00Z' };
    const logged = Date.parse('2025-01-02T03:05:00Z') / 1000;
    expect(certificateValidity(cert, logged, Date.parse('2026-01-01'))).toEqual({
      now: 'expired',
      atIntegration: 'valid',
    });
    expect(certificateValidity(cert, null, Date.parse('2025-01-02T03:01:00Z'))).toEqual({
      now: 'valid',
      atIntegration: null,
    });
    expect(certificateValidity({ notBefore: 'x', notAfter: 'y' }, 1).now).toBe('unknown');
  });
});

describe('small helpers', () => {
  it('merges staged audit files by name', () => {
    const file = (name: string, content: string) => ({ name, size: content.length, content, problem: null });
    expect(mergeStaged([file('a', '1'), file('b', '2')], [file('a', '3')]).map((f) => f.content)).toEqual([
      '3',
      '2',
    ]);
  });

  it('encodes UTF-8 as base64 and shortens hashes', () => {
    expect(utf8ToBase64('é✓')).toBe('w6ninJM=');
    expect(shortHash('0123456789abcdef0123')).toBe('01234567…ef0123');
    expect(shortHash('short')).toBe('short');
  });
});

describe('monitor alerts store', () => {
  afterEach(() => useMonitorAlertsStore.getState().reset());

  it('counts open alerts from the stream and the status, status winning', () => {
    const store = useMonitorAlertsStore.getState();
    store.addEvent({
      at: 1,
      profileId: 'sandbox',
      kind: 'alert',
      message: 'fork',
      alert: alert({ id: 'a' }),
    });
    store.mergeStatus([alert({ id: 'b' })]);
    expect(selectOpenAlertCount(useMonitorAlertsStore.getState())).toBe(2);
    store.mergeStatus([alert({ id: 'a', acknowledged: true })]);
    expect(selectOpenAlertCount(useMonitorAlertsStore.getState())).toBe(1);
    store.markAcknowledged('b');
    expect(selectOpenAlertCount(useMonitorAlertsStore.getState())).toBe(0);
    expect(useMonitorAlertsStore.getState().recentEvents).toHaveLength(1);
  });
});

describe('summaryOfView', () => {
  it('gives a search result the same row as a browsed entry', () => {
    expect(summaryOfView(entryView())).toEqual(entrySummary());
  });

  it('keeps the failed checks only', () => {
    const checks = [
      { name: 'set' as const, ok: false, scope: 'tlog' as const, detail: 'bad SET' },
      { name: 'inclusion' as const, ok: null, scope: 'tlog' as const, detail: 'no proof' },
      { name: 'leaf-hash' as const, ok: true, scope: 'tlog' as const, detail: 'ok' },
    ];
    const row = summaryOfView(entryView({ report: { ...report(), tlog: 'fail', checks } }));
    expect(row).toMatchObject({ tlog: 'fail', failedChecks: [checks[0]] });
  });
});
