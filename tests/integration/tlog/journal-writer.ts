// Child process for journal-kill.test.ts: a core on the data folder argv[2], its Sandbox profile at the
// sandbox argv[3] (API key argv[4]), starts creating a log entry and prints "pending <operation id>" once
// the journal holds the operation as pending; it is then killed with SIGKILL while the request is in flight.
import { createCore } from '../../../src-main/core/create-core';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import type { OutputOf } from '../../../src-shared/contract/contract';
import type { Result } from '../../../src-shared/contract/result';

const [dataDir, baseUrl, apiKey] = process.argv.slice(2) as [string, string, string];
const core = await createCore({
  shell: 'headless',
  version: 'test',
  dataDir,
  secretBackend: memoryBackend(),
  sandbox: { baseUrl, apiKey },
});
const ctx = { shell: 'headless' as const, senderId: 'journal-writer' };
async function value<T>(channel: string, input: unknown): Promise<T> {
  const result = (await core.router.invoke(channel, input, ctx)) as Result<T>;
  if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
  return result.value;
}

const key = await value<{ id: string }>('keys:generate', { name: 'killed', algorithm: 'ecdsa-p256' });
void core.router.invoke('log:createHashedRekord', { keyId: key.id, artifactSha256: 'ab'.repeat(32) }, ctx);
for (;;) {
  const listed = await value<OutputOf<'journal:list'>>('journal:list', { outcome: 'pending' });
  if (listed.total > 0) {
    process.stdout.write(`pending ${listed.operations[0]!.id}\n`);
    break;
  }
}
