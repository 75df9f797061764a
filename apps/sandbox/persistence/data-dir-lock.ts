// One sandbox per data directory: two processes appending to the same entry log would interleave
// records. The lock file names its holder by PID and, on Linux, by the process's start time, so a lock
// left by a killed holder is taken over even when its PID now belongs to another process, or the holder
// is a zombie its parent has not reaped yet.
import { readFileSync } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_FILE_MODE, readTextIfExists } from './durable-files';

export interface DataDirLock {
  release(): Promise<void>;
}

export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const path = join(dir, 'sandbox.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx', PRIVATE_FILE_MODE);
      await handle.writeFile(`${process.pid} ${processStat(process.pid)?.startTime ?? ''}\n`);
      await handle.close();
      return { release: () => rm(path, { force: true }) };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const [pid, startTime] = ((await readTextIfExists(path)) ?? '').trim().split(' ');
      if (holderRuns(Number(pid), startTime || undefined)) {
        throw new Error(
          `${dir} is in use by another sandbox (process ${pid}); stop it or choose another data folder`,
          { cause: error },
        );
      }
      await rm(path, { force: true }); // left behind by a process that no longer runs
    }
  }
  throw new Error(`could not lock ${dir}: another process keeps creating ${join(dir, 'sandbox.lock')}`);
}

/** Whether the process that wrote the lock still runs: same PID, not a zombie, and (Linux) same start time. */
function holderRuns(pid: number, startTime: string | undefined): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  const stat = processStat(pid);
  if (stat === undefined) return pidExists(pid);
  return stat !== null && stat.state !== 'Z' && (startTime === undefined || stat.startTime === startTime);
}

/**
 * Linux: fields 3 (state) and 22 (start time, clock ticks since boot) of /proc/<pid>/stat; null when
 * there is no such process; undefined where /proc cannot tell (other systems, a hidden /proc).
 */
function processStat(pid: number): { state: string; startTime: string } | null | undefined {
  if (process.platform !== 'linux') return undefined;
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'ENOENT' ? null : undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: count fields after the last ")".
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
}

function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
