import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NO_FAULTS, type FaultSettings } from '../../../src-shared/contract/schemas/sandbox';
import { freePort } from '../../support/free-port';
import { startCoreWithSandbox, type CoreWithSandbox } from '../../support/test-core';

let harness: CoreWithSandbox;
let sandbox: CoreWithSandbox['sandbox'];
let call: CoreWithSandbox['call'];

const setFaults = (faults: Partial<FaultSettings>) =>
  call('sandbox:setFaults', { service: 'tlog', faults: { ...NO_FAULTS, ...faults } });
type Summary = {
  status: number | null;
  attempt: number;
  url: string;
  error: string | null;
  service: string | null;
};
const tlogExchanges = async () => {
  const listed = await call<{ exchanges: Summary[] }>('inspector:list', { service: 'tlog' });
  if (!listed.ok) throw new Error(listed.error.message);
  return listed.value.exchanges.reverse();
};

beforeAll(async () => {
  harness = await startCoreWithSandbox('core');
  ({ sandbox, call } = harness);
});

afterAll(() => harness.close());

beforeEach(async () => {
  await call('sandbox:resetFaults');
  await call('inspector:clear');
});

describe('the core against the real sandbox', () => {
  it('fetches the log tree state through the whole chain', async () => {
    const result = await call<{ active: Record<string, unknown>; baseUrl: string }>('log:getInfo');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const direct = (await (await fetch(`${sandbox.baseUrl}/api/v1/log`)).json()) as {
      rootHash: string;
      treeSize: number;
      treeID: string;
    };
    const active = result.value.active as {
      rootHash: string;
      treeSize: string;
      treeID: string;
      checkpoint: { size: string; rootHash: string; origin: string };
    };
    expect(result.value.baseUrl).toBe(sandbox.baseUrl);
    expect(active.rootHash).toBe(direct.rootHash);
    expect(active.treeSize).toBe(String(direct.treeSize));
    expect(Number(active.treeSize)).toBeGreaterThan(0);
    expect(active.checkpoint.size).toBe(active.treeSize);
    expect(active.checkpoint.rootHash).toBe(active.rootHash);
    expect(active.checkpoint.origin).toContain(direct.treeID);

    const exchanges = await tlogExchanges();
    expect(exchanges).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({
      status: 200,
      attempt: 1,
      url: `${sandbox.baseUrl}/api/v1/log`,
      service: 'tlog',
    });
  });

  it('retries 503 with Retry-After and succeeds, one record per attempt', async () => {
    await setFaults({ errorRate: 1, errorStatus: 503, retryAfterSeconds: 0, remaining: 2 });
    const result = await call('log:getInfo');
    expect(result.ok).toBe(true);
    expect((await tlogExchanges()).map((e) => [e.attempt, e.status])).toEqual([
      [1, 503],
      [2, 503],
      [3, 200],
    ]);
  });

  it('gives up after the retry budget with the status and the server message', async () => {
    await setFaults({ errorRate: 1, errorStatus: 500 });
    const result = await call('log:getInfo');
    expect(result).toMatchObject({ ok: false, error: { code: 'UPSTREAM', details: { status: 500 } } });
    if (!result.ok) expect(result.error.message).toMatch(/HTTP 500/);
    expect(await tlogExchanges()).toHaveLength(4);
  });

  it('does not retry client errors or waits longer than allowed', async () => {
    await setFaults({ errorRate: 1, errorStatus: 404 });
    expect(await call('log:getInfo')).toMatchObject({ ok: false, error: { code: 'UPSTREAM' } });
    expect(await tlogExchanges()).toHaveLength(1);
    await call('inspector:clear');
    await setFaults({ errorRate: 1, errorStatus: 429, retryAfterSeconds: 3600 });
    expect(await call('log:getInfo')).toMatchObject({
      ok: false,
      error: { code: 'UPSTREAM', details: { status: 429 } },
    });
    expect(await tlogExchanges()).toHaveLength(1);
  });

  it('reports a reset connection as a network error, after retrying', async () => {
    await setFaults({ resetRate: 1 });
    const result = await call('log:getInfo');
    expect(result).toMatchObject({ ok: false, error: { code: 'NETWORK' } });
    const exchanges = await tlogExchanges();
    expect(exchanges).toHaveLength(4);
    expect(exchanges.every((e) => e.status === null && e.error)).toBe(true);
  });

  it('recovers from a reset once the fault budget is spent', async () => {
    await setFaults({ resetRate: 1, remaining: 1 });
    expect(await call('log:getInfo')).toMatchObject({ ok: true });
  });

  it('reports a truncated body as a network error', async () => {
    await setFaults({ truncateRate: 1 });
    const result = await call('log:getInfo');
    expect(result).toMatchObject({ ok: false, error: { code: 'NETWORK' } });
    if (!result.ok) expect(result.error.message).toMatch(/before the response was complete/);
    expect((await tlogExchanges())[0]).toMatchObject({ status: 200 });
  });

  it('explains an unreachable log and keeps the sandbox key out of every record', async () => {
    const closedPort = await freePort();
    const saved = await call<{ profile: { id: string } }>('profiles:save', {
      profile: {
        name: 'Nowhere',
        endpoints: {
          tlog: `http://127.0.0.1:${closedPort}`,
          genai: sandbox.baseUrl,
          indexing: sandbox.baseUrl,
          analytics: sandbox.baseUrl,
          storage: sandbox.baseUrl,
        },
      },
    });
    expect(saved.ok).toBe(true);
    const result = await call('log:getInfo', { profileId: saved.ok ? saved.value.profile.id : '' });
    expect(result).toMatchObject({ ok: false, error: { code: 'NETWORK' } });
    if (!result.ok) expect(result.error.message).toMatch(/Connection refused/);

    await call('sandbox:getFaults');
    const all = await call<{ exchanges: Array<{ id: string }> }>('inspector:list');
    if (!all.ok) throw new Error(all.error.message);
    for (const { id } of all.value.exchanges) {
      const full = await call('inspector:get', { id });
      const curl = await call('inspector:asCurl', { id });
      expect(JSON.stringify(full)).not.toContain(sandbox.apiKey);
      expect(JSON.stringify(curl)).not.toContain(sandbox.apiKey);
    }
    expect(all.value.exchanges.length).toBeGreaterThan(0);
  });

  it('names the fetch bad-port rule instead of a bare failure', async () => {
    const saved = await call<{ profile: { id: string } }>('profiles:save', {
      profile: {
        name: 'Discard',
        endpoints: {
          tlog: 'http://127.0.0.1:9',
          genai: sandbox.baseUrl,
          indexing: sandbox.baseUrl,
          analytics: sandbox.baseUrl,
          storage: sandbox.baseUrl,
        },
      },
    });
    const result = await call('log:getInfo', { profileId: saved.ok ? saved.value.profile.id : '' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'NETWORK', message: expect.stringMatching(/bad-port list/) },
    });
  });

  it("switches the log's own faults and rotates its shard through the contract", async () => {
    const set = await call<{ faults: { badCheckpointSignature: boolean } }>('sandbox:setLogFaults', {
      faults: { tamperedProofs: null, badCheckpointSignature: true, forkedTree: null, rotatedKey: false },
    });
    expect(set).toMatchObject({ ok: true, value: { faults: { badCheckpointSignature: true } } });
    expect(await call('sandbox:getLogFaults')).toMatchObject({
      ok: true,
      value: { faults: { badCheckpointSignature: true } },
    });
    await call('sandbox:resetFaults');
    expect(await call('sandbox:getLogFaults')).toMatchObject({
      ok: true,
      value: { faults: { badCheckpointSignature: false } },
    });

    const before = await call<{ active: { treeID: string }; inactiveShards: unknown[] }>('log:getInfo');
    expect(await call('sandbox:rotateLogShard')).toEqual({ ok: true, value: {} });
    const after = await call<{ active: { treeID: string }; inactiveShards: Array<{ treeID: string }> }>(
      'log:getInfo',
    );
    if (!before.ok || !after.ok) throw new Error('log info failed');
    expect(after.value.active.treeID).not.toBe(before.value.active.treeID);
    expect(after.value.inactiveShards.map((s) => s.treeID)).toContain(before.value.active.treeID);
  });
});
