// Child process for url-queue-crash.test.ts: a core on the data folder argv[2], wired to the sandbox at argv[3]
// (key argv[4]) as the service account whose key file is argv[5], slows the sandbox's URL notification service
// down (argv[6] ms a request) so that a batch is in flight when the parent kills it, lists argv[7] URLs, sends
// them all, and prints each queue status as a line of JSON.
import { readFile } from 'node:fs/promises';
import { NO_FAULTS } from '../../../src-shared/contract/schemas/sandbox';
import type { QueueStatus } from '../../../src-shared/contract/schemas/urls';
import { TEST_CTX } from '../../support/test-core';
import { unwrapCall } from './transfer-harness';
import { pages, PROFILE, startQueueCore } from './url-queue-harness';

const [dataDir, baseUrl, apiKey, keyPath, latencyMs, count] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
  string,
];
const test = await startQueueCore(
  { sandbox: { baseUrl, apiKey }, keyFile: await readFile(keyPath, 'utf8') },
  dataDir,
);
const urls = pages(Number(count));
await unwrapCall(test, 'urls:add', { profileId: PROFILE, urls });
// The project's raised quota (the parent raised the sandbox's), so the whole list goes today.
await unwrapCall(test, 'urls:setSettings', { cooldownDays: 14, dailyQuota: 10_000, metadataPerMinute: 180 });
await unwrapCall(test, 'sandbox:setFaults', {
  service: 'indexing',
  faults: { ...NO_FAULTS, latencyMs: Number(latencyMs) },
});
test.core.router.stream(
  'urls:events',
  { profileId: PROFILE },
  {
    event: (event) => {
      const { status } = event as { status: QueueStatus };
      process.stdout.write(`${JSON.stringify({ state: status.state, usedToday: status.usedToday })}\n`);
    },
  },
  TEST_CTX,
);
await unwrapCall(test, 'urls:notify', {
  profileId: PROFILE,
  target: { all: true },
  type: 'URL_UPDATED',
  sendAnyway: true,
});
