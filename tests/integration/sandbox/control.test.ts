import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVICE_IDS } from '../../../src-shared/contract/schemas/common';
import { FaultMap, NO_FAULTS } from '../../../src-shared/contract/schemas/sandbox';
import {
  bearer,
  getJson,
  rawRequest,
  resetFaults,
  setFaults,
  startTestSandbox,
  type GoogleErrorBody,
  type HarnessSandbox,
} from './sandbox-harness';

let sandbox: HarnessSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.dispose());
beforeEach(() => resetFaults(sandbox));

describe('the control API', () => {
  it('reports health without credentials', async () => {
    const response = await getJson(`${sandbox.baseUrl}/__sandbox/health`);
    expect(response).toMatchObject({ status: 200, json: { ok: true, services: [...SERVICE_IDS] } });
  });

  it('requires the bearer API key for everything else', async () => {
    const attempts: Array<[string, string, Record<string, string>]> = [
      ['GET', '/__sandbox/faults', {}],
      ['GET', '/__sandbox/faults', { authorization: 'Bearer wrong-key-123' }],
      ['GET', '/__sandbox/faults', { authorization: sandbox.apiKey }],
      ['GET', '/__sandbox/faults', { 'x-goog-api-key': sandbox.apiKey }],
      ['POST', '/__sandbox/faults/reset', {}],
      ['PUT', '/__sandbox/faults/tlog', {}],
    ];
    for (const [method, path, headers] of attempts) {
      const response = await getJson<GoogleErrorBody>(`${sandbox.baseUrl}${path}`, {
        method,
        headers,
        body: JSON.stringify(NO_FAULTS),
      });
      expect(response.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(401);
      expect(response.json.error).toMatchObject({ code: 401, status: 'UNAUTHENTICATED' });
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('gets, sets and resets faults as a FaultMap', async () => {
    const initial = await getJson(`${sandbox.baseUrl}/__sandbox/faults`, { headers: bearer(sandbox) });
    expect(FaultMap.parse(initial.json)).toEqual(
      Object.fromEntries(SERVICE_IDS.map((id) => [id, NO_FAULTS])),
    );

    const settings = {
      ...NO_FAULTS,
      latencyMs: 5,
      errorRate: 0.25,
      errorStatus: 429,
      retryAfterSeconds: 7,
      remaining: 3,
    };
    const set = await getJson(`${sandbox.baseUrl}/__sandbox/faults/genai`, {
      method: 'PUT',
      headers: { ...bearer(sandbox), 'content-type': 'application/json' },
      body: JSON.stringify(settings),
    });
    expect(set.status).toBe(200);
    expect(FaultMap.parse(set.json).genai).toEqual(settings);
    expect(FaultMap.parse(set.json).tlog).toEqual(NO_FAULTS);

    const reset = await getJson(`${sandbox.baseUrl}/__sandbox/faults/reset`, {
      method: 'POST',
      headers: bearer(sandbox),
    });
    expect(FaultMap.parse(reset.json).genai).toEqual(NO_FAULTS);
  });

  it('rejects invalid settings with the zod issue', async () => {
    const put = (service: string, body: string) =>
      getJson<GoogleErrorBody>(`${sandbox.baseUrl}/__sandbox/faults/${service}`, {
        method: 'PUT',
        headers: { ...bearer(sandbox), 'content-type': 'application/json' },
        body,
      });
    const badRate = await put('tlog', JSON.stringify({ ...NO_FAULTS, errorRate: 2 }));
    expect(badRate.status).toBe(400);
    expect(badRate.json.error.message).toMatch(/^Invalid fault settings: errorRate: /);
    expect(badRate.json.error.details?.[0]).toMatchObject({
      '@type': 'type.googleapis.com/google.rpc.BadRequest',
      fieldViolations: [{ field: 'errorRate' }],
    });
    expect((await put('tlog', JSON.stringify({ ...NO_FAULTS, extra: 1 }))).json.error.message).toMatch(
      /extra/,
    );
    expect((await put('tlog', '{not json')).json.error.message).toMatch(/not valid JSON/);
    expect((await put('tlog', JSON.stringify({ errorRate: 1 }))).status).toBe(400);
    const unknown = await put('email', JSON.stringify(NO_FAULTS));
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toContain('tlog, genai, indexing, analytics, storage');
    expect((await put('tlog', 'x'.repeat(20_000))).status).toBe(413);
  });

  it('is never itself faulted', async () => {
    for (const service of SERVICE_IDS) await setFaults(sandbox, service, { errorRate: 1, resetRate: 1 });
    expect((await rawRequest(`${sandbox.baseUrl}/__sandbox/health`)).status).toBe(200);
    expect(
      (await rawRequest(`${sandbox.baseUrl}/__sandbox/faults`, { headers: bearer(sandbox) })).status,
    ).toBe(200);
  });

  it('answers unknown control paths and methods in the same error shape', async () => {
    expect(
      (await rawRequest(`${sandbox.baseUrl}/__sandbox/nothing`, { headers: bearer(sandbox) })).status,
    ).toBe(404);
    const wrong = await rawRequest(`${sandbox.baseUrl}/__sandbox/faults`, {
      method: 'DELETE',
      headers: bearer(sandbox),
    });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe('GET');
  });
});

describe('the log’s control routes', () => {
  it('need the bearer key like every other control route', async () => {
    for (const [method, path] of [
      ['GET', '/__sandbox/tlog/faults'],
      ['PUT', '/__sandbox/tlog/faults'],
      ['POST', '/__sandbox/tlog/rotate'],
      ['GET', '/__sandbox/tlog/stats'],
    ] as const) {
      expect(
        (await rawRequest(`${sandbox.baseUrl}${path}`, { method, body: '{}' })).status,
        `${method} ${path}`,
      ).toBe(401);
    }
  });

  it('report commit statistics', async () => {
    const stats = await getJson(`${sandbox.baseUrl}/__sandbox/tlog/stats`, { headers: bearer(sandbox) });
    expect(stats.json).toMatchObject({
      entries: expect.any(Number),
      shards: 2,
      commits: { commits: 0, items: 0, largestBatch: 0 },
    });
  });
});
