// The crash test: a process running a core sends 500 URLs in batches and is killed with SIGKILL while its third
// batch is in flight (written down as pending, its answer not recorded). A new core on the same data folder
// looks the pending notifications up in the service's metadata before sending anything else, and finishes the
// queue: the sandbox has published each URL exactly once, and every URL is sent.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { NO_FAULTS } from '../../../src-shared/contract/schemas/sandbox';
import type { QueueStatus } from '../../../src-shared/contract/schemas/urls';
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

const COUNT = 500;
let world: QueueWorld;

beforeEach(async () => {
  world = await startQueueWorld('url-queue-crash');
  // Room for all of them today, so only a repeat could make the count differ.
  await indexingSettings(world, { publishRequestsPerDay: 10_000 });
});
afterEach(() => world.close());

it(
  'after a kill -9 mid-batch, a restarted core sends no URL twice and forgets none',
  { timeout: 120_000 },
  async () => {
    const dataDir = `${world.dir}/console`;
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'tests/integration/core/url-queue-crash-child.ts',
        dataDir,
        world.sandbox.baseUrl,
        world.sandbox.apiKey,
        `${world.dir}/sandbox/service-account.json`,
        '1000',
        String(COUNT),
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    let last: Pick<QueueStatus, 'state' | 'usedToday'> | null = null;
    for await (const line of createInterface({ input: child.stdout })) {
      last = JSON.parse(line) as Pick<QueueStatus, 'state' | 'usedToday'>;
      // The third batch is written down (its rows count as used) and on its way.
      if (last.usedToday >= 300) {
        child.kill('SIGKILL');
        break;
      }
    }
    await exited;
    expect(last?.usedToday, `the child did not get to its third batch: ${stderr}`).toBe(300);

    const db = new Database(`${dataDir}/verity.db`, { readonly: true });
    const outcomes = db
      .prepare<[], { outcome: string; n: number }>(
        'SELECT outcome, count(*) AS n FROM url_sends GROUP BY outcome ORDER BY outcome',
      )
      .all();
    db.close();
    expect(outcomes).toEqual([
      { outcome: 'ok', n: 200 },
      { outcome: 'pending', n: 100 },
    ]);

    const test = await startQueueCore(world, dataDir, { importKey: false });
    try {
      const follow = followQueue(test);
      // The sandbox answers at full speed again (its faults reset would also put its quota back to 200).
      await unwrapCall(test, 'sandbox:setFaults', { service: 'indexing', faults: NO_FAULTS });
      const done = await follow.until((s) => (s.state === 'idle' && s.queued === 0) || s.state === 'stopped');
      expect(done).toMatchObject({ state: 'idle', problem: null });
      follow.stop();

      // Each URL was published once: the sandbox's count of the day is the number of URLs.
      expect((await indexingSettings(world)).publishedToday).toBe(COUNT);
      const { total, rows } = await unwrapCall<{ total: number; rows: Array<{ queue: { state: string } }> }>(
        test,
        'urls:list',
        { profileId: PROFILE, offset: 0, limit: 1000 },
      );
      expect(total).toBe(COUNT);
      expect(rows.every((row) => row.queue.state === 'sent')).toBe(true);
      // The journal has every notification ok, the pending ones completed by what the metadata said.
      const journal = await unwrapCall<{ total: number }>(test, 'journal:list', {
        service: 'indexing',
        kind: 'notify-url',
        outcome: 'ok',
        page: 0,
        pageSize: 1,
      });
      expect(journal.total).toBe(COUNT);
      const exported = await unwrapCall<{ text: string }>(test, 'urls:export', {
        profileId: PROFILE,
        format: 'json',
      });
      const records = JSON.parse(exported.text) as Array<{ url: string; outcome: string }>;
      expect(new Set(records.filter((r) => r.outcome === 'ok').map((r) => r.url)).size).toBe(COUNT);
    } finally {
      await test.close();
    }
  },
);

it(
  'a batch the service published but whose answer was lost is found in its metadata at the next start, and not sent again',
  { timeout: 60_000 },
  async () => {
    const dataDir = `${world.dir}/console`;
    const first = await startQueueCore(world, dataDir);
    await unwrapCall(first, 'urls:add', { profileId: PROFILE, urls: pages(250) });
    await unwrapCall(first, 'urls:setSettings', {
      cooldownDays: 14,
      dailyQuota: 10_000,
      metadataPerMinute: 180,
    });
    // The first batch's answer is cut short after the service has acted on it.
    await unwrapCall(first, 'sandbox:setFaults', {
      service: 'indexing',
      faults: { ...NO_FAULTS, truncateRate: 1, remaining: 1 },
    });
    const follow = followQueue(first);
    await unwrapCall(first, 'urls:notify', {
      profileId: PROFILE,
      target: { all: true },
      type: 'URL_UPDATED',
      sendAnyway: true,
    });
    const stopped = await follow.until((s) => s.state === 'stopped');
    follow.stop();
    expect(stopped).toMatchObject({ usedToday: 100, queued: 250 });
    expect((await indexingSettings(world)).publishedToday).toBe(100);
    await first.close();

    const second = await startQueueCore(world, dataDir, { importKey: false });
    try {
      const done = await followQueue(second).until(
        (s) => (s.state === 'idle' && s.queued === 0) || s.state === 'stopped',
      );
      expect(done).toMatchObject({ state: 'idle', usedToday: 250, problem: null });
      expect((await indexingSettings(world)).publishedToday).toBe(250);
      const exported = await unwrapCall<{ text: string }>(second, 'urls:export', {
        profileId: PROFILE,
        format: 'json',
      });
      const records = JSON.parse(exported.text) as Array<{ url: string; outcome: string }>;
      expect(records).toHaveLength(250);
      expect(records.every((record) => record.outcome === 'ok')).toBe(true);
      // The first batch's journal operations were completed by what the metadata said.
      const page = (n: number) =>
        unwrapCall<{ operations: Array<{ response: Record<string, unknown> | null }> }>(
          second,
          'journal:list',
          {
            service: 'indexing',
            kind: 'notify-url',
            outcome: 'ok',
            page: n,
            pageSize: 200,
          },
        );
      const operations = [...(await page(0)).operations, ...(await page(1)).operations];
      expect(operations).toHaveLength(250);
      expect(operations.filter((op) => op.response?.checked === true)).toHaveLength(100);
    } finally {
      await second.close();
    }
  },
);
