// Durability under kill -9: the sandbox CLI runs as a child process, takes a stream of creates with 16 in
// flight, and is killed with SIGKILL mid-stream. After a restart on the same folder, every entry that was
// answered with 201 must be there with the same index and ID, and the log's new checkpoint must be
// consistent with every checkpoint any client was shown before the kill.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseCheckpoint } from '../../../src-main/verification/tlog/checkpoint';
import { fromHex, toHex } from '../../../src-main/verification/tlog/encoding';
import { tempDir } from '../../support/temp-dir';
import { checkpointVerifies, verifyConsistency, verifyLogEntry, type LogEntryValue } from './proof-verifier';
import { keySigner, randomProposal, type LogEntryMap, type LogInfo } from './tlog-client';

const CREATES = 1000;
const IN_FLIGHT = 16;
const KILL_AFTER_ACKS = 400;

let dir: Awaited<ReturnType<typeof tempDir>>;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dir = await tempDir('sandbox-kill');
});
afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await dir.remove();
});

async function startCli(): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/sandbox/cli.ts', '--port', '0', '--data', `${dir.path}/data`],
    {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  for await (const line of createInterface({ input: child.stdout! })) {
    if (line.startsWith('Verity sandbox listening on ')) return { child, baseUrl: line.split(' ').at(-1)! };
  }
  throw new Error(`the sandbox did not start: ${stderr}`);
}

function send(
  agent: Agent,
  url: string,
  method: string,
  body?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const headers = { 'content-type': 'application/json' };
    const req = request(url, { method, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('kill -9 during a stream of creates', () => {
  it(
    'loses no acknowledged entry, and the next checkpoint is consistent with every earlier one',
    { timeout: 120_000 },
    async () => {
      const signers = [keySigner(), keySigner(), keySigner(), keySigner()];
      const proposals = Array.from({ length: CREATES }, (_, i) =>
        JSON.stringify(randomProposal(signers[i % signers.length]!)),
      );
      const first = await startCli();
      const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT + 1 });
      const acked: Array<{ entryId: string; logIndex: number }> = [];
      const checkpoints = new Set<string>();
      let next = 0;
      let killed = false;

      const kill = () => {
        if (killed) return;
        killed = true;
        first.child.kill('SIGKILL');
      };
      const stream = Array.from({ length: IN_FLIGHT }, async () => {
        while (next < proposals.length && !killed) {
          const body = proposals[next++]!;
          let response: { status: number; text: string };
          try {
            response = await send(agent, `${first.baseUrl}/api/v1/log/entries`, 'POST', body);
          } catch {
            return; // the process is gone: this create was never acknowledged
          }
          if (killed) return;
          expect(response.status).toBe(201);
          const map = JSON.parse(response.text) as LogEntryMap;
          const [entryId, entry] = Object.entries(map)[0]! as [string, LogEntryValue];
          acked.push({ entryId, logIndex: entry.logIndex });
          checkpoints.add(entry.verification.inclusionProof.checkpoint);
          if (acked.length >= KILL_AFTER_ACKS) kill();
        }
      });
      const poll = (async () => {
        while (!killed) {
          try {
            const info = JSON.parse(
              (await send(agent, `${first.baseUrl}/api/v1/log`, 'GET')).text,
            ) as LogInfo;
            if (!killed) checkpoints.add(info.signedTreeHead);
          } catch {
            return;
          }
        }
      })();
      await Promise.all([...stream, poll]);
      await once(first.child, 'exit').catch(() => undefined);
      agent.destroy();
      expect(first.child.signalCode).toBe('SIGKILL');
      expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(acked.length).toBeLessThan(CREATES);

      const second = await startCli();
      const base = second.baseUrl;
      const pem = await (await fetch(`${base}/api/v1/log/publicKey`)).text();
      for (const { entryId, logIndex } of acked) {
        const byId = await fetch(`${base}/api/v1/log/entries/${entryId}`);
        expect(byId.status, entryId).toBe(200);
        const { entry } = verifyLogEntry((await byId.json()) as LogEntryMap, pem);
        expect(entry.logIndex).toBe(logIndex);
        const byIndex = (await (
          await fetch(`${base}/api/v1/log/entries?logIndex=${logIndex}`)
        ).json()) as LogEntryMap;
        expect(Object.keys(byIndex)).toEqual([entryId]);
      }

      const now = (await (await fetch(`${base}/api/v1/log`)).json()) as LogInfo;
      const activeOrigin = `verity-sandbox - ${now.treeID}`;
      let checked = 0;
      for (const note of checkpoints) {
        expect(checkpointVerifies(note, pem)).toBe(true);
        const held = parseCheckpoint(note);
        expect(held.origin).toBe(activeOrigin);
        const size = Number(held.size);
        expect(size).toBeLessThanOrEqual(now.treeSize);
        const proof = (await (
          await fetch(`${base}/api/v1/log/proof?firstSize=${size}&lastSize=${now.treeSize}`)
        ).json()) as {
          hashes: string[];
          rootHash: string;
        };
        expect(proof.rootHash).toBe(now.rootHash);
        verifyConsistency(
          size,
          now.treeSize,
          held.rootHash,
          fromHex(now.rootHash),
          proof.hashes.map(fromHex),
        );
        checked += 1;
      }
      expect(checked).toBeGreaterThan(10);
      expect(toHex(parseCheckpoint(now.signedTreeHead).rootHash)).toBe(now.rootHash);

      second.child.kill('SIGTERM');
      expect(((await once(second.child, 'exit')) as [number | null])[0]).toBe(0);
    },
  );
});
