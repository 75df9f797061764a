// The send queue through the router against the real sandbox: batches within the day's quota, the wait for
// the Pacific-midnight reset and the resumption when the service's clock passes it, a 429 part, and an
// ownership refusal grouped with its fix.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NO_FAULTS } from '../../../src-shared/contract/schemas/sandbox';
import type { QueueStatus } from '../../../src-shared/contract/schemas/urls';
import type { TestCore } from '../../support/test-core';
import { exchangesOf } from '../../support/test-core';
import { offsetTo } from '../sandbox/indexing-harness';
import { unwrapCall } from './transfer-harness';
import {
  followQueue,
  indexingSettings,
  pages,
  PROFILE,
  startQueueCore,
  startQueueWorld,
  type QueueWorld,
} from './url-queue-harness';

let world: QueueWorld;
let test: TestCore;

beforeEach(async () => {
  world = await startQueueWorld('url-queue');
  test = await startQueueCore(world, `${world.dir}/console`);
});
afterEach(async () => {
  await test.close();
  await world.close();
});

const send = (urls: string[]) =>
  unwrapCall<{ queued: number; held: number; skippedCooldown: number; status: QueueStatus }>(
    test,
    'urls:notify',
    {
      profileId: PROFILE,
      target: { urls },
      type: 'URL_UPDATED',
      sendAnyway: true,
    },
  );

async function listed(urls: string[]) {
  if (urls.length > 0) await unwrapCall(test, 'urls:add', { profileId: PROFILE, urls });
  const { rows } = await unwrapCall<{
    rows: Array<{
      url: string;
      queue: { state: string } | null;
      lastError: unknown;
      lastUpdatedAt: number | null;
    }>;
  }>(test, 'urls:list', { profileId: PROFILE, offset: 0, limit: 1000 });
  return rows;
}

const batchesSent = async () =>
  (await exchangesOf(test, 'indexing')).filter(
    (e) => e.method === 'POST' && new URL(e.url).pathname === '/batch',
  );

it(
  'sends 250 URLs with the default quota: 200 in two batches, 50 wait for the reset and go when the service passes Pacific midnight',
  { timeout: 60_000 },
  async () => {
    const urls = pages(250);
    await listed(urls);
    const follow = followQueue(test);
    const sent = await send(urls);
    expect(sent).toMatchObject({ queued: 250, held: 0, skippedCooldown: 0 });
    expect(sent.status.daysToFinish).toBe(2);

    const waiting = await follow.until((s) => s.state === 'waiting-quota');
    expect(waiting).toMatchObject({
      queued: 50,
      usedToday: 200,
      dailyQuota: 200,
      daysToFinish: 2,
      problem: null,
    });
    expect(waiting.resumesAt).toBe(waiting.resetsAt);
    const sandboxDay = await indexingSettings(world, {});
    expect(waiting.serviceDay).toBe(sandboxDay.publishDay);
    expect(waiting.resetsAt).toBeCloseTo(Date.parse(sandboxDay.publishResetsAt), -4);
    expect(sandboxDay.publishedToday).toBe(200);
    expect(await batchesSent()).toHaveLength(2);

    // The sandbox's clock moves a minute past its Pacific midnight: the next look at the queue probes the
    // service's clock, sees the new day, and the queue sends the rest by itself.
    await indexingSettings(world, {
      clockOffsetMs: offsetTo(sandboxDay.publishResetsAt) + 60_000,
    });
    await unwrapCall(test, 'urls:queue', { profileId: PROFILE });
    const done = await follow.until((s) => s.state === 'idle' && s.queued === 0);
    expect(done.usedToday).toBe(50);
    expect(done.serviceDay).not.toBe(sandboxDay.publishDay);
    expect((await indexingSettings(world, {})).publishedToday).toBe(50);
    expect(await batchesSent()).toHaveLength(3);

    const rows = await listed([]);
    expect(rows.filter((row) => row.queue?.state === 'sent')).toHaveLength(250);
    const journal = await unwrapCall<{ total: number }>(test, 'journal:list', {
      service: 'indexing',
      kind: 'notify-url',
      outcome: 'ok',
      page: 0,
      pageSize: 10,
    });
    expect(journal.total).toBe(250);
    const history = await unwrapCall<{ days: Array<{ day: string; updated: number }> }>(
      test,
      'urls:history',
      {
        profileId: PROFILE,
        days: 3,
      },
    );
    expect(history.days.map((d) => d.updated)).toEqual([0, 200, 50]);
    follow.stop();
  },
);

it('a raised quota in the settings lets a waiting queue go on at once', { timeout: 30_000 }, async () => {
  const urls = pages(250);
  await listed(urls);
  const follow = followQueue(test);
  await send(urls);
  await follow.until((s) => s.state === 'waiting-quota');
  await indexingSettings(world, { publishRequestsPerDay: 1000 });
  await unwrapCall(test, 'urls:setSettings', { cooldownDays: 14, dailyQuota: 1000, metadataPerMinute: 180 });
  const done = await follow.until((s) => s.state === 'idle' && s.queued === 0);
  expect(done).toMatchObject({ usedToday: 250, dailyQuota: 1000, daysToFinish: 0 });
  follow.stop();
});

