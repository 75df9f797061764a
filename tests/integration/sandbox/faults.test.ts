import { request, type IncomingHttpHeaders } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FaultMap } from '../../../src-shared/contract/schemas/sandbox';
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
let logUrl: string;

beforeAll(async () => {
  sandbox = await startTestSandbox();
  logUrl = `${sandbox.baseUrl}/api/v1/log`;
});
afterAll(() => sandbox.dispose());
beforeEach(() => resetFaults(sandbox));

/** Reads a response to its end or to the socket closing, and reports how much arrived. */
function readUntilClosed(url: string): Promise<{
  status: number;
  headers: IncomingHttpHeaders;
  receivedBytes: number;
  receivedText: string;
  complete: boolean;
}> {
  return new Promise((resolve, reject) => {
    request(url, { agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', () => undefined);
      res.on('close', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          receivedBytes: body.length,
          receivedText: body.toString('utf8'),
          complete: res.complete,
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

async function faultMap(): Promise<FaultMap> {
  return FaultMap.parse(
    (await getJson(`${sandbox.baseUrl}/__sandbox/faults`, { headers: bearer(sandbox) })).json,
  );
}

describe('fault injection', () => {
  it('delays responses by latencyMs', async () => {
    await setFaults(sandbox, 'tlog', { latencyMs: 400 });
    const events: string[] = [];
    const response = rawRequest(logUrl).then((r) => {
      events.push('response');
      return r;
    });
    const halfway = delay(200).then(() => events.push('half the latency'));
    const result = await response;
    await halfway;
    expect(events).toEqual(['half the latency', 'response']);
    expect(result.status).toBe(200);
    expect(result.headers['x-verity-sandbox-fault']).toBe('latency');
  });

  it('resets the connection without a response', async () => {
    await setFaults(sandbox, 'tlog', { resetRate: 1 });
    await expect(rawRequest(logUrl)).rejects.toMatchObject({ code: 'ECONNRESET' });
    await expect(fetch(logUrl)).rejects.toThrow(TypeError);
  });

  it('answers 503 with Retry-After in the Rekor shape', async () => {
    await setFaults(sandbox, 'tlog', { errorRate: 1, errorStatus: 503, retryAfterSeconds: 12 });
    const response = await getJson(logUrl);
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('12');
    expect(response.json).toEqual({ code: 503, message: 'service unavailable' });
  });

  it('answers 429 and 503 with Retry-After and a RetryInfo detail in the Google shape', async () => {
    for (const errorStatus of [429, 503]) {
      await setFaults(sandbox, 'genai', { errorRate: 1, errorStatus, retryAfterSeconds: 30 });
      const response = await getJson<GoogleErrorBody>(`${sandbox.baseUrl}/v1beta/models`, {
        headers: { 'x-goog-api-key': sandbox.apiKey },
      });
      expect(response.status).toBe(errorStatus);
      expect(response.headers['retry-after']).toBe('30');
      expect(response.json.error).toMatchObject({
        code: errorStatus,
        status: errorStatus === 429 ? 'RESOURCE_EXHAUSTED' : 'UNAVAILABLE',
      });
      const retryInfo = { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '30s' };
      // The generation API names the exhausted quota first, like its real 429s.
      const quota = expect.objectContaining({ '@type': 'type.googleapis.com/google.rpc.QuotaFailure' });
      expect(response.json.error.details).toEqual(errorStatus === 429 ? [quota, retryInfo] : [retryInfo]);
    }
  });

  it('sends no Retry-After for other statuses or when none is set', async () => {
    await setFaults(sandbox, 'storage', { errorRate: 1, errorStatus: 500, retryAfterSeconds: 30 });
    const server = await getJson<GoogleErrorBody>(`${sandbox.baseUrl}/store/v3/about`);
    expect(server.status).toBe(500);
    expect(server.headers['retry-after']).toBeUndefined();
    expect(server.json).toEqual({
      error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' },
    });
    await setFaults(sandbox, 'storage', { errorRate: 1, errorStatus: 503 });
    const unset = await getJson<GoogleErrorBody>(`${sandbox.baseUrl}/store/v3/about`);
    expect(unset.headers['retry-after']).toBeUndefined();
    expect(unset.json.error.details).toBeUndefined();
  });

  it('truncates the real body: full Content-Length, about half the bytes, then a closed socket', async () => {
    await setFaults(sandbox, 'tlog', { truncateRate: 1 });
    const cut = await readUntilClosed(logUrl);
    expect(cut.status).toBe(200);
    expect(cut.headers['x-verity-sandbox-fault']).toBe('truncate');
    expect(cut.complete).toBe(false);
    expect(cut.receivedBytes).toBe(Math.floor(Number(cut.headers['content-length']) / 2));
    expect(cut.receivedText).toMatch(/^\{"inactiveShards":\[\{"rootHash":"[0-9a-f]+/);

    const response = await fetch(logUrl);
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow();
  });

  it('counts remaining down per faulted request and then stops faulting', async () => {
    await setFaults(sandbox, 'tlog', { errorRate: 1, errorStatus: 503, remaining: 2 });
    expect((await rawRequest(logUrl)).status).toBe(503);
    expect((await faultMap()).tlog.remaining).toBe(1);
    expect((await rawRequest(logUrl)).status).toBe(503);
    expect((await faultMap()).tlog.remaining).toBe(0);
    expect((await rawRequest(logUrl)).status).toBe(200);
    expect((await faultMap()).tlog.remaining).toBe(0);
  });

  it('faults only the service it is set for, including that service’s 404s', async () => {
    await setFaults(sandbox, 'analytics', { errorRate: 1, errorStatus: 502 });
    expect((await rawRequest(logUrl)).status).toBe(200);
    expect((await rawRequest(`${sandbox.baseUrl}/v2/reports`)).status).toBe(502);
    expect((await rawRequest(`${sandbox.baseUrl}/v2/unknown`)).status).toBe(502);
    expect((await rawRequest(`${sandbox.baseUrl}/unknown`)).status).toBe(404);
  });

  it('runs faults before the API key check', async () => {
    await setFaults(sandbox, 'genai', { errorRate: 1, errorStatus: 503 });
    expect((await rawRequest(`${sandbox.baseUrl}/v1beta/models`)).status).toBe(503);
  });
});

describe('fault decisions with an injected random source', () => {
  it('rolls reset, then error, then truncation, each firing when the draw is below its rate', async () => {
    const draws: number[] = [];
    const seeded = await startTestSandbox({ random: () => draws.shift() ?? 0.99 });
    try {
      const url = `${seeded.baseUrl}/api/v1/log`;
      await setFaults(seeded, 'tlog', {
        resetRate: 0.4,
        errorRate: 0.6,
        errorStatus: 500,
        truncateRate: 0.2,
        remaining: 10,
      });

      draws.push(0.5, 0.5); // no reset (0.5 ≥ 0.4), error (0.5 < 0.6)
      expect((await rawRequest(url)).status).toBe(500);
      draws.push(0.3); // reset (0.3 < 0.4)
      await expect(rawRequest(url)).rejects.toMatchObject({ code: 'ECONNRESET' });
      draws.push(0.9, 0.9, 0.1); // no reset, no error, truncate (0.1 < 0.2)
      await expect(rawRequest(url)).rejects.toThrow(/aborted|before its body was complete/);
      draws.push(0.9, 0.9, 0.9); // nothing fires, and nothing is counted
      expect((await rawRequest(url)).status).toBe(200);

      const map = FaultMap.parse(
        (await getJson(`${seeded.baseUrl}/__sandbox/faults`, { headers: bearer(seeded) })).json,
      );
      expect(map.tlog.remaining).toBe(7);
      expect(draws).toEqual([]);
    } finally {
      await seeded.dispose();
    }
  });
});
