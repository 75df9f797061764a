import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createJournal, type Journal } from '../../../../../src-main/services/journal/journal';
import { recordHash } from '../../../../../src-main/verification/journal/journal-chain';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let db: Database;
let journal: Journal;

/** Three operations, each begun and completed: records 1 to 6, in order begin, complete, begin, … */
function writeSix(): string[] {
  const ids: string[] = [];
  for (const digest of ['aa', 'bb', 'cc']) {
    const id = journal.begin({
      profileId: 'sandbox',
      service: 'tlog',
      kind: 'create-entry',
      target: 'http://127.0.0.1:1/api/v1/log/entries',
      request: { artifactSha256: digest.repeat(32) },
    });
    journal.complete(id, 'ok', { status: 201 });
    ids.push(id);
  }
  return ids;
}

const opAt = (seq: number) =>
  (db.prepare('SELECT op_id AS opId FROM journal WHERE seq = ?').get(seq) as { opId: string }).opId;

beforeEach(async () => {
  dir = await tempDir('journal-chain');
  db = openDatabase(join(dir.path, 'verity.db'));
  let clock = 1000;
  journal = createJournal({ db, now: () => clock++ });
});
afterEach(async () => {
  db.close();
  await dir.remove();
});

describe('journal chain', () => {
  it('chains each record to the hash of the one before, from a genesis of zeros', () => {
    writeSix();
    const rows = db
      .prepare('SELECT seq, prev_hash AS prevHash, hash FROM journal ORDER BY seq')
      .all() as Array<{
      seq: number;
      prevHash: string;
      hash: string;
    }>;
    expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows[0]!.prevHash).toBe('0'.repeat(64));
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.prevHash).toBe(rows[i - 1]!.hash);
    expect(journal.verify()).toEqual({ ok: true, records: 6, problem: null });
  });

  it('names a record edited by hand through SQL', () => {
    writeSix();
    db.prepare(`UPDATE journal SET response = '{"status":409}' WHERE seq = 4`).run();
    expect(journal.verify()).toMatchObject({
      ok: false,
      records: 6,
      problem: {
        problem: 'edited',
        seq: 4,
        opId: opAt(4),
        message: expect.stringMatching(/^Record 4 .* was edited/),
      },
    });
  });

  it('names a record edited and rehashed by hand: the record after it no longer chains to it', () => {
    writeSix();
    db.prepare(
      `UPDATE journal SET target = 'http://elsewhere.example/api/v1/log/entries' WHERE seq = 3`,
    ).run();
    const row = db
      .prepare(
        `SELECT op_id AS opId, event, at, profile_id AS profileId, service, kind, target, request, outcome, response,
           prev_hash AS prevHash FROM journal WHERE seq = 3`,
      )
      .get() as Record<string, string>;
    const hash = recordHash({
      ...row,
      request: JSON.parse(row.request!) as never,
      response: null,
    } as never);
    db.prepare('UPDATE journal SET hash = ? WHERE seq = 3').run(hash);
    expect(journal.verify().problem).toMatchObject({
      problem: 'edited',
      seq: 3,
      opId: opAt(3),
      message: expect.stringMatching(/^Record 3 .* was edited, or record 4 after it was/),
    });
  });

  it('names a removed record', () => {
    writeSix();
    db.prepare('DELETE FROM journal WHERE seq = 3').run();
    expect(journal.verify()).toMatchObject({
      ok: false,
      records: 5,
      problem: {
        problem: 'removed',
        seq: 3,
        opId: null,
        message: expect.stringMatching(/^Record 3 was removed/),
      },
    });
  });

  it('names the first record when it is removed', () => {
    writeSix();
    db.prepare('DELETE FROM journal WHERE seq = 1').run();
    expect(journal.verify().problem).toMatchObject({ problem: 'removed', seq: 1 });
  });

  it('names a record swapped with another', () => {
    writeSix();
    const second = opAt(2);
    // Swap the positions of records 2 and 5: every other column stays with its record.
    db.transaction(() => {
      db.prepare('UPDATE journal SET seq = -2 WHERE seq = 2').run();
      db.prepare('UPDATE journal SET seq = 2 WHERE seq = 5').run();
      db.prepare('UPDATE journal SET seq = 5 WHERE seq = -2').run();
    })();
    const problem = journal.verify().problem;
    expect(problem).toMatchObject({ problem: 'reordered', seq: 2, opId: opAt(2) });
    expect(opAt(5)).toBe(second);
    expect(problem!.message).toMatch(/out of order: it was written after the record now at position 4/);
  });

  it('names a record that traded places with its neighbour', () => {
    writeSix();
    db.transaction(() => {
      db.prepare('UPDATE journal SET seq = -3 WHERE seq = 3').run();
      db.prepare('UPDATE journal SET seq = 3 WHERE seq = 4').run();
      db.prepare('UPDATE journal SET seq = 4 WHERE seq = -3').run();
    })();
    expect(journal.verify().problem).toMatchObject({ problem: 'reordered', seq: 3 });
  });

  it('keeps chaining after a reopen', () => {
    writeSix();
    db.close();
    db = openDatabase(join(dir.path, 'verity.db'));
    journal = createJournal({ db });
    journal.complete(
      journal.begin({ profileId: null, service: 'tlog', kind: 'k', target: 't', request: {} }),
      'ok',
      {},
    );
    expect(journal.verify()).toEqual({ ok: true, records: 8, problem: null });
  });
});
