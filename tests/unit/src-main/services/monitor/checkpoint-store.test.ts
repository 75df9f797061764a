import { describe, expect, it } from 'vitest';
import { createCheckpointStore } from '../../../../../src-main/services/monitor/checkpoint-store';
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
