import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Alert } from '../../../src-shared/contract/schemas/monitor';
import type { LogInfo } from '../../../src-shared/contract/schemas/log';
import type { TrustList } from '../../../src-shared/contract/schemas/trust';
import { clearFaultsAndAlerts, createSigned, startTlogHarness, type TlogHarness } from './tlog-harness';

let h: TlogHarness;
const digest = (text: string) => createHash('sha256').update(text).digest('hex');
const checkNow = () => h.value<{ result: string }>('monitor:checkNow', { profileId: 'sandbox' });
const getInfo = () => h.value<LogInfo>('log:getInfo');
const detail = (alert: Alert, label: string) => alert.details.find(([name]) => name === label)?.[1];

beforeAll(async () => {
  h = await startTlogHarness();
  expect((await checkNow()).result).toBe('ok'); // pins the key, stores the first checkpoints
});
afterAll(() => h.close());

beforeEach(() => clearFaultsAndAlerts(h));

describe('the log state carries what the monitor found', () => {
  it('shows an open fork alert on the log and on the forked shard, with both roots, until acknowledged', async () => {
    await createSigned(h, digest('overview fork base'));
    expect((await checkNow()).result).toBe('ok');
    const trusted = await getInfo();
    await h.setLogFaults({ forkedTree: {} });
    expect((await checkNow()).result).toBe('alert');

    const info = await getInfo();
    expect(info.active.verification.ok).toBe(true); // the signature alone is fine: only the alert says otherwise
    expect(info.alerts.map((a) => a.kind)).toEqual(['fork']);
    const [fork] = info.active.alerts;
    expect(fork?.kind).toBe('fork');
    expect(detail(fork!, 'trusted root')).toBe(trusted.active.rootHash);
    expect(detail(fork!, 'served root')).toBe(info.active.rootHash);
    expect(detail(fork!, 'served root')).not.toBe(detail(fork!, 'trusted root'));
    for (const shard of info.inactiveShards) expect(shard.alerts).toEqual([]);

    await h.value('monitor:acknowledge', { id: fork!.id });
    const after = await getInfo();
    expect(after.alerts).toEqual([]);
    expect(after.active.alerts).toEqual([]);
  });

  it('reports a key other than the pinned one as a key change, with both keys, and never pins it', async () => {
    const before = await h.value<TrustList>('trust:list');
    const pinned = before.logs[0]!;
    await h.setLogFaults({ rotatedKey: true });

    const info = await getInfo();
    const change = info.active.keyChange;
    expect(change).not.toBeNull();
    expect(change!.trusted.map((key) => key.logId)).toEqual([pinned.logId]);
    expect(change!.served?.logId).toMatch(/^[0-9a-f]{64}$/);
    expect(change!.served?.logId).not.toBe(pinned.logId);
    expect(change!.servedKeyHints).toEqual(
      info.active.verification.signatures.map((signature) => signature.keyHint),
    );
    expect(typeof change!.firstSeenAt).toBe('number');
    expect(info.active.alerts.map((a) => a.kind)).toEqual(['key-change']);
    expect(new Set(info.alerts.map((a) => a.kind))).toEqual(new Set(['key-change'])); // one per shard it signs
    expect((await h.value<TrustList>('trust:list')).logs.map((l) => l.id)).toEqual([pinned.id]);

    // Seen again later: the first sighting stays the first.
    expect((await getInfo()).active.keyChange?.firstSeenAt).toBe(change!.firstSeenAt);
  });

  it('is no key change for a log with no trusted key: that is a first visit', async () => {
    const fresh = await startTlogHarness();
    try {
      await fresh.setLogFaults({ rotatedKey: true });
      const info = await fresh.value<LogInfo>('log:getInfo');
      expect(info.active.keyChange).toBeNull();
      expect(info.alerts).toEqual([]);
      expect((await fresh.value<TrustList>('trust:list')).logs).toEqual([]);
    } finally {
      await fresh.close();
    }
  });
});
