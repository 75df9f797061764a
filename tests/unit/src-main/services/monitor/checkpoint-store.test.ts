import { describe, expect, it } from 'vitest';
import {
  createCheckpointStore,
  type NewCheckpoint,
} from '../../../../../src-main/services/monitor/checkpoint-store';
import { tempDatabase } from '../../../../support/temp-database';

const LOG = 'https://log.example';
const temp = tempDatabase('checkpoints', { unsynced: true });

const record = (treeID: string, fetchedAt: number) => ({
  treeID,
  size: String(fetchedAt),
  rootHash: 'aa'.repeat(32),
  note: `note ${fetchedAt}`,
  fetchedAt,
  signature: 'verified' as const,
  consistency: 'consistent' as const,
  detail: '',
  trace: null,
});
const head = (fetchedAt: number) => ({
  size: String(fetchedAt),
  rootHash: 'bb'.repeat(32),
  note: 'n',
  fetchedAt,
});

describe('checkpoint store', () => {
  it('keeps the newest 1000 checkpoints of a shard and its last trusted head past pruning', async () => {
    const store = createCheckpointStore({ db: temp.db });
    await store.append(LOG, record('1', 0), head(0));
    for (let at = 1; at < 1005; at++) await store.append(LOG, record('1', at), null);
    await store.append(LOG, record('2', 2000), head(2000));

    expect(store.summary(LOG)).toEqual([
      { treeID: '1', checkpoints: 1000, lastTrusted: { size: '0', rootHash: 'bb'.repeat(32), fetchedAt: 0 } },
      {
        treeID: '2',
        checkpoints: 1,
        lastTrusted: { size: '2000', rootHash: 'bb'.repeat(32), fetchedAt: 2000 },
      },
    ]);
    expect(store.lastTrusted(LOG, '1')).toEqual(head(0));
    const shard1 = store.history(LOG, '1', 1000);
    expect(shard1.map((r) => r.id)).toEqual(Array.from({ length: 1000 }, (_, i) => `1-${1004 - i}`));
    expect(store.history(LOG, undefined, 2).map((r) => r.id)).toEqual(['2-0', '1-1004']);
    expect(store.summary('https://other.example')).toEqual([]);
  });
});

describe('checkpoint store, unchanged polls', () => {
  const poll = (fetchedAt: number, change: Partial<NewCheckpoint> = {}): NewCheckpoint => ({
    ...record('7', fetchedAt),
    size: '40',
    consistency: 'same',
    ...change,
  });

  it('stores a tree head seen again once, with when it was last seen, and keeps its trusted head', async () => {
    const store = createCheckpointStore({ db: temp.db });
    const first = { size: '40', rootHash: 'aa'.repeat(32), note: 'n', fetchedAt: 100 };
    await store.append(LOG, poll(100, { consistency: 'first' }), first);
    await store.append(LOG, poll(200), { ...first, fetchedAt: 200 });
    const kept = await store.append(LOG, poll(300), { ...first, fetchedAt: 300 });
    expect(kept).toMatchObject({ id: '7-0', fetchedAt: 100, lastSeenAt: 300, consistency: 'first' });
    expect(store.history(LOG, '7', 10).map((r) => [r.id, r.fetchedAt, r.lastSeenAt])).toEqual([
      ['7-0', 100, 300],
    ]);
    expect(store.lastTrusted(LOG, '7')).toEqual(first);
    expect(store.summary(LOG).find((s) => s.treeID === '7')?.checkpoints).toBe(1);
  });

  it('stores a new record when the size, the root, the signature or the verdict changes', async () => {
    const store = createCheckpointStore({ db: temp.db });
    await store.append(LOG, poll(100, { treeID: '8', consistency: 'first' }), null);
    await store.append(LOG, poll(200, { treeID: '8', signature: 'invalid', consistency: 'unchecked' }), null);
    await store.append(LOG, poll(300, { treeID: '8', signature: 'invalid', consistency: 'unchecked' }), null);
    await store.append(LOG, poll(400, { treeID: '8', rootHash: 'cc'.repeat(32), consistency: 'fork' }), null);
    await store.append(LOG, poll(500, { treeID: '8', rootHash: 'cc'.repeat(32), consistency: 'fork' }), null);
    await store.append(LOG, poll(600, { treeID: '8', size: '41', consistency: 'consistent' }), null);
    expect(store.history(LOG, '8', 10).map((r) => [r.fetchedAt, r.lastSeenAt, r.consistency])).toEqual([
      [600, 600, 'consistent'],
      [400, 500, 'fork'],
      [200, 300, 'unchecked'],
      [100, 100, 'first'],
    ]);
  });
});
