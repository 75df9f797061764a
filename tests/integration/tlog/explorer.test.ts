import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EntrySummary, EntryView } from '../../../src-shared/contract/schemas/log-entries';
import {
  allGreen,
  createSigned,
  startTlogHarness,
  type EntryViewLike,
  type TlogHarness,
} from './tlog-harness';

let h: TlogHarness;
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  h = await startTlogHarness();
  // The sandbox is a log like any other: its key is pinned on first use.
  expect(await h.value('trust:checkLogKey')).toMatchObject({ status: 'pinned-now' });
});
afterAll(() => h.close());

interface Info {
  active: { treeID: string; treeSize: string; rootHash: string; verification: { ok: boolean } };
  inactiveShards: Array<{ verification: { ok: boolean } }>;
}

describe('the explorer against the sandbox log', () => {
  it('creates an entry, reads it back by index, UUID and entry ID with every check green, then proves consistency', async () => {
    const before = await h.value<Info>('log:getInfo');
    expect(before.active.verification.ok).toBe(true);
    expect(before.inactiveShards.every((s) => s.verification.ok)).toBe(true);

    const created = await createSigned(h, digest('explorer artifact'));
    expect(created.status).toBe(201);
    expect(created.location).toBe(`/api/v1/log/entries/${created.entryId}`);
    expect(allGreen(created.entry)).toBe(true);
    EntryView.parse(created.entry);

    const byIndex = await h.value<EntryViewLike>('log:getEntry', { logIndex: created.entry.logIndex });
    const byUuid = await h.value<EntryViewLike>('log:getEntry', { entryId: created.entry.uuid });
    const byEntryId = await h.value<EntryViewLike>('log:getEntry', {
      entryId: created.entryId.toUpperCase(),
    });
    for (const view of [byIndex, byUuid, byEntryId]) {
      expect(view.entryId).toBe(created.entryId);
      expect(view.decoded.kind).toBe('hashedrekord');
      expect(view.report.checks.map((c) => [c.name, c.ok])).toEqual(
        expect.arrayContaining([
          ['set', true],
          ['leaf-hash', true],
          ['inclusion', true],
          ['checkpoint-signature', true],
          ['checkpoint-proof', true],
          ['log-id', true],
        ]),
      );
      expect(allGreen(view)).toBe(true);
    }

    const held = await h.value<Info>('log:getInfo');
    for (let i = 0; i < 3; i++) await createSigned(h, digest(`later ${i}`));
    const proof = await h.value<{
      trace: { ok: boolean; size1: string; size2: string; steps: unknown[] };
      lastCheckpoint: string | null;
    }>('log:consistency', {
      treeID: held.active.treeID,
      firstSize: held.active.treeSize,
      firstRoot: held.active.rootHash,
    });
    expect(proof.trace).toMatchObject({ ok: true, size1: held.active.treeSize });
    expect(BigInt(proof.trace.size2)).toBe(BigInt(held.active.treeSize) + 3n);
    expect(proof.lastCheckpoint).toMatch(/^verity-sandbox - /);

    const partial = await h.value<{ trace: { ok: boolean }; lastCheckpoint: string | null }>(
      'log:consistency',
      {
        firstSize: held.active.treeSize,
        firstRoot: held.active.rootHash,
        lastSize: (BigInt(held.active.treeSize) + 1n).toString(),
      },
    );
    expect(partial).toMatchObject({ trace: { ok: true }, lastCheckpoint: null });
    const now = await h.value<Info>('log:getInfo');
    const same = await h.value<{ trace: { ok: boolean; steps: unknown[] } }>('log:consistency', {
      firstSize: now.active.treeSize,
      firstRoot: now.active.rootHash,
    });
    expect(same.trace).toMatchObject({ ok: true, steps: [] });

    const wrongRoot = await h.value<{ trace: { ok: boolean; error: string } }>('log:consistency', {
      firstSize: held.active.treeSize,
      firstRoot: 'ab'.repeat(32),
    });
    expect(wrongRoot.trace).toMatchObject({ ok: false, error: expect.any(String) });
  });

  it('answers a duplicate with 409 and the existing entry', async () => {
    const key = await h.value<{ id: string }>('keys:generate', { name: 'dup', algorithm: 'ecdsa-p256' });
    const first = await createSigned(h, digest('duplicate'), key.id);
    const again = await createSigned(h, digest('duplicate'), key.id);
    expect(again).toMatchObject({ status: 409, entryId: first.entryId, location: first.location });
    expect(allGreen(again.entry)).toBe(true);
  });

  it('creates a DSSE entry with an Ed25519 key and refuses Ed25519 for hashedrekord', async () => {
    const key = await h.value<{ id: string }>('keys:generate', { name: 'ed', algorithm: 'ed25519' });
    const statement = {
      _type: 'https://in-toto.io/Statement/v1',
      subject: [{ name: 'app.tar', digest: { sha256: digest('app') } }],
      predicateType: 'https://slsa.dev/provenance/v1',
      predicate: {},
    };
    const created = await h.value<{ status: number; entry: EntryViewLike }>('log:createDsse', {
      keyId: key.id,
      payloadType: 'application/vnd.in-toto+json',
      payload: Buffer.from(JSON.stringify(statement)).toString('base64'),
    });
    expect(created.status).toBe(201);
    expect(created.entry.decoded.kind).toBe('dsse');
    expect(allGreen(created.entry)).toBe(true);
    expect(
      await h.call('log:createHashedRekord', { keyId: key.id, artifactSha256: digest('x') }),
    ).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', message: expect.stringMatching(/DSSE/) },
    });
  });

  it('pages search results newest first by log index', async () => {
    const artifact = digest('searched artifact');
    const created = [];
    for (let i = 0; i < 7; i++) created.push(await createSigned(h, artifact));
    const page = (n: number) =>
      h.value<{
        total: number;
        entryIds: string[];
        entries: EntryViewLike[];
        failures: unknown[];
        order: string;
      }>('log:search', {
        hash: `sha256:${artifact}`,
        page: n,
        pageSize: 3,
      });
    const pages = [await page(0), await page(1), await page(2)];
    expect(pages.map((p) => p.entryIds.length)).toEqual([3, 3, 1]);
    expect(pages.every((p) => p.total === 7 && p.failures.length === 0)).toBe(true);
    const all = pages.flatMap((p) => p.entryIds);
    const indexes = pages.flatMap((p) => p.entries.map((e) => BigInt(e.logIndex)));
    expect(indexes.every((v, i) => i === 0 || v < indexes[i - 1]!)).toBe(true);
    expect(pages.every((p) => p.order === 'log-index')).toBe(true);
    expect(all).toEqual(pages.flatMap((p) => p.entries.map((e) => e.entryId)));
    expect(new Set(all)).toEqual(new Set(created.map((c) => c.entryId)));
    expect((await page(1)).entryIds).toEqual(pages[1]!.entryIds);
    expect(pages.flatMap((p) => p.entries).every(allGreen)).toBe(true);
    expect((await page(3)).entryIds).toEqual([]);
  });

  it('searches by a public key pasted as its PEM file, sending it base64-encoded as the API wants', async () => {
    const key = await h.value<{ id: string; publicKeyPem: string }>('keys:generate', {
      name: 'pasted',
      algorithm: 'ecdsa-p256',
    });
    const created = await createSigned(h, digest('signed with a pasted key'), key.id);
    const found = await h.value<{ entryIds: string[] }>('log:search', {
      publicKey: { format: 'x509', content: `${key.publicKeyPem.trim()}\n` },
      page: 0,
      pageSize: 20,
    });
    expect(found.entryIds).toEqual([created.entryId]);
    const sshKey =
      'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMPamj0eY1bEu0UwQTpcMvQKVKGsePGJO2hJVYnT9BIf ops@host';
    expect(
      await h.value('log:search', { publicKey: { format: 'ssh', content: sshKey }, page: 0, pageSize: 20 }),
    ).toMatchObject({ total: 0 });
  });

  it('looks up and browses any int64 index (sent exactly), and says plainly when there is no entry', async () => {
    const top = '9223372036854775807';
    const info = await h.value<{ baseUrl: string }>('log:getInfo');
    expect(await h.call('log:getEntry', { logIndex: top })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', message: `The log at ${info.baseUrl} has no entry at index ${top}` },
    });
    expect(await h.call('log:getEntry', { logIndex: '9223372036854775808' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION' },
    });
    expect(await h.value('log:browse', { before: top, count: 3 })).toMatchObject({
      entries: [],
      nextBefore: '9223372036854775804',
    });
  });

  it('browses the newest entries through entries/retrieve, 10 per request', async () => {
    await h.value('inspector:clear');
    const first = await h.value<{ entries: EntrySummary[]; nextBefore: string; requests: number }>(
      'log:browse',
      {
        count: 25,
      },
    );
    expect(first.entries).toHaveLength(25);
    expect(first.requests).toBe(4); // the tree state, then 3 batches
    const indexes = first.entries.map((e) => BigInt(e.logIndex));
    expect(indexes.every((v, i) => i === 0 || v === indexes[i - 1]! - 1n)).toBe(true);
    expect(first.nextBefore).toBe(indexes.at(-1)!.toString());
    expect(first.entries.every((e) => e.tlog === 'pass' && e.failedChecks.length === 0)).toBe(true);
    first.entries.forEach((e) => EntrySummary.parse(e));
    const exchanges = (
      await h.value<{ exchanges: Array<{ method: string; url: string }> }>('inspector:list', {
        service: 'tlog',
      })
    ).exchanges;
    const retrieves = exchanges.filter((e) => e.url.endsWith('/api/v1/log/entries/retrieve'));
    expect(retrieves).toHaveLength(3);
    expect(exchanges.filter((e) => /\/entries\?logIndex=/.test(e.url))).toEqual([]);

    const next = await h.value<{ entries: EntrySummary[]; requests: number }>('log:browse', {
      before: first.nextBefore,
      count: 10,
    });
    expect(next.requests).toBe(1);
    expect(BigInt(next.entries[0]!.logIndex)).toBe(BigInt(first.nextBefore) - 1n);
  });

  it('lists an entry whose proof or SET does not verify as a failure, naming the failed checks', async () => {
    const newest = async () =>
      (await h.value<{ entries: EntrySummary[] }>('log:browse', { count: 10 })).entries;
    try {
      await h.setLogFaults({ tamperedProofs: { hashIndex: 0, byteIndex: 0 } });
      for (const row of await newest()) {
        expect(row.tlog).toBe('fail');
        expect(row.failedChecks.map((c) => c.name)).toContain('inclusion');
      }
      await h.setLogFaults({ rotatedKey: true });
      for (const row of await newest()) {
        expect(row.tlog).toBe('fail');
        expect(row.failedChecks.map((c) => c.name)).toEqual(expect.arrayContaining(['set', 'log-id']));
      }
    } finally {
      await h.resetFaults();
    }
    // Back on the log's own key, every SET is the log's again.
    expect((await newest()).every((row) => row.tlog === 'pass')).toBe(true);
  });

  it('decodes and verifies every seeded entry, whatever its kind', async () => {
    let before: string | undefined;
    const rows: EntrySummary[] = [];
    do {
      const page: { entries: EntrySummary[]; nextBefore: string | null } = await h.value('log:browse', {
        count: 100,
        ...(before === undefined ? {} : { before }),
      });
      rows.push(...page.entries);
      before = page.nextBefore ?? undefined;
    } while (before !== undefined);
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.tlog !== 'pass').map((r) => r.logIndex)).toEqual([]);
    const kinds = new Set(rows.map((r) => r.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['hashedrekord', 'rekord', 'dsse', 'intoto']));
    // The list carries summaries; each entry page decodes the body in full.
    const views: EntryViewLike[] = [];
    for (const row of rows)
      views.push(await h.value<EntryViewLike>('log:getEntry', { entryId: row.entryId }));
    expect(views.filter((v) => !allGreen(v)).map((v) => v.logIndex)).toEqual([]);
    expect(views.map((v) => [v.decoded.kind, v.logIndex])).toEqual(rows.map((r) => [r.kind, r.logIndex]));
    const decoded = views.map((v) => EntryView.parse(v).decoded);
    expect(decoded.filter((d) => d.warnings.length > 0).map((d) => d.warnings)).toEqual([]);
    expect(decoded.filter((d) => d.kind === 'intoto').every((d) => d.statement !== null)).toBe(true);
    expect(decoded.some((d) => d.certificates.some((c) => c.fulcio.length > 0))).toBe(true);
  });

  it('reports a missing entry as NOT_FOUND', async () => {
    expect(await h.call('log:getEntry', { entryId: 'ab'.repeat(32) })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
  });
});
