// Helpers for the transfer engine's integration tests: a core that may read files by path wired to a real
// sandbox, files of random bytes, a page sending a file piece by piece, and waiting on `transfers.events` for a
// transfer to reach a state.
import { createHash, randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MAX_CHUNK_BYTES, type Transfer } from '../../../src-shared/contract/schemas/transfers';
import { TEST_CTX, type TestCore } from '../../support/test-core';

export const CHUNK = 8 * 1024 * 1024;

/** Writes `size` random bytes to `dir/name`; its path and lowercase hex SHA-256. */
export async function randomFile(dir: string, name: string, size: number) {
  const bytes = randomBytes(size);
  const path = join(dir, name);
  await writeFile(path, bytes);
  return { path, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Follows `transfers.events` from now on; `until` waits for an event of `id` that `done` accepts. */
export function followTransfers(test: TestCore) {
  const events: Transfer[] = [];
  const waiters = new Set<() => void>();
  const stream = test.core.router.stream(
    'transfers:events',
    {},
    {
      event: (event) => {
        events.push((event as { transfer: Transfer }).transfer);
        for (const wake of waiters) wake();
      },
    },
    TEST_CTX,
  );
  return {
    events,
    /** How many events came so far: `until(…, mark())` waits for a later one only. */
    mark: () => events.length,
    until(id: string, done: (t: Transfer) => boolean, since = 0): Promise<Transfer> {
      return new Promise((resolve) => {
        const check = () => {
          const hit = events.slice(since).find((t) => t.id === id && done(t));
          if (!hit) return;
          waiters.delete(check);
          resolve(hit);
        };
        waiters.add(check);
        check();
      });
    },
    stop: () => stream.cancel(),
  };
}

export async function unwrapCall<T>(test: TestCore, channel: string, input: unknown = {}): Promise<T> {
  const result = await test.call<T>(channel, input);
  if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
  return result.value;
}

type ChunkAnswer = { next: number; state: Transfer['state'] };

/** Sends `bytes` from `from` as a page does, piece by piece, until main says stop or the end is reached. */
export async function sendFrom(
  test: TestCore,
  id: string,
  bytes: Buffer,
  from: number,
  until = bytes.length,
) {
  const answers: ChunkAnswer[] = [];
  let offset = from;
  while (offset < until) {
    const piece = bytes.subarray(offset, Math.min(offset + MAX_CHUNK_BYTES, until));
    const answer = await unwrapCall<ChunkAnswer>(test, 'transfers:sendChunk', {
      id,
      offset,
      data: piece.toString('base64'),
    });
    answers.push(answer);
    if (answer.state !== 'queued' && answer.state !== 'running') break;
    offset = answer.next;
  }
  return answers;
}
