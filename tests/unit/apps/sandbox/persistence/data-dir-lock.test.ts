import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../../../../apps/sandbox/persistence/data-dir-lock';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dir = await tempDir('data-dir-lock');
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await dir.remove();
});

/** A live process that is not a sandbox: what a reused PID points at. */
async function bystander(): Promise<number> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  await once(child, 'spawn');
  return child.pid!;
}

const startTimeOf = (pid: number) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[19]!;
const stateOf = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[0]!;

describe.runIf(process.platform === 'linux')('the data-folder lock', () => {
  it('is taken over when its PID now belongs to another process (PID reuse)', async () => {
    const pid = await bystander();
    await writeFile(`${dir.path}/sandbox.lock`, `${pid} ${Number(startTimeOf(pid)) - 1}\n`);
    const lock = await lockDataDir(dir.path);
    expect(readFileSync(`${dir.path}/sandbox.lock`, 'utf8')).toBe(
      `${process.pid} ${startTimeOf(process.pid)}\n`,
    );
    await lock.release();
  });

  it('is refused while the process it names runs with the same start time', async () => {
    const pid = await bystander();
    await writeFile(`${dir.path}/sandbox.lock`, `${pid} ${startTimeOf(pid)}\n`);
    await expect(lockDataDir(dir.path)).rejects.toThrow(
      new RegExp(`is in use by another sandbox \\(process ${pid}\\)`),
    );
  });

  it('is taken over from a holder killed with SIGKILL that its parent has not reaped yet', async () => {
    // A shell starts the holder, prints its PID, then becomes `sleep`, which never reaps it.
    const parent = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 30'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    children.push(parent);
    const lines = createInterface({ input: parent.stdout })[Symbol.asyncIterator]();
    const pid = Number((await lines.next()).value);
    // Written as a lock without a start time reads (one from an older sandbox): the PID alone.
    await writeFile(`${dir.path}/sandbox.lock`, `${pid}\n`);
    process.kill(pid, 'SIGKILL');
    while (stateOf(pid) !== 'Z') await new Promise((resolve) => setTimeout(resolve, 5));
    const lock = await lockDataDir(dir.path);
    await lock.release();
  });

  it('is taken over from a process that no longer exists, and from an unreadable lock file', async () => {
    for (const text of ['2147483646 1\n', '2147483646\n', '', 'not a pid\n']) {
      await writeFile(`${dir.path}/sandbox.lock`, text);
      await (await lockDataDir(dir.path)).release();
    }
  });
});
