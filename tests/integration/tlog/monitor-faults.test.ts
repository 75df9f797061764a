import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  clearFaultsAndAlerts,
  createSigned,
  startTlogHarness,
  type EntryViewLike,
  type TlogHarness,
} from './tlog-harness';

let h: TlogHarness;
const digest = (text: string) => createHash('sha256').update(text).digest('hex');

interface Status {
  logs: Array<{ profileId: string; shards: Array<{ treeID: string; lastTrusted: { size: string } | null }> }>;
  alerts: Array<{ id: string; kind: string; acknowledged: boolean; message: string }>;
}
interface Run {
  result: 'ok' | 'alert' | 'error';
  events: Array<{ kind: string; message: string; alert: { kind: string } | null }>;
}
interface Record {
  treeID: string;
  size: string;
  consistency: string;
  signature: string;
}

const checkNow = () => h.value<Run>('monitor:checkNow', { profileId: 'sandbox' });
const status = () => h.value<Status>('monitor:status');
const openAlerts = async () => (await status()).alerts.filter((a) => !a.acknowledged).map((a) => a.kind);

beforeAll(async () => {
  h = await startTlogHarness();
  expect((await checkNow()).result).toBe('ok'); // pins the key, stores the first checkpoints
});
afterAll(() => h.close());

beforeEach(() => clearFaultsAndAlerts(h));

describe('monitor and fault modes against the sandbox', () => {
  it('follows a shard rotation without a false alarm', async () => {
    expect((await checkNow()).result).toBe('ok');
    await createSigned(h, digest('before rotation'));
    const rotated = await h.rotateShard();
    await createSigned(h, digest('after rotation'));
    const run = await checkNow();
    expect(run.result).toBe('ok');
    expect(await openAlerts()).toEqual([]);
    const history = await h.value<{ checkpoints: Record[] }>('monitor:history', {
      profileId: 'sandbox',
      limit: 20,
    });
    const latest = new Map<string, Record>();
    for (const record of history.checkpoints)
      if (!latest.has(record.treeID)) latest.set(record.treeID, record);
    expect(latest.get(rotated.frozen.treeID)).toMatchObject({
      consistency: 'consistent',
      signature: 'verified',
    });
    expect(latest.get(rotated.active.treeID)).toMatchObject({ consistency: 'first', signature: 'verified' });
    const shards = (await status()).logs[0]!.shards.map((s) => s.treeID);
    expect(shards).toEqual(expect.arrayContaining([rotated.frozen.treeID, rotated.active.treeID]));
  });

  it('raises a fork on a split view', async () => {
    await createSigned(h, digest('fork base'));
    expect((await checkNow()).result).toBe('ok');
    await h.setLogFaults({ forkedTree: { fromIndex: null } });
    const run = await checkNow();
    expect(run.result).toBe('alert');
    expect(run.events.find((e) => e.kind === 'alert')?.alert?.kind).toBe('fork');
    expect(await openAlerts()).toEqual(['fork']);
  });

  it('raises bad-signature for a checkpoint signed wrongly under the trusted key hint', async () => {
    await h.setLogFaults({ badCheckpointSignature: true });
    const run = await checkNow();
    expect(run.result).toBe('alert');
    expect(await openAlerts()).toContain('bad-signature');
  });

  it('pinpoints a tampered inclusion-proof hash at its step', async () => {
    const created = await createSigned(h, digest('tampered proof target'));
    await createSigned(h, digest('so the target is not the newest'));
    await h.setLogFaults({ tamperedProofs: { hashIndex: 1, byteIndex: 3 } });
    const plain = await h.value<EntryViewLike>('log:getEntry', { logIndex: created.entry.logIndex });
    expect(plain.report.tlog).toBe('fail');
    expect(plain.report.checks.find((c) => c.name === 'inclusion')?.ok).toBe(false);
    expect(plain.report.inclusion!.steps.every((s) => s.status === 'unchecked')).toBe(true);

    const diagnosed = await h.value<EntryViewLike>('log:getEntry', {
      logIndex: created.entry.logIndex,
      diagnose: true,
    });
    const steps = diagnosed.report.inclusion!.steps;
    expect(steps.length).toBeGreaterThan(1);
    expect(steps.filter((s) => s.status === 'failed').map((s) => s.index)).toEqual([1]);
    expect(steps.filter((s) => s.index !== 1).every((s) => s.status === 'ok')).toBe(true);
    expect(diagnosed.report.checks.find((c) => c.name === 'inclusion')?.detail).toMatch(
      // Steps are numbered from 1 everywhere, as the drawing shows them: index 1 is "step 2".
      /diagnosis: the log's sibling at step 2 is not/,
    );
  });

  it('reports a rotated log key as changed, with an alert, and keeps the pinned key', async () => {
    const pinned = await h.value<{ status: string; trusted: { id: string } }>('trust:checkLogKey');
    expect(pinned.status).toBe('trusted');
    await h.setLogFaults({ rotatedKey: true });
    const changed = await h.value<{ status: string; trusted: { id: string }; detail: string }>(
      'trust:checkLogKey',
    );
    expect(changed).toMatchObject({ status: 'changed', trusted: { id: pinned.trusted.id } });
    expect(await openAlerts()).toEqual(['key-change']);
    const run = await checkNow();
    expect(run.result).toBe('alert');
    const trust = await h.value<{ logs: Array<{ id: string }> }>('trust:list');
    expect(trust.logs.map((l) => l.id)).toEqual([pinned.trusted.id]);
  });
});
