// What the sandbox checks before any route runs: the Host it was asked for (DNS rebinding), the media
// type of JSON bodies, and how deeply they nest. Each failure answers in the owning service's error shape.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, rawRequest, startTestSandbox, type HarnessSandbox } from './sandbox-harness';

let sandbox: HarnessSandbox;
let port: string;

beforeAll(async () => {
  sandbox = await startTestSandbox({ tlog: { seed: false } });
  port = new URL(sandbox.baseUrl).port;
});
afterAll(() => sandbox.dispose());

const JSON_TYPE = { 'content-type': 'application/json' };
const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** A generation request whose function call args nest `depth` arrays deep (about 10 KB at 5,000). */
const deep = (depth: number) =>
  `{"contents":[{"parts":[{"functionCall":{"name":"f","args":{"a":${nested(depth)}}}}]}]}`;

/** Every route that reads a JSON body, with the headers it needs to get that far. */
const jsonRoutes = () =>
  [
    ['POST', '/api/v1/log/entries', {}, 'rekor'],
    ['POST', '/api/v1/log/entries/retrieve', {}, 'rekor'],
    ['POST', '/api/v1/index/retrieve', {}, 'rekor'],
    [
      'POST',
      '/v1beta/models/gemini-2.5-flash:generateContent',
      { 'x-goog-api-key': sandbox.apiKey },
      'google',
    ],
    [
      'POST',
      '/v1beta/models/gemini-2.5-flash:streamGenerateContent',
      { 'x-goog-api-key': sandbox.apiKey },
      'google',
    ],
    ['POST', '/v1beta/models/gemini-2.5-flash:countTokens', { 'x-goog-api-key': sandbox.apiKey }, 'google'],
    ['PUT', '/__sandbox/faults/tlog', bearer(sandbox), 'google'],
    ['PUT', '/__sandbox/tlog/faults', bearer(sandbox), 'google'],
    ['PUT', '/__sandbox/genai/settings', bearer(sandbox), 'google'],
  ] as const;

function expectShape(body: string, shape: 'rekor' | 'google', status: number): string {
  const json = JSON.parse(body) as {
    code?: number;
    message?: string;
    error?: { code: number; message: string; status: string };
  };
  if (shape === 'rekor') {
    expect(json).toEqual({ code: status, message: expect.any(String) });
    return json.message!;
  }
  expect(json.error).toMatchObject({ code: status, message: expect.any(String), status: expect.any(String) });
  return json.error!.message;
}

describe('the Host header', () => {
  it('may name 127.0.0.1, localhost or [::1] with the sandbox port', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`, `LOCALHOST:${port}`]) {
      expect((await rawRequest(`${sandbox.baseUrl}/api/v1/log`, { headers: { host } })).status, host).toBe(
        200,
      );
    }
  });

  it('naming anything else gets 421 in the service error shape', async () => {
    for (const host of [
      'evil.example',
      `evil.example:${port}`,
      `127.0.0.1:${Number(port) + 1}`,
      '127.0.0.1',
    ]) {
      const rekor = await rawRequest(`${sandbox.baseUrl}/api/v1/log`, { headers: { host } });
      expect(rekor.status, host).toBe(421);
      expect(expectShape(rekor.body, 'rekor', 421)).toContain(`127.0.0.1:${port}`);
      const google = await rawRequest(`${sandbox.baseUrl}/v1beta/models`, { headers: { host } });
      expect(google.status, host).toBe(421);
      expectShape(google.body, 'google', 421);
    }
  });
});

describe('JSON bodies', () => {
  it('need Content-Type application/json: anything else gets 415 in the service error shape', async () => {
    for (const [method, path, headers, shape] of jsonRoutes()) {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
        const response = await rawRequest(`${sandbox.baseUrl}${path}`, {
          method,
          headers: { ...headers, ...(type ? { 'content-type': type } : {}) },
          body: '{}',
        });
        expect(response.status, `${method} ${path} ${type}`).toBe(415);
        expect(expectShape(response.body, shape, 415)).toMatch(/application\/json/);
      }
    }
  });

  it('take application/json with parameters, in any case', async () => {
    for (const type of ['application/json; charset=utf-8', 'Application/JSON']) {
      const response = await rawRequest(`${sandbox.baseUrl}/api/v1/log/entries/retrieve`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: '{"logIndexes":[0]}',
      });
      expect(response.status, type).toBe(200);
    }
  });

  it('nested too deeply get 400 in the service error shape, never 500', async () => {
    for (const [method, path, headers, shape] of jsonRoutes()) {
      const response = await rawRequest(`${sandbox.baseUrl}${path}`, {
        method,
        headers: { ...headers, ...JSON_TYPE },
        body: deep(5_000),
      });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(expectShape(response.body, shape, 400)).toMatch(/nested too deeply/);
    }
  });

  it('nest as deep as any real request may', async () => {
    const response = await rawRequest(`${sandbox.baseUrl}/v1beta/models/gemini-2.5-flash:countTokens`, {
      method: 'POST',
      headers: { 'x-goog-api-key': sandbox.apiKey, ...JSON_TYPE },
      body: deep(500),
    });
    expect(response.status).toBe(200);
  });
});
