/**
 * A 1 GiB upload to the sandbox's Files API through the transfer engine, a core in a process of its own
 * (path source), against curl sending the same file to the same sandbox with the same resumable protocol, in
 * the same run: throughput, the core's resident memory while it uploads, and the bytes it reads against the file's
 * size (the SHA-256 is computed on the read that sends, so there is no second pass). Then the same upload killed
 * with SIGKILL at half way and a new core on the same data folder: what the sandbox read in all, against an
 * upload nobody interrupted, is what was sent twice.
 */
import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { join } from 'node:path';
import { tempDir } from '../tests/support/temp-dir';
import { startSandboxProcess, type SandboxProcess } from './lib/sandbox-process';
import { ratio } from './lib/stats';
import {
  curlUploads,
  deleteSandboxFiles,
  processIo,
  residentBytes,
  startUploadChild,
} from './lib/upload-processes';

const SIZE = 1024 ** 3;
const CHUNK = 8 * 1024 * 1024;
const MIB = 1024 * 1024;

async function writeRandomFile(path: string): Promise<void> {
  const handle = await open(path, 'w');
  try {
    for (let written = 0; written < SIZE; written += CHUNK) await handle.write(randomBytes(CHUNK));
  } finally {
    await handle.close();
  }
}

interface EngineRun {
  seconds: number;
  rssGrowth: number;
  coreRead: number;
  sandboxRead: number;
  sha256: string | null;
}

/** One upload by a fresh core: time from "go" to done, peak RSS over the start, and /proc read counts. */
async function engineUpload(root: string, dataDir: string, sandbox: SandboxProcess, file: string) {
  const upload = await startUploadChild(root, dataDir, sandbox, file);
  try {
    const rssAtStart = residentBytes(upload.pid);
    let rssPeak = rssAtStart;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, residentBytes(upload.pid))), 20);
    const coreBefore = processIo(upload.pid).rchar;
    const sandboxBefore = processIo(sandbox.child.pid!).rchar;
    const started = performance.now();
    upload.go();
    const done = await upload.until((t) => t.state === 'done' || t.state === 'failed');
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (done.state !== 'done') throw new Error(`the upload failed: ${done.reason}`);
    if (done.sha256 !== done.remoteSha256) throw new Error('the hashes differ');
    return {
      seconds,
      rssGrowth: rssPeak - rssAtStart,
      coreRead: processIo(upload.pid).rchar - coreBefore,
      sandboxRead: processIo(sandbox.child.pid!).rchar - sandboxBefore,
      sha256: done.sha256,
    } satisfies EngineRun;
  } finally {
    await upload.stop();
  }
}

/**
 * Kill -9 in the middle of a chunk once half is sent (`midChunkMs` after the progress event, which comes when a
 * chunk is acknowledged), then a new core on the same folder; what the sandbox read in all.
 */
async function killedUpload(
  root: string,
  dataDir: string,
  sandbox: SandboxProcess,
  file: string,
  midChunkMs: number,
) {
  const sandboxBefore = processIo(sandbox.child.pid!).rchar;
  const first = await startUploadChild(root, dataDir, sandbox, file);
  first.go();
  const half = await first.until((t) => t.bytesDone >= SIZE / 2);
  await delay(midChunkMs);
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  const second = await startUploadChild(root, dataDir, sandbox, file);
  try {
    const secondBefore = processIo(second.pid).rchar;
    second.go();
    const done = await second.until((t) => t.state === 'done' || t.state === 'failed');
    if (done.state !== 'done') throw new Error(`the resumed upload failed: ${done.reason}`);
    return {
      killedAt: half.bytesDone,
      sandboxRead: processIo(sandbox.child.pid!).rchar - sandboxBefore,
      resumedCoreRead: processIo(second.pid).rchar - secondBefore,
      sha256: done.sha256,
      remoteSha256: done.remoteSha256,
      reason: done.reason,
    };
  } finally {
    await second.stop();
  }
}

