// Small durable-file helpers: the sandbox keeps keys and state on disk, and a crash (kill -9, power loss)
// must leave either the old file or the new one, never half of each.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Owner-only file mode for keys and the API key; directories get the same, plus search. */
export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIR_MODE = 0o700;

/** Creates `dir` (and parents) readable only by the owner, if missing. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

/** The file's text, or undefined when it does not exist. */
export async function readTextIfExists(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/**
 * Replaces `path` atomically: write a temp file in the same directory, fsync it, rename it over the
 * target, fsync the directory so the rename itself survives a crash.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  mode = PRIVATE_FILE_MODE,
): Promise<void> {
  const temp = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
  const handle = await open(temp, 'wx', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temp, path);
  await fsyncDirectory(dirname(path));
}

/** Makes a directory's entries (new or renamed files) durable. Windows cannot open directories: skip there. */
export async function fsyncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
