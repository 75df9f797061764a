/**
 * 10,000 URLs published to the sandbox's URL notification service with its daily quota raised: the console's
 * send queue (batches of 100, each part recorded before the next batch) against the way the tool most people use
 * does it (goenning/google-indexing-script: one `urlNotifications.publish` per URL, one after the other), here
 * with the official client `@googleapis/indexing` and a token from the same service account, in the same run
 * against the same sandbox. Counted: HTTP requests sent (the console's from its Activity records) and wall time.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { auth, indexing } from '@googleapis/indexing';
import { createCore, type Core } from '../src-main/core/create-core';
import { memoryBackend } from '../src-main/services/vault/secret-backend';
import type { QueueStatus } from '../src-shared/contract/schemas/urls';
import { tempDir } from '../tests/support/temp-dir';
import { startSandboxProcess, type SandboxProcess } from './lib/sandbox-process';
import { ratio } from './lib/stats';

const COUNT = 10_000;
const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing';
const ctx = { shell: 'headless' as const, senderId: 'bench' };

async function call<T>(core: Core, channel: string, input: unknown): Promise<T> {
  const result = await core.router.invoke(channel, input, ctx);
  if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
  return result.value as T;
}

async function setSandboxQuota(sandbox: SandboxProcess, perDay: number): Promise<void> {
  const response = await fetch(`${sandbox.baseUrl}/__sandbox/indexing/settings`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${sandbox.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ publishRequestsPerDay: perDay }),
  });
  if (!response.ok)
    throw new Error(`the sandbox refused the quota: ${response.status} ${await response.text()}`);
}

/** The service account's access token, as google-indexing-script gets one (a JWT client), from the sandbox. */
async function serviceAccountToken(keyFile: string): Promise<string> {
  const key = JSON.parse(await readFile(keyFile, 'utf8')) as {
    client_email: string;
    private_key: string;
    private_key_id: string;
    token_uri: string;
  };
  const jwt = new auth.JWT({
    email: key.client_email,
    key: key.private_key,
    keyId: key.private_key_id,
    scopes: [INDEXING_SCOPE],
    additionalClaims: { aud: key.token_uri },
  });
  // gtoken posts to Google's token URL whatever the key says; this one request goes to the sandbox.
  jwt.transporter.interceptors.request.add({
    resolved: (options) => {
      if (String(options.url) === 'https://oauth2.googleapis.com/token') options.url = new URL(key.token_uri);
      return Promise.resolve(options);
    },
  });
  return (await jwt.authorize()).access_token!;
}

/** One publish per URL, each awaited before the next. */
async function onePerUrl(sandbox: SandboxProcess, keyFile: string, urls: string[]) {
  const client = new auth.OAuth2();
  client.setCredentials({ access_token: await serviceAccountToken(keyFile) });
  const api = indexing({ version: 'v3', rootUrl: `${sandbox.baseUrl}/`, auth: client });
  const started = performance.now();
  for (const url of urls) await api.urlNotifications.publish({ requestBody: { url, type: 'URL_UPDATED' } });
  return { seconds: (performance.now() - started) / 1000, requests: urls.length };
}

/** The console's queue: add the URLs, send them all, wait until nothing is queued or sending. */
async function consoleQueue(sandbox: SandboxProcess, dataDir: string, keyFile: string, urls: string[]) {
  const core = await createCore({
    shell: 'headless',
    version: 'bench',
    dataDir,
    secretBackend: memoryBackend(),
    sandbox: { baseUrl: sandbox.baseUrl, apiKey: sandbox.apiKey },
  });
  try {
    await call(core, 'accounts:importServiceAccount', {
      profileId: 'sandbox',
      json: await readFile(keyFile, 'utf8'),
    });
    const settings = await call<object>(core, 'urls:settings', {});
    await call(core, 'urls:setSettings', { ...settings, dailyQuota: COUNT * 10 });
    await call(core, 'urls:add', { urls });
    await call(core, 'inspector:clear', {});
    const idle = new Promise<QueueStatus>((resolve, reject) => {
      core.router.stream(
        'urls:events',
        {},
        {
          event: (event) => {
            const { status } = event as { status: QueueStatus };
            if (status.state === 'stopped')
              reject(new Error(`the queue stopped: ${status.problem?.message}`));
            else if (status.state === 'idle' && status.queued === 0) resolve(status);
          },
        },
        ctx,
      );
    });
    const started = performance.now();
    await call(core, 'urls:notify', { target: { all: true }, type: 'URL_UPDATED', sendAnyway: true });
    const status = await idle;
    const seconds = (performance.now() - started) / 1000;
    const { total: requests } = await call<{ total: number }>(core, 'inspector:list', { limit: 1 });
    return { seconds, requests, usedToday: status.usedToday };
  } finally {
    await core.close();
  }
}

export async function benchUrlPublish(root: string): Promise<{ markdown: string }> {
  const dir = await tempDir('bench-url-publish');
  const sandboxDir = join(dir.path, 'sandbox');
  const sandbox = await startSandboxProcess(root, sandboxDir, ['--no-seed']);
  try {
    await setSandboxQuota(sandbox, COUNT * 10);
    const keyFile = join(sandboxDir, 'service-account.json');
    const urls = (run: string) =>
      Array.from({ length: COUNT }, (_, i) => `https://www.example.com/bench/${run}/${i + 1}`);
    const queue = await consoleQueue(sandbox, join(dir.path, 'core'), keyFile, urls('queue'));
    const single = await onePerUrl(sandbox, keyFile, urls('single'));
    const table = [
      `| ${COUNT.toLocaleString('en-US')} URLs published (URL_UPDATED) | console: send queue, batches of 100 | anchor: one request per URL (@googleapis/indexing) |`,
      '| --- | --- | --- |',
      `| HTTP requests sent | ${queue.requests} | ${single.requests.toLocaleString('en-US')} |`,
      `| wall time | ${queue.seconds.toFixed(2)} s | ${single.seconds.toFixed(2)} s |`,
      `| anchor's time / the console's | ${ratio(single.seconds, queue.seconds)} | — |`,
    ].join('\n');
    return {
      markdown:
        `${table}\n\nThe console's count of requests is every exchange its Activity recorded with the sandbox ` +
        `(the batches and the token requests); its quota count for the day was ${queue.usedToday}, as the ` +
        `service counts each batch part. Goal: 100 requests against 10,000.`,
    };
  } finally {
    await sandbox.stop();
    await dir.remove();
  }
}