const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;
const rate = (seconds: number) => `${(SIZE / MIB / seconds).toFixed(1)} MiB/s`;

export async function benchUpload(root: string): Promise<{ markdown: string }> {
  const dir = await tempDir('bench-upload');
  const sandbox = await startSandboxProcess(root, join(dir.path, 'sandbox'), ['--no-seed']);
  try {
    const file = join(dir.path, 'upload.bin');
    await writeRandomFile(file);
    const curl = await curlUploads(sandbox, file, SIZE, CHUNK);
    const engine = await engineUpload(root, join(dir.path, 'core-1'), sandbox, file);
    await deleteSandboxFiles(sandbox);
    // Kill points within the next chunk: just after a chunk's answer, and a quarter and half of a chunk's time on.
    const chunkMs = (engine.seconds * 1000 * CHUNK) / SIZE;
    const kills = [];
    for (const [index, share] of [0, 0.25, 0.5].entries()) {
      const core = join(dir.path, `core-killed-${index}`);
      kills.push({ share, ...(await killedUpload(root, core, sandbox, file, chunkMs * share)) });
      await deleteSandboxFiles(sandbox);
    }
    const throughput = [
      '| 1 GiB to the sandbox | transfer engine | anchor: curl, 8 MiB chunks | curl, one request |',
      '| --- | --- | --- | --- |',
      `| time (engine: the upload call to its done event; curl: start to the finalize's answer) | ${engine.seconds.toFixed(2)} s | ${curl.chunked.toFixed(2)} s | ${curl.whole.toFixed(2)} s |`,
      `| throughput | ${rate(engine.seconds)} | ${rate(curl.chunked)} | ${rate(curl.whole)} |`,
      `| engine's throughput / this one's | — | ${ratio(curl.chunked, engine.seconds)} | ${ratio(curl.whole, engine.seconds)} |`,
    ].join('\n');
    const core = [
      '| the core while it uploads | |',
      '| --- | --- |',
      `| resident memory growth (peak over the start) | ${(engine.rssGrowth / 1e6).toFixed(1)} MB (goal < 150 MB) |`,
      `| bytes read (every read system call) / file size | ${mib(engine.coreRead)} / ${mib(SIZE)} = ${ratio(engine.coreRead, SIZE)} |`,
      `| bytes the sandbox read (the bodies, and its own hash of the stored file) | ${mib(engine.sandboxRead)} |`,
    ].join('\n');
    const crash = [
      "| kill -9 after half was sent, then a new core on the same data folder | bytes sent twice (what the sandbox read in all, minus the uninterrupted upload's) | bytes the resumed core read | completed with the right hash |",
      '| --- | --- | --- | --- |',
      ...kills.map((kill) => {
        const resent = kill.sandboxRead - engine.sandboxRead;
        const hashOk =
          kill.sha256 !== null && kill.sha256 === kill.remoteSha256 && kill.sha256 === engine.sha256;
        return (
          `| ${(chunkMs * kill.share).toFixed(0)} ms after the progress event at ${mib(kill.killedAt)} ` +
          `| ${resent} B = ${mib(resent)} | ${mib(kill.resumedCoreRead)} | ${hashOk ? 'yes' : 'NO'}${kill.reason ? ` (${kill.reason})` : ''} |`
        );
      }),
    ].join('\n');
    const mostResent = Math.max(...kills.map((kill) => kill.sandboxRead - engine.sandboxRead));
    return {
      markdown:
        `${throughput}\n\nThe engine reaches **${ratio(curl.chunked, engine.seconds)}** of curl's throughput with the ` +
        `same chunks (goal ≥ 0.80×).\n\n${core}\n\n${crash}\n\nAt most ${mib(mostResent)} was sent twice ` +
        `(goal ≤ one chunk, ${mib(CHUNK)}).`,
    };
  } finally {
    await sandbox.stop();
    await dir.remove();
  }
}
