import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJournal, type BeginOp, type Journal } from '../../../../../src-main/services/journal/journal';
import {
  createOperationKinds,
  type BegunOperation,
  type CheckFinding,
} from '../../../../../src-main/services/journal/operation-kinds';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { journal as journalContract } from '../../../../../src-shared/contract/schemas/journal';
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

describe('rows changed outside Verity', () => {
  it('lists a row whose service and outcome Verity does not know as it is, marked, and Verify names it', () => {
    const id = journal.begin(op());
    journal.complete(id, 'ok', { status: 201 });
    db.prepare(`UPDATE journal SET service = 'mainframe' WHERE seq = 1`).run();
    db.prepare(`UPDATE journal SET outcome = 'maybe' WHERE seq = 2`).run();
    // What the router checks every answer against: the list must still be one the contract allows.
    const listed = journalContract.list.output.parse(journal.list(all));
    expect(listed.operations).toEqual([
      expect.objectContaining({
        id,
        service: 'mainframe',
        outcome: 'maybe',
        damaged: expect.stringMatching(/service "mainframe", outcome "maybe".*changed outside Verity/),
      }),
    ]);
    expect(journal.verify().problem).toMatchObject({ problem: 'edited', seq: 1, opId: id });
  });
});

describe('Check and Undo through the kinds services declare', () => {
  const found: CheckFinding = { outcome: 'ok', response: { entryId: 'e1' } };
  let checked: BegunOperation[];
  let undone: BegunOperation[];
  let undoFails: boolean;
  let gate: Promise<void>;

  beforeEach(() => {
    checked = [];
    undone = [];
    undoFails = false;
    gate = Promise.resolve();
    const kinds = createOperationKinds();
    kinds.declare({
      service: 'tlog',
      kind: 'create-entry',
      check: async (o) => {
        checked.push(o);
        await gate;
        return found;
      },
      notUndoable: 'the log is append-only',
    });
    kinds.declare({
      service: 'storage',
      kind: 'upload',
      undo: (o) => ({
        kind: 'delete',
        target: `${o.target}/${String(o.response?.fileId)}`,
        request: { fileId: o.response?.fileId ?? null },
        send: async () => {
          undone.push(o);
          if (undoFails) throw new VerityError('UPSTREAM', 'the store refused');
          return { status: 204 };
        },
      }),
    });
    db.close();
    db = openDatabase(path());
    journal = createJournal({ db, kinds, now: () => clock++ });
  });

  it('checks an outcome-unknown operation with its kind and completes it again as a new chained record', async () => {
    const id = journal.begin(op());
    journal.complete(id, 'unknown', { code: 'NETWORK' });
    expect(journal.operation(id)).toMatchObject({ outcome: 'unknown', checkable: true, undoable: false });
    const after = await journal.check(id);
    expect(checked).toEqual([expect.objectContaining({ opId: id, request: op().request })]);
    expect(after).toMatchObject({
      id,
      outcome: 'ok',
      response: { entryId: 'e1', checked: true },
      checkable: false,
    });
    expect(journal.list(all).total).toBe(1);
    expect(journal.verify()).toEqual({ ok: true, records: 3, problem: null });
    await expect(journal.check(id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: /is ok, not "outcome unknown"/,
    });
  });

  it('checks one operation once at a time: a second Check while the first asks the service is refused', async () => {
    const id = journal.begin(op());
    journal.complete(id, 'unknown', { code: 'NETWORK' });
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const first = journal.check(id);
    await expect(journal.check(id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: /being checked or undone/,
    });
    open();
    expect(await first).toMatchObject({ outcome: 'ok' });
    expect(journal.verify()).toEqual({ ok: true, records: 3, problem: null });
  });

  it('refuses to check a kind that declares no check, or an operation not in the journal, with a clear error', async () => {
    const id = journal.begin(op({ service: 'storage', kind: 'upload' }));
    journal.complete(id, 'unknown', {});
    expect(journal.operation(id).checkable).toBe(false);
    await expect(journal.check(id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: /"upload" operation of storage cannot be checked.*Look for it at http/,
    });
    await expect(journal.check('missing')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(journal.verify().records).toBe(2);
  });

  it('undoes an operation as a new journaled operation naming it, once', async () => {
    const id = journal.begin(op({ service: 'storage', kind: 'upload' }));
    journal.complete(id, 'ok', { fileId: 'f1' });
    expect(journal.operation(id).undoable).toBe(true);
    const undo = await journal.undo(id);
    expect(undo).toMatchObject({
      service: 'storage',
      kind: 'delete',
      target: 'http://127.0.0.1:1/api/v1/log/entries/f1',
      request: { fileId: 'f1', undoes: id },
      outcome: 'ok',
      response: { status: 204 },
    });
    expect(journal.operation(id).undoable).toBe(false);
    await expect(journal.undo(id)).rejects.toMatchObject({ code: 'CONFLICT', message: /already undone/ });
    expect(undone).toHaveLength(1);
    expect(journal.verify()).toEqual({ ok: true, records: 4, problem: null });
  });

  it('keeps an operation undoable when its undo failed, the failure journaled', async () => {
    const id = journal.begin(op({ service: 'storage', kind: 'upload' }));
    journal.complete(id, 'ok', { fileId: 'f1' });
    undoFails = true;
    await expect(journal.undo(id)).rejects.toThrow(/refused/);
    expect(journal.list(all).operations[0]).toMatchObject({ kind: 'delete', outcome: 'failed' });
    expect(journal.operation(id).undoable).toBe(true);
  });

  it('says why a kind cannot be undone, and that only a succeeded operation can', async () => {
    const logged = journal.begin(op());
    journal.complete(logged, 'ok', {});
    expect(journal.operation(logged).undoable).toBe(false);
    await expect(journal.undo(logged)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: /cannot be undone: the log is append-only/,
    });
    const failed = journal.begin(op({ service: 'storage', kind: 'upload' }));
    journal.complete(failed, 'failed', {});
    await expect(journal.undo(failed)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: /is failed: only an operation that succeeded can be undone/,
    });
  });
});
