import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../../apps/sandbox/server';
import { createHttpClient } from '../../../src-main/services/http/http-client';
import { createInspector } from '../../../src-main/services/inspector/inspector';
import { NO_FAULTS } from '../../../src-shared/contract/schemas/sandbox';
import { freePort } from '../../support/free-port';
import { tempDir } from '../../support/temp-dir';

let sandbox: RunningSandbox;
let remove: () => Promise<void>;

beforeAll(async () => {
  const dir = await tempDir('http');
  remove = dir.remove;
  sandbox = await startSandbox({ port: 0, dataDir: dir.path });
  const response = await fetch(`${sandbox.baseUrl}/__sandbox/faults/tlog`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...NO_FAULTS, latencyMs: 5000 }),
  });
  expect(response.status).toBe(200);
});

afterAll(async () => {
  await sandbox.close();
  await remove();
});

function client() {
  const inspector = createInspector({ secrets: () => [] });
  return { http: createHttpClient({ inspector }), inspector };
}

describe('http layer against a slow sandbox', () => {
  it('cancels an in-flight request when the caller aborts', async () => {
    const { http, inspector } = client();
    const controller = new AbortController();
    const pending = http.request({
      service: 'tlog',
      profileId: null,
      method: 'GET',
      url: `${sandbox.baseUrl}/api/v1/log`,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(inspector.list().exchanges[0]).toMatchObject({ status: null, error: 'The request was cancelled' });
  });

  it('times out and says after how long', async () => {
    const { http } = client();
    const pending = http.request({
      service: 'tlog',
      profileId: null,
      method: 'GET',
      url: `${sandbox.baseUrl}/api/v1/log`,
      timeoutMs: 200,
      retry: { maxAttempts: 1 },
    });
    await expect(pending).rejects.toMatchObject({
      code: 'TIMEOUT',
      message: expect.stringMatching(/within 0.2 s/),
    });
  });

  it('never retries a non-idempotent call', async () => {
    const { http, inspector } = client();
    await expect(
      http.request({
        service: 'tlog',
        profileId: null,
        method: 'POST',
        url: `http://127.0.0.1:${await freePort()}/api/v1/log/entries`,
        body: '{}',
      }),
    ).rejects.toMatchObject({ code: 'NETWORK' });
    expect(inspector.list().total).toBe(1);
  });
});
