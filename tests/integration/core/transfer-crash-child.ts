// Child process for transfers-crash.test.ts: a core on the data folder argv[2], wired to the sandbox at argv[3]
// (key argv[4]), slows the sandbox's generation service down (argv[5] ms a request) so that the upload of the file
// argv[6] is still going when the parent kills it, queues that upload, and prints each event's bytes done.
import { stat } from 'node:fs/promises';
import { createCore } from '../../../src-main/core/create-core';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import { NO_FAULTS } from '../../../src-shared/contract/schemas/sandbox';
import type { Transfer } from '../../../src-shared/contract/schemas/transfers';

const [dataDir, baseUrl, apiKey, latencyMs, path] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const ctx = { shell: 'headless' as const, senderId: 'crash-child' };
const core = await createCore({
  shell: 'headless',
  version: 'test',
  dataDir,
  secretBackend: memoryBackend(),
  sandbox: { baseUrl, apiKey },
  allowPathUploads: true,
});
await core.router.invoke(
  'sandbox:setFaults',
  { service: 'genai', faults: { ...NO_FAULTS, latencyMs: Number(latencyMs) } },
  ctx,
);
core.router.stream(
  'transfers:events',
  {},
  {
    event: (event) => {
      const { transfer } = event as { transfer: Transfer };
      process.stdout.write(
        `${JSON.stringify({ id: transfer.id, bytesDone: transfer.bytesDone, state: transfer.state })}\n`,
      );
    },
  },
  ctx,
);
const { size } = await stat(path);
await core.router.invoke('transfers:upload', { service: 'genai', source: { kind: 'path', path }, size }, ctx);
