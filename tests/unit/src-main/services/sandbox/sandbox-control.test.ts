// SandboxControl's generation settings calls: the route, the method, the body, and a malformed answer.
import { describe, expect, it } from 'vitest';
import type { HttpClient, HttpRequest } from '../../../../../src-main/services/http/http-client';
import { createSandboxControl } from '../../../../../src-main/services/sandbox/sandbox-control';

function fakeHttp(answer: unknown, seen: HttpRequest[]): HttpClient {
  const text = JSON.stringify(answer);
  return {
    request: async (request: HttpRequest) => {
      seen.push(request);
      return {
        status: 200,
        headers: new Headers(),
        body: new TextEncoder().encode(text),
        text: () => text,
        json: () => JSON.parse(text) as unknown,
      };
    },
  } as unknown as HttpClient;
}

const SETTINGS = { tokensPerSecond: 300, midStreamError: null, cutStream: { afterChunks: 2 }, replay: null };

describe('SandboxControl generation settings', () => {
  it('GETs and PUTs /__sandbox/genai/settings with the bearer key and splits off the recordings', async () => {
    const seen: HttpRequest[] = [];
    const control = createSandboxControl({
      http: fakeHttp({ ...SETTINGS, recordings: ['a', 'b'] }, seen),
      connection: { baseUrl: 'http://127.0.0.1:9', apiKey: 'sbx-key-123456' },
    });
    expect(await control.getGenaiSettings()).toEqual({ settings: SETTINGS, recordings: ['a', 'b'] });
    expect(await control.setGenaiSettings(SETTINGS)).toEqual({ settings: SETTINGS, recordings: ['a', 'b'] });
    expect(seen.map((r) => [r.method, r.url])).toEqual([
      ['GET', 'http://127.0.0.1:9/__sandbox/genai/settings'],
      ['PUT', 'http://127.0.0.1:9/__sandbox/genai/settings'],
    ]);
    expect(seen[1]?.headers).toMatchObject({
      authorization: 'Bearer sbx-key-123456',
      'content-type': 'application/json',
    });
    expect(JSON.parse(String(seen[1]?.body))).toEqual(SETTINGS);
  });

  it('refuses an answer that is not generation settings', async () => {
    const control = createSandboxControl({
      http: fakeHttp({ tokensPerSecond: 'fast' }, []),
      connection: { baseUrl: 'http://127.0.0.1:9', apiKey: 'sbx-key-123456' },
    });
    await expect(control.getGenaiSettings()).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('needs a running sandbox', async () => {
    const control = createSandboxControl({ http: fakeHttp({}, []), connection: null });
    await expect(control.getGenaiSettings()).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('SandboxControl key', () => {
  it("gives the running sandbox's own key, the restarted one after a restart, and none without a sandbox", () => {
    const control = createSandboxControl({
      http: fakeHttp({}, []),
      connection: { baseUrl: 'http://127.0.0.1:9', apiKey: 'sbx-key-123456' },
    });
    expect(control.apiKey()).toBe('sbx-key-123456');
    control.connect({ baseUrl: 'http://127.0.0.1:10', apiKey: 'sbx-key-after-restart' });
    expect(control.apiKey()).toBe('sbx-key-after-restart');
    const none = createSandboxControl({ http: fakeHttp({}, []), connection: null });
    expect(() => none.apiKey()).toThrow(/No sandbox is running/);
  });
});