it(
  'waiting for the reset, the queue goes on by its timer when the service reaches Pacific midnight',
  { timeout: 30_000 },
  async () => {
    // The sandbox is three seconds before its Pacific midnight, and another client has spent today's quota.
    const { publishResetsAt } = await indexingSettings(world);
    await indexingSettings(world, { clockOffsetMs: offsetTo(publishResetsAt) - 3_000, publishedToday: 200 });
    const urls = pages(3);
    await listed(urls);
    const follow = followQueue(test);
    await send(urls);
    const waiting = await follow.until((s) => s.state === 'waiting-quota');
    expect(waiting).toMatchObject({ queued: 3, usedToday: 0 });
    // The last look at the queue (and its probe) came before midnight: only its timer can start it again.
    const done = await follow.until((s) => s.state === 'idle' && s.queued === 0);
    expect(done.usedToday).toBe(3);
    expect(done.serviceDay).not.toBe(waiting.serviceDay);
    follow.stop();
  },
);

it(
  'a part refused for the quota goes back to the queue, which then waits for the reset',
  { timeout: 30_000 },
  async () => {
    // Another client of the project spent 198 of today's 200.
    await indexingSettings(world, { publishedToday: 198 });
    const urls = pages(5);
    await listed(urls);
    const follow = followQueue(test);
    await send(urls);
    const waiting = await follow.until((s) => s.state === 'waiting-quota');
    expect(waiting).toMatchObject({ queued: 3, usedToday: 2, problem: null });
    const rows = await listed([]);
    expect(rows.map((row) => row.queue?.state)).toEqual(['sent', 'sent', 'queued', 'queued', 'queued']);
    expect(rows[2]!.lastError).toMatchObject({ group: 'quota', status: 429 });
    const history = await unwrapCall<{ errors: Array<{ group: string; count: number; fix: string }> }>(
      test,
      'urls:history',
      { profileId: PROFILE, days: 1 },
    );
    expect(history.errors).toEqual([
      expect.objectContaining({
        group: 'quota',
        count: 3,
        fix: expect.stringContaining('The queue resumes at'),
      }),
    ]);
    follow.stop();
  },
);

it(
  'a batch refused for ownership stops the queue with the identity, the site and how to add the owner',
  { timeout: 30_000 },
  async () => {
    const urls = pages(3, 'https://docs.example.net');
    await listed(urls);
    const follow = followQueue(test);
    await send(urls);
    const stopped = await follow.until((s) => s.state === 'stopped');
    const email = (JSON.parse(world.keyFile) as { client_email: string }).client_email;
    expect(stopped.problem).toEqual({
      group: 'ownership',
      message: 'Permission denied. Failed to verify the URL ownership.',
      fix: expect.stringContaining(`Add ${email} as an Owner of https://docs.example.net/ in Search Console`),
    });
    const rows = await listed([]);
    expect(rows.map((row) => row.queue?.state)).toEqual(['failed', 'failed', 'failed']);
    const history = await unwrapCall<{ errors: Array<{ group: string; count: number; sites: string[] }> }>(
      test,
      'urls:history',
      { profileId: PROFILE, days: 1 },
    );
    expect(history.errors).toEqual([
      expect.objectContaining({ group: 'ownership', count: 3, sites: ['https://docs.example.net/'] }),
    ]);
    expect((await indexingSettings(world, {})).publishedToday).toBe(0);
    follow.stop();
  },
);

it(
  "a batch whose answer was cut short stops the queue; the journal's Check asks the metadata and finds each notification arrived",
  { timeout: 30_000 },
  async () => {
    const urls = pages(3);
    await listed(urls);
    await unwrapCall(test, 'sandbox:setFaults', {
      service: 'indexing',
      faults: { ...NO_FAULTS, truncateRate: 1, remaining: 1 },
    });
    const follow = followQueue(test);
    await send(urls);
    const stopped = await follow.until((s) => s.state === 'stopped');
    follow.stop();
    expect(stopped.problem?.group).toMatch(/^(network|other)$/);
    const { operations } = await unwrapCall<{
      operations: Array<{ id: string; outcome: string; checkable: boolean; undoable: boolean }>;
    }>(test, 'journal:list', { service: 'indexing', kind: 'notify-url', page: 0, pageSize: 10 });
    expect(operations.map((op) => [op.outcome, op.checkable, op.undoable])).toEqual([
      ['unknown', true, false],
      ['unknown', true, false],
      ['unknown', true, false],
    ]);
    const checked = await unwrapCall<{ outcome: string; response: Record<string, unknown> }>(
      test,
      'journal:check',
      {
        opId: operations[0]!.id,
      },
    );
    expect(checked).toMatchObject({
      outcome: 'ok',
      response: { found: 'The service has it', checked: true },
    });
    const undo = await test.call('journal:undo', { opId: operations[0]!.id });
    expect(undo).toMatchObject({
      ok: false,
      error: { message: expect.stringContaining('a notification cannot be recalled') },
    });
  },
);

