import { open, rename, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes a file so that a crash leaves either the old or the new contents,
 * never a mix: temp file, fsync, rename over, fsync the folder.
 */
export async function writeFileAtomic(path: string, data: Uint8Array | string, mode = 0o600): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  const handle = await open(temp, 'w', mode);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, path);
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync();
  } catch {
    // Some filesystems refuse fsync on a directory; the rename is still atomic.
  } finally {
    await folder.close();
  }
}
