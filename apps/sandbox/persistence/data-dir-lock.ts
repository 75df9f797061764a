// One sandbox per data directory: two processes appending to the same entry log would interleave
// records. The lock file holds the owner's PID so a lock left by a killed process can be taken over.
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
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return { release: () => rm(path, { force: true }) };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const owner = Number((await readTextIfExists(path))?.trim());
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new Error(
          `${dir} is in use by another sandbox (process ${owner}); stop it or choose another data folder`,
          {
            cause: error,
          },
        );
      }
      await rm(path, { force: true }); // left behind by a process that no longer runs
    }
  }
  throw new Error(`could not lock ${dir}: another process keeps creating ${path}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}
