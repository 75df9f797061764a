import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckpointRecord, MonitorEvent } from '../../../../../src-shared/contract/schemas/monitor';
import { createProfiles } from '../../../../../src-main/services/profiles/profiles';
import { newLogKey } from '../../../../support/fake-log';
import { BASE_URL, monitorStack, type MonitorStack } from '../../../../support/monitor-harness';

const PROFILE = 'sandbox';
let stack: MonitorStack;

afterEach(async () => {
  await stack?.close();
});

const history = (limit = 50) => stack.monitor.history({ profileId: PROFILE, limit }).checkpoints;
const alertKinds = () => stack.alerts.list().map((a) => a.kind);

describe('log monitor', () => {
  it('pins the key on first use, then records first and consistent checkpoints; an unchanged poll is not stored again', async () => {
    stack = await monitorStack();
    stack.log.append(5);
    const first = await stack.monitor.checkNow(PROFILE);
    expect(first.result).toBe('ok');
    expect(first.events.map((e) => MonitorEvent.parse(e).kind)).toEqual(['checkpoint', 'checkpoint']);
    expect(first.events[0]!.message).toMatch(/pinned \(trust on first use\) under the name "fake-log"/);
    expect(stack.trust.list().logs).toEqual([
      expect.objectContaining({ source: 'pinned', name: 'fake-log' }),
    ]);

    stack.clock.advance(60_000);
    await stack.monitor.checkNow(PROFILE);
    const seenAgainAt = stack.clock.now();
    stack.log.append(7);
    stack.clock.advance(60_000);
    const third = await stack.monitor.checkNow(PROFILE);
    expect(third.result).toBe('ok');
    const records = history().map((r) => CheckpointRecord.parse(r));
    expect(records.map((r) => [r.size, r.consistency, r.signature])).toEqual([
      ['12', 'consistent', 'verified'],
      ['5', 'first', 'verified'],
    ]);
    expect(records[1]!.lastSeenAt).toBe(seenAgainAt);
    expect(records[1]!.fetchedAt).toBeLessThan(seenAgainAt);
    expect(records[0]!.trace).toMatchObject({ size1: '5', size2: '12', ok: true });
    expect(stack.log.calls.filter((c) => c.startsWith('proof'))).toEqual(['proof 5-12@1001']);
    expect(stack.monitor.status().logs[0]).toMatchObject({
      profileId: PROFILE,
      lastResult: 'ok',
      shards: [{ treeID: '1001', checkpoints: 2, lastTrusted: { size: '12' } }],
    });
    expect(stack.alerts.list()).toEqual([]);
  });

  it('raises a fork when the log signs a tree the trusted one is not a prefix of, and keeps the trusted head', async () => {
    stack = await monitorStack();
    stack.log.append(10);
    await stack.monitor.checkNow(PROFILE);
    stack.log.forkAt = 9;
    const sameSize = await stack.monitor.checkNow(PROFILE);
    expect(sameSize.result).toBe('alert');
    expect(alertKinds()).toEqual(['fork']);
    stack.log.append(3);
    const larger = await stack.monitor.checkNow(PROFILE);
    expect(larger.events.find((e) => e.kind === 'alert')?.alert?.kind).toBe('fork');
    expect(history(1)[0]).toMatchObject({ size: '13', consistency: 'fork', trace: { ok: false } });
    expect(stack.monitor.status().logs[0]!.shards[0]!.lastTrusted?.size).toBe('10');
  });

  it('calls a proof that does not verify an inconsistent proof, not a fork, and keeps the trusted head', async () => {
    stack = await monitorStack();
    stack.log.append(6);
    await stack.monitor.checkNow(PROFILE);
    stack.log.append(5);
    stack.log.tamperProofs = true;
    const run = await stack.monitor.checkNow(PROFILE);
    expect(run.result).toBe('alert');
    expect(alertKinds()).toEqual(['inconsistent']);
    expect(stack.alerts.list()[0]!.message).toMatch(
      /inconsistent proof: .*not by itself evidence of a split view/,
    );
    expect(history(1)[0]).toMatchObject({ size: '11', consistency: 'failed', trace: { ok: false } });
    expect(stack.monitor.status().logs[0]!.shards[0]!.lastTrusted?.size).toBe('6');
    // A flaky answer: the next proof verifies and the new head is trusted.
    stack.log.tamperProofs = false;
    expect((await stack.monitor.checkNow(PROFILE)).result).toBe('ok');
    expect(stack.monitor.status().logs[0]!.shards[0]!.lastTrusted?.size).toBe('11');
  });

  it('raises a rollback when the log shrinks', async () => {
    stack = await monitorStack();
    stack.log.append(8);
    await stack.monitor.checkNow(PROFILE);
    stack.log.hideLast = 3;
    const run = await stack.monitor.checkNow(PROFILE);
    expect(run.result).toBe('alert');
    expect(alertKinds()).toEqual(['rollback']);
    expect(history(1)[0]).toMatchObject({ size: '5', consistency: 'rollback' });
  });

  it('raises bad-signature for a checkpoint whose signature fails under the trusted key', async () => {
    stack = await monitorStack();
    stack.log.append(4);
    await stack.monitor.checkNow(PROFILE);
    stack.log.badSignature = true;
    const run = await stack.monitor.checkNow(PROFILE);
    expect(run.result).toBe('alert');
    expect(alertKinds()).toEqual(['bad-signature']);
    expect(history(1)[0]).toMatchObject({ signature: 'invalid', consistency: 'unchecked' });
  });

  it('raises a key change (once) when the log starts signing with another key, and keeps the pinned key', async () => {
    stack = await monitorStack();
    stack.log.append(4);
    await stack.monitor.checkNow(PROFILE);
    const pinned = stack.trust.list().logs[0]!;
    stack.log.servedKey = newLogKey();
    const run = await stack.monitor.checkNow(PROFILE);
    expect(run.result).toBe('alert');
    await stack.monitor.checkNow(PROFILE);
    expect(alertKinds()).toEqual(['key-change']);
    expect(history(1)[0]).toMatchObject({ signature: 'untrusted', consistency: 'unchecked' });
    expect(stack.trust.list().logs).toEqual([pinned]);
    const { check } = await stack.checkLogKey({ profileId: PROFILE });
    expect(check).toMatchObject({ status: 'changed', trusted: { id: pinned.id } });
  });

  it('follows a shard rotation without a false alarm, never proving across shards', async () => {
    stack = await monitorStack();
    stack.log.append(6);
    await stack.monitor.checkNow(PROFILE);
    stack.log.append(2);
    stack.log.rotateShard('2002');
    stack.log.append(3);
    const run = await stack.monitor.checkNow(PROFILE);
    expect(run.result).toBe('ok');
    expect(stack.alerts.list()).toEqual([]);
    const byTree = Object.fromEntries(history().map((r) => [`${r.treeID}@${r.size}`, r.consistency]));
    expect(byTree).toMatchObject({ '1001@6': 'first', '1001@8': 'consistent', '2002@3': 'first' });
    expect(stack.log.calls.filter((c) => c.startsWith('proof'))).toEqual(['proof 6-8@1001']);
  });

  it('keeps its history and trusted heads across a restart', async () => {
    stack = await monitorStack();
    stack.log.append(5);
    await stack.monitor.checkNow(PROFILE);
    await stack.monitor.configure({ profileId: PROFILE, enabled: true, intervalSeconds: 60 });
    stack = await stack.restart();
    stack.log.append(1);
    await stack.monitor.checkNow(PROFILE);
    expect(history().map((r) => [r.size, r.consistency])).toEqual([
      ['6', 'consistent'],
      ['5', 'first'],
    ]);
    expect(stack.monitor.status().logs[0]).toMatchObject({ enabled: true, intervalSeconds: 60 });
  });

  it('polls on its interval with injected timers, and close() stops them', async () => {
    stack = await monitorStack();
    stack.log.append(3);
    const seen: string[] = [];
    const unsubscribe = stack.monitor.subscribe((e) => seen.push(e.kind));
    await stack.monitor.configure({ profileId: PROFILE, enabled: true, intervalSeconds: 60 });
    expect(stack.clock.pending()).toBe(1);
    stack.clock.advance(0); // first poll is due at once
    await vi.waitFor(() => expect(history()).toHaveLength(1));
    stack.log.append(1);
    stack.clock.advance(59_000);
    await new Promise((r) => setTimeout(r, 20));
    expect(history()).toHaveLength(1);
    stack.clock.advance(1_000);
    await vi.waitFor(() => expect(history()).toHaveLength(2));
    expect(seen.filter((k) => k === 'checkpoint').length).toBeGreaterThanOrEqual(2);
    unsubscribe();
    await vi.waitFor(() => expect(stack.clock.pending()).toBe(1));
    await stack.monitor.close();
    expect(stack.clock.pending()).toBe(0);
  });

  it('keeps one history per log, shared by profiles that name it', async () => {
    stack = await monitorStack();
    stack.log.append(2);
    const profiles = createProfiles({ db: stack.db, sandboxBaseUrl: BASE_URL });
    const other = await profiles.save({
      name: 'Same log',
      endpoints: {
        tlog: BASE_URL,
        genai: BASE_URL,
        indexing: BASE_URL,
        analytics: BASE_URL,
        storage: BASE_URL,
      },
    });
    await stack.monitor.checkNow(PROFILE);
    stack.log.append(1);
    await stack.monitor.checkNow(other.id);
    const shared = stack.monitor.history({ profileId: other.id, limit: 10 }).checkpoints;
    expect(shared.map((r) => r.consistency)).toEqual(['consistent', 'first']);
    expect(history()).toEqual(shared);
  });

  it('lists only the logs of profiles that name one', async () => {
    stack = await monitorStack();
    const profiles = createProfiles({ db: stack.db, sandboxBaseUrl: BASE_URL });
    await profiles.save({ name: 'Chat only', endpoints: { genai: BASE_URL } });
    expect(stack.monitor.status().logs.map((l) => l.profileId)).toEqual([PROFILE]);
  });

  it('reports an unreachable log as an error, not an alert', async () => {
    stack = await monitorStack();
    stack.log.logInfo = () => {
      throw new Error('connection refused');
    };
    const run = await stack.monitor.checkNow(PROFILE);
    expect(run).toMatchObject({ result: 'error', events: [{ kind: 'error' }] });
    expect(stack.monitor.status().logs[0]).toMatchObject({
      lastResult: 'error',
      lastError: expect.stringMatching(/refused/),
    });
  });

  it('acknowledges alerts and raises the same condition again only after that', async () => {
    stack = await monitorStack();
    stack.log.append(4);
    await stack.monitor.checkNow(PROFILE);
    stack.log.hideLast = 1;
    await stack.monitor.checkNow(PROFILE);
    await stack.monitor.checkNow(PROFILE);
    expect(stack.alerts.list()).toHaveLength(1);
    const status = await stack.monitor.acknowledge(stack.alerts.list()[0]!.id);
    expect(status.alerts[0]!.acknowledged).toBe(true);
    stack.clock.advance(1_000);
    await stack.monitor.checkNow(PROFILE);
    expect(stack.alerts.list().map((a) => a.acknowledged)).toEqual([false, true]);
  });
});