it(
  'a batch answered 503 may have been acted on: it stays pending, and the next send looks it up before sending',
  { timeout: 30_000 },
  async () => {
    const urls = pages(3);
    await listed(urls);
    await unwrapCall(test, 'sandbox:setFaults', {
      service: 'indexing',
      faults: { ...NO_FAULTS, errorRate: 1, errorStatus: 503, remaining: 1 },
    });
    const follow = followQueue(test);
    await send(urls);
    const stopped = await follow.until((s) => s.state === 'stopped');
    expect(stopped).toMatchObject({ usedToday: 3, queued: 3 });
    expect((await listed([])).map((row) => row.queue?.state)).toEqual(['sending', 'sending', 'sending']);
    // The sandbox refused before publishing: the metadata knows none of them, so they go again, once.
    await send(urls);
    const done = await follow.until((s) => s.state === 'idle' && s.queued === 0);
    expect(done.usedToday).toBe(6);
    expect((await indexingSettings(world)).publishedToday).toBe(3);
    follow.stop();
  },
);

it(
  'refresh reads the last notify times within the minute’s metadata budget, deferring the rest; cancel takes held URLs off; export writes CSV',
  { timeout: 30_000 },
  async () => {
    const urls = pages(4);
    await listed(urls);
    const follow = followQueue(test);
    await send(urls.slice(0, 2));
    await follow.until((s) => s.state === 'idle' && s.queued === 0);
    follow.stop();

    await unwrapCall(test, 'urls:setSettings', { cooldownDays: 14, dailyQuota: 200, metadataPerMinute: 3 });
    const refreshed = await unwrapCall(test, 'urls:refresh', { profileId: PROFILE, target: { all: true } });
    expect(refreshed).toEqual({ read: 2, notFound: 1, deferred: 1 });
    expect(
      (await unwrapCall<QueueStatus>(test, 'urls:queue', { profileId: PROFILE })).metadataUsedThisMinute,
    ).toBe(3);
    const rows = await listed([]);
    expect(rows.filter((row) => row.lastUpdatedAt !== null)).toHaveLength(2);

    // Within the cooldown a second send skips them; without a pre-flight the others are held, then cancelled.
    const again = await unwrapCall<{ queued: number; held: number; skippedCooldown: number }>(
      test,
      'urls:notify',
      {
        profileId: PROFILE,
        target: { all: true },
        type: 'URL_UPDATED',
        sendAnyway: false,
      },
    );
    expect(again).toMatchObject({ queued: 0, held: 2, skippedCooldown: 2 });
    expect(await unwrapCall(test, 'urls:cancel', { profileId: PROFILE, target: { all: true } })).toEqual({
      cancelled: 2,
    });

    const csv = await unwrapCall<{ fileName: string; text: string }>(test, 'urls:export', {
      profileId: PROFILE,
      format: 'csv',
    });
    expect(csv.fileName).toMatch(/^url-notifications-sandbox-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.text.split('\r\n');
    expect(lines[0]).toBe('url,type,sentAt,outcome,status,errorGroup,message,notifyTime');
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2))).toEqual([
      ['https://example.com/jobs/1', 'URL_UPDATED'],
      ['https://example.com/jobs/2', 'URL_UPDATED'],
    ]);
  },
);

it(
  'SERVICE_DISABLED stops the queue with the activation page and keeps the URLs queued; the next send after enabling goes',
  { timeout: 30_000 },
  async () => {
    const email = (JSON.parse(world.keyFile) as { client_email: string }).client_email;
    await indexingSettings(world, { serviceDisabledFor: [email] });
    const urls = pages(2);
    await listed(urls);
    const follow = followQueue(test);
    await send(urls);
    const stopped = await follow.until((s) => s.state === 'stopped');
    expect(stopped.problem).toMatchObject({
      group: 'service-disabled',
      fix: expect.stringContaining(
        'https://console.developers.google.com/apis/api/indexing.googleapis.com/overview?project=424242424242',
      ),
    });
    expect(stopped).toMatchObject({ queued: 2, usedToday: 0 });
    await indexingSettings(world, { serviceDisabledFor: [] });
    await send(urls);
    const done = await follow.until((s) => s.state === 'idle' && s.queued === 0);
    expect(done).toMatchObject({ usedToday: 2, problem: null });
    follow.stop();
  },
);

it(
  'a whole batch refused with 429 puts its URLs back in the queue, which waits for the reset',
  { timeout: 60_000 },
  async () => {
    const urls = pages(2);
    await listed(urls);
    // Every attempt of the batch (the HTTP layer retries a 429 at once, as RetryInfo asks) is refused.
    await unwrapCall(test, 'sandbox:setFaults', {
      service: 'indexing',
      faults: { ...NO_FAULTS, errorRate: 1, errorStatus: 429, retryAfterSeconds: 0, remaining: 20 },
    });
    const follow = followQueue(test);
    await send(urls);
    const waiting = await follow.until((s) => s.state !== 'sending' && s.state !== 'idle');
    expect(waiting).toMatchObject({ state: 'waiting-quota', queued: 2, usedToday: 0, problem: null });
    expect((await listed([])).map((row) => row.queue?.state)).toEqual(['queued', 'queued']);
    follow.stop();
  },
);
