import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Transfer } from '../../src-shared/contract/schemas/transfers';
import type { SandboxProcess } from './sandbox-process';

/** Bytes a process has read and written through system calls so far (Linux /proc/<pid>/io). */
export function processIo(pid: number): { rchar: number; wchar: number } {
  const text = readFileSync(`/proc/${pid}/io`, 'utf8');
  const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(text)?.[1]);
  return { rchar: field('rchar'), wchar: field('wchar') };
}

/** Resident memory of a process now, in bytes (Linux /proc/<pid>/status). */
export function residentBytes(pid: number): number {
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kib) * 1024;
}

export interface UploadChild {
  child: ChildProcess;
  pid: number;
  /** Queues the upload (or lets the resumed one run) and resolves at once. */
  go(): void;
  /** The next transfer event that satisfies `test`. */
  until(test: (transfer: Transfer) => boolean): Promise<Transfer>;
  /** Closes stdin, so the core closes and the process ends. */
  stop(): Promise<void>;
}

/** upload-core-child.ts in a process of its own, once its core is up. */
export async function startUploadChild(
  root: string,
  dataDir: string,
  sandbox: Pick<SandboxProcess, 'baseUrl' | 'apiKey'>,
  file: string,
): Promise<UploadChild> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'bench/lib/upload-core-child.ts', dataDir, sandbox.baseUrl, sandbox.apiKey, file],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const waiting: Array<{ test: (t: Transfer) => boolean; resolve: (t: Transfer) => void }> = [];
  let ready: () => void = () => undefined;
  const up = new Promise<void>((resolve) => (ready = resolve));
  const exited = once(child, 'exit');
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const message = JSON.parse(line) as { ready?: true; transfer?: Transfer };
    if (message.ready) ready();
    const transfer = message.transfer;
    if (!transfer) return;
    for (const entry of [...waiting]) {
      if (!entry.test(transfer)) continue;
      waiting.splice(waiting.indexOf(entry), 1);
      entry.resolve(transfer);
    }
  });
  await Promise.race([up, exited.then(() => Promise.reject(new Error('the upload core exited at start')))]);
  return {
    child,
    pid: child.pid!,
    go: () => child.stdin!.write('go\n'),
    until: (test) =>
      Promise.race([
        new Promise<Transfer>((resolve) => waiting.push({ test, resolve })),
        exited.then(() => Promise.reject(new Error('the upload core exited before the transfer did that'))),
      ]),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.stdin!.end();
      await exited;
    },
  };
}

/** `start` of a resumable upload with curl; the shell variable `url` holds the upload URL after it. */
const CURL_START = `set -euo pipefail
url=$(curl -sS -D - -o /dev/null -X POST "$BASE/upload/v1beta/files" -H "x-goog-api-key: $KEY" \\
  -H 'x-goog-upload-protocol: resumable' -H 'x-goog-upload-command: start' \\
  -H "x-goog-upload-header-content-length: $SIZE" -H 'x-goog-upload-header-content-type: application/octet-stream' \\
  -H 'content-type: application/json' --data '{"file":{"display_name":"curl.bin"}}' \\
  | tr -d '\\r' | sed -n 's/^x-goog-upload-url: //Ip')
`;

/**
 * The chunks, one curl each, streamed from the files `split` made (`-T`: read as sent, with its Content-Length;
 * `Expect:` off so no request waits for a 100 Continue), `upload, finalize` with the last.
 */
const CURL_CHUNKS = `i=0; n=$(ls "$CHUNKS" | wc -l)
for part in "$CHUNKS"/*; do
  command=upload; if (( i == n - 1 )); then command='upload, finalize'; fi
  curl -sSf -o /dev/null -X POST -T "$part" "$url" -H 'Expect:' -H "x-goog-upload-command: $command" \\
    -H "x-goog-upload-offset: $(( i * CHUNK ))"
  i=$(( i + 1 ))
done`;

/** The whole file in one `upload, finalize` request: what the sandbox and the transport allow at best. */
const CURL_WHOLE = `curl -sSf -o /dev/null -X POST -T "$FILE" "$url" -H 'Expect:' -H 'x-goog-upload-command: upload, finalize' \\
  -H 'x-goog-upload-offset: 0'`;

async function runScript(script: string, env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = spawn('bash', ['-c', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the curl upload failed with exit code ${code}`);
  return (performance.now() - started) / 1000;
}

/**
 * The anchors: curl speaking the same resumable protocol to the same sandbox, `start` then the bytes, in the
 * engine's 8 MiB chunks (the file split beforehand, outside the time) and in one request. Seconds from `start`
 * to the finalize's answer.
 */
export async function curlUploads(sandbox: SandboxProcess, file: string, size: number, chunk: number) {
  const chunks = join(dirname(file), 'chunks');
  await mkdir(chunks);
  const split = spawn('split', ['-b', String(chunk), '-d', '-a', '4', file, join(chunks, 'part.')]);
  if ((await once(split, 'exit'))[0] !== 0) throw new Error('split failed');
  const env = { BASE: sandbox.baseUrl, KEY: sandbox.apiKey, SIZE: String(size), FILE: file, CHUNKS: chunks };
  try {
    const chunked = await runScript(CURL_START + CURL_CHUNKS, { ...env, CHUNK: String(chunk) });
    await deleteSandboxFiles(sandbox);
    const whole = await runScript(CURL_START + CURL_WHOLE, env);
    await deleteSandboxFiles(sandbox);
    return { chunked, whole };
  } finally {
    await rm(chunks, { recursive: true, force: true });
  }
}

/** Deletes every file of the sandbox's key, so that its data folder holds one upload at a time. */
export async function deleteSandboxFiles(sandbox: SandboxProcess): Promise<void> {
  const headers = { 'x-goog-api-key': sandbox.apiKey };
  const listed = (await (
    await fetch(`${sandbox.baseUrl}/v1beta/files?pageSize=100`, { headers })
  ).json()) as {
    files?: Array<{ name: string }>;
  };
  for (const { name } of listed.files ?? []) {
    await fetch(`${sandbox.baseUrl}/v1beta/${name}`, { method: 'DELETE', headers });
  }
}
