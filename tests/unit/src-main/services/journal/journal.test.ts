import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJournal, type BeginOp, type Journal } from '../../../../../src-main/services/journal/journal';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { VerityError } from '../../../../../src-shared/contract/result';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let db: Database;
let clock: number;
let journal: Journal;
const path = () => join(dir.path, 'verity.db');
const open = () =>
  createJournal({ db, now: () => clock++, redact: (text) => text.replaceAll('s3cret', '[redacted]') });
const all = { page: 0, pageSize: 50 };

const op = (over: Partial<BeginOp> = {}): BeginOp => ({
  profileId: 'sandbox',
  service: 'tlog',
  kind: 'create-entry',
  target: 'http://127.0.0.1:1/api/v1/log/entries',
  request: { entryKind: 'hashedrekord', artifactSha256: 'ab'.repeat(32) },
  ...over,
});

beforeEach(async () => {
  dir = await tempDir('journal');
  db = openDatabase(path());
  clock = 1000;
  journal = open();
});
afterEach(async () => {
  db.close();
  await dir.remove();
});

describe('operation journal', () => {
  it('shows an operation pending from begin, and with its outcome once completed', () => {
    const id = journal.begin(op());
    expect(journal.list(all)).toEqual({
      total: 1,
      operations: [
        {
          id,
          at: 1000,
          profileId: 'sandbox',
          service: 'tlog',
          kind: 'create-entry',
          target: 'http://127.0.0.1:1/api/v1/log/entries',
          request: { entryKind: 'hashedrekord', artifactSha256: 'ab'.repeat(32) },
          outcome: 'pending',
          response: null,
          completedAt: null,
          checkable: false,
          undoable: false,
          damaged: null,
        },
      ],
    });
    journal.complete(id, 'ok', { status: 201 });
    expect(journal.list(all).operations[0]).toMatchObject({
      outcome: 'ok',
      response: { status: 201 },
      completedAt: 1001,
    });
    expect(() => journal.complete(id, 'failed', {})).toThrow(/already complete/);
    expect(() => journal.complete('nope', 'ok', {})).toThrow(/No journal operation nope/);
  });

  it('turns what a previous run left pending into outcome unknown when it opens again', () => {
    const sent = journal.begin(op());
    const finished = journal.begin(op());
    journal.complete(finished, 'ok', { status: 201 });
    // As after kill -9 between sending and the answer: nothing more is written, the database is closed.
    db.close();
    db = openDatabase(path());
    journal = open();
    const byId = new Map(journal.list(all).operations.map((o) => [o.id, o]));
    expect(byId.get(sent)).toMatchObject({
      outcome: 'unknown',
      response: { reason: expect.stringMatching(/stopped after sending .* check with the service/) },
    });
    expect(byId.get(finished)).toMatchObject({ outcome: 'ok' });
    expect(journal.verify()).toEqual({ ok: true, records: 4, problem: null });
    // Opening once more changes nothing: the operation is complete now.
    db.close();
    db = openDatabase(path());
    journal = open();
    expect(journal.verify().records).toBe(4);
  });

  it('lists newest first, filtered by service, kind, outcome and time, a page at a time', () => {
    const ids = [
      journal.begin(op()),
      journal.begin(op({ service: 'storage', kind: 'upload' })),
      journal.begin(op()),
      journal.begin(op({ kind: 'other' })),
    ];
    journal.complete(ids[0]!, 'ok', {});
    journal.complete(ids[2]!, 'failed', { code: 'UPSTREAM' });
    const idsOf = (filter: Parameters<Journal['list']>[0]) =>
      journal.list(filter).operations.map((o) => o.id);
    expect(idsOf(all)).toEqual([...ids].reverse());
    expect(idsOf({ ...all, service: 'storage' })).toEqual([ids[1]]);
    expect(idsOf({ ...all, service: 'tlog', kind: 'create-entry' })).toEqual([ids[2], ids[0]]);
    expect(idsOf({ ...all, outcome: 'pending' })).toEqual([ids[3], ids[1]]);
    expect(idsOf({ ...all, outcome: 'failed' })).toEqual([ids[2]]);
    expect(idsOf({ ...all, since: 1001, until: 1003 })).toEqual([ids[2], ids[1]]);
    expect(journal.list({ page: 1, pageSize: 3 })).toMatchObject({ total: 4, operations: [{ id: ids[0] }] });
    expect(journal.list({ ...all, outcome: 'ok', page: 0, pageSize: 1 }).total).toBe(1);
  });

  it('sends through the journal: ok with the summary, failed with the error, unknown when the connection failed', async () => {
    const created = await journal.send(
      op(),
      async () => ({ status: 201, secretish: 'x' }),
      (v) => ({ status: v.status }),
    );
    expect(created.status).toBe(201);
    await expect(
      journal.send(
        op(),
        () => Promise.reject(new VerityError('UPSTREAM', 'The log refused the entry for key s3cret')),
        () => ({}),
      ),
    ).rejects.toThrow(/refused/);
    await expect(
      journal.send(
        op(),
        () => Promise.reject(new VerityError('NETWORK', 'connection reset')),
        () => ({}),
      ),
    ).rejects.toThrow(/reset/);
    const [unknown, failed, ok] = journal.list(all).operations;
    expect(ok).toMatchObject({ outcome: 'ok', response: { status: 201 } });
    expect(failed).toMatchObject({
      outcome: 'failed',
      response: { code: 'UPSTREAM', message: 'The log refused the entry for key [redacted]' },
    });
    expect(unknown).toMatchObject({ outcome: 'unknown', response: { code: 'NETWORK' } });
  });

  it('writes the record before the mutation is sent', async () => {
    let seenWhileSending: unknown;
    await journal.send(
      op(),
      async () => {
        seenWhileSending = journal.list(all).operations.map((o) => o.outcome);
      },
      () => ({}),
    );
    expect(seenWhileSending).toEqual(['pending']);
  });
});
