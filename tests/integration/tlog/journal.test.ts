import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutputOf } from '../../../src-shared/contract/contract';
import { NO_FAULTS } from '../../../src-shared/contract/schemas/sandbox';
import { startTlogHarness, type CreatedEntry, type TlogHarness } from './tlog-harness';

type Listed = OutputOf<'journal:list'>;

let h: TlogHarness;
beforeAll(async () => {
  h = await startTlogHarness();
});
afterAll(async () => {
  await h.close();
});

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

describe('operation journal against the sandbox log', () => {
  it('writes a log entry creation down before it is sent (pending) and completes it with the answer (ok)', async () => {
    const key = await h.value<{ id: string }>('keys:generate', { name: 'journal', algorithm: 'ecdsa-p256' });
    // The next request to the log waits, so the operation can be seen while it is in flight.
    await h.value('sandbox:setFaults', {
      service: 'tlog',
      faults: { ...NO_FAULTS, latencyMs: 1500, remaining: 1 },
    });
    const artifactSha256 = digest('journaled artifact');
    const creating = h.value<CreatedEntry>('log:createHashedRekord', { keyId: key.id, artifactSha256 });
    let inFlight: Listed;
    do inFlight = await h.value<Listed>('journal:list', { service: 'tlog' });
    while (inFlight.total === 0);
    expect(inFlight.operations[0]).toMatchObject({
      profileId: 'sandbox',
      service: 'tlog',
      kind: 'create-entry',
      target: `${h.sandbox.baseUrl}/api/v1/log/entries`,
      request: { entryKind: 'hashedrekord', keyId: key.id, artifactSha256 },
      outcome: 'pending',
      response: null,
      completedAt: null,
    });
    const created = await creating;
    expect(created.status).toBe(201);
    const done = await h.value<Listed>('journal:list', { service: 'tlog', outcome: 'ok' });
    expect(done.operations).toHaveLength(1);
    expect(done.operations[0]).toMatchObject({
      id: inFlight.operations[0]!.id,
      outcome: 'ok',
      response: { status: 201, entryId: created.entryId, location: created.location },
      completedAt: expect.any(Number),
    });
    // Creating the same entry again is a 409 from the log: also an ok outcome, with its own record.
    const again = await h.value<CreatedEntry>('log:createHashedRekord', { keyId: key.id, artifactSha256 });
    expect(again.status).toBe(409);
    const listed = await h.value<Listed>('journal:list', {});
    expect(listed.operations.map((o) => o.response?.status)).toEqual([409, 201]);
    expect(JSON.stringify(listed)).not.toContain(h.sandbox.apiKey);
    expect(await h.value('journal:verify')).toEqual({ ok: true, records: 4, problem: null });
  });

  it('journals a DSSE envelope by its payload type and payload digest, never the payload', async () => {
    const key = await h.value<{ id: string }>('keys:generate', { name: 'dsse', algorithm: 'ed25519' });
    const payload = Buffer.from(JSON.stringify({ _type: 'https://in-toto.io/Statement/v1', subject: [] }));
    const created = await h.value<CreatedEntry>('log:createDsse', {
      keyId: key.id,
      payloadType: 'application/vnd.in-toto+json',
      payload: payload.toString('base64'),
    });
    const [latest] = (await h.value<Listed>('journal:list', { pageSize: 1 })).operations;
    expect(latest).toMatchObject({
      kind: 'create-entry',
      request: {
        entryKind: 'dsse',
        keyId: key.id,
        payloadType: 'application/vnd.in-toto+json',
        payloadSha256: createHash('sha256').update(payload).digest('hex'),
      },
      outcome: 'ok',
      response: { status: 201, entryId: created.entryId },
    });
    expect(Object.keys(latest!.request)).not.toContain('payload');
  });

  it('completes a creation the log refused as failed, with what the log said', async () => {
    await h.value('sandbox:setFaults', {
      service: 'tlog',
      faults: { ...NO_FAULTS, errorRate: 1, errorStatus: 400, remaining: 1 },
    });
    const key = await h.value<{ id: string }>('keys:generate', { name: 'refused', algorithm: 'ecdsa-p256' });
    const result = await h.call('log:createHashedRekord', {
      keyId: key.id,
      artifactSha256: digest('refused'),
    });
    expect(result.ok).toBe(false);
    const failed = await h.value<Listed>('journal:list', { outcome: 'failed' });
    expect(failed.operations).toHaveLength(1);
    expect(failed.operations[0]!.response).toMatchObject({
      code: expect.any(String),
      message: expect.any(String),
    });
    expect(await h.value('journal:verify')).toMatchObject({ ok: true, records: 8 });
  });
});
