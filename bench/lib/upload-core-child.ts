/**
 * A core in a process of its own for the upload benchmark, so its memory and reads can be measured from
 * outside and it can be killed with SIGKILL mid-upload: `node --import tsx bench/lib/upload-core-child.ts
 * DATA_DIR BASE_URL API_KEY FILE`. It prints one JSON line when the core is up ({ready}), waits for "go" on
 * stdin, queues an upload of FILE unless the queue already holds one (after a restart the engine resumes it by
 * itself), then prints the transfer as its events come ({transfer}) until it is done or failed, and stays up
 * until stdin closes so that its /proc figures can be read.
 */
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createCore } from '../../src-main/core/create-core';
import { memoryBackend } from '../../src-main/services/vault/secret-backend';
import type { Transfer } from '../../src-shared/contract/schemas/transfers';

const [dataDir, baseUrl, apiKey, file] = process.argv.slice(2);
if (!dataDir || !baseUrl || !apiKey || !file) {
  console.error('usage: upload-core-child.ts DATA_DIR BASE_URL API_KEY FILE');
  process.exit(2);
}
const ctx = { shell: 'headless' as const, senderId: 'bench' };
const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

const core = await createCore({
  shell: 'headless',
  version: 'bench',
  dataDir,
  secretBackend: memoryBackend(),
  sandbox: { baseUrl, apiKey },
  allowPathUploads: true,
});
say({ ready: true });

const lines = createInterface({ input: process.stdin });
const iterator = lines[Symbol.asyncIterator]();
await iterator.next();

core.router.stream(
  'transfers:events',
  {},
  {
    event: (event) => {
      const { transfer } = event as { transfer: Transfer };
      say({ transfer });
    },
  },
  ctx,
);
const listed = await core.router.invoke('transfers:list', {}, ctx);
if (!listed.ok) throw new Error(listed.error.message);
if ((listed.value as { transfers: Transfer[] }).transfers.length === 0) {
  const { size } = await stat(file);
  const queued = await core.router.invoke(
    'transfers:upload',
    { service: 'genai', source: { kind: 'path', path: file }, size, mimeType: 'application/octet-stream' },
    ctx,
  );
  if (!queued.ok) throw new Error(queued.error.message);
}
// Stays up until the parent has read what it measures and closes stdin.
for await (const line of { [Symbol.asyncIterator]: () => iterator }) void line;
await core.close();
