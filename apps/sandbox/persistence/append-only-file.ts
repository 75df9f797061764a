// An append-only file of newline-terminated records. A record counts as written only once it and its
// newline are on stable storage, so after a crash the file holds every acknowledged record plus, at most,
// one torn tail without a newline — which was never acknowledged and is cut off on the next open.
// Where the OS has O_DSYNC the file is opened with it: each write returns only once its data (and the
// size that reaches it) is durable, as fdatasync would make it, in one system call instead of write + fsync.
import { constants } from 'node:fs';
import { open, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fsyncDirectory, isNotFound, PRIVATE_FILE_MODE } from './durable-files';

export interface OpenedAppendOnlyFile {
  file: AppendOnlyFile;
  /** Every complete record, without its newline, in file order. */
  records: string[];
  /** Bytes of an unterminated tail that were cut off (0 after a clean shutdown). */
  discardedTailBytes: number;
}

export class AppendOnlyFile {
  /** Appends run one after another so records never interleave and each fsync covers its own write. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  private constructor(
    readonly path: string,
    private readonly handle: FileHandle,
    /** Length of the acknowledged content; a failed append is cut back to it. */
    private size: number,
    /** Whether writes are durable on return (O_DSYNC); otherwise each append ends with an fsync. */
    private readonly syncedWrites: boolean,
  ) {}

  /** Opens (creating it if needed) and reads every complete record. */
  static async open(path: string): Promise<OpenedAppendOnlyFile> {
    const created = !(await exists(path));
    const { O_APPEND, O_CREAT, O_DSYNC, O_RDWR } = constants;
    const syncedWrites = O_DSYNC !== undefined;
    const flags = syncedWrites ? O_RDWR | O_CREAT | O_APPEND | O_DSYNC : 'a+';
    const handle = await open(path, flags, PRIVATE_FILE_MODE);
    try {
      const content = await handle.readFile();
      const end = content.lastIndexOf(0x0a) + 1;
      if (end < content.length) {
        await handle.truncate(end);
        await handle.sync();
      }
      if (created) await fsyncDirectory(dirname(path));
      const text = content.subarray(0, end).toString('utf8');
      const records = text === '' ? [] : text.slice(0, -1).split('\n');
      return {
        file: new AppendOnlyFile(path, handle, end, syncedWrites),
        records,
        discardedTailBytes: content.length - end,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** Appends records (no newlines inside) and resolves once they are on stable storage. */
  append(records: readonly string[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error(`${this.path} is closed`));
    for (const record of records) {
      if (record.includes('\n')) throw new RangeError('a record must not contain a newline');
    }
    const data = Buffer.from(records.map((record) => `${record}\n`).join(''), 'utf8');
    const write = this.queue.then(async () => {
      try {
        await this.handle.appendFile(data);
        if (!this.syncedWrites) await this.handle.sync();
        this.size += data.length;
      } catch (error) {
        // Do not leave a partial record for the next append to run into.
        await this.handle.truncate(this.size).catch(() => undefined);
        throw error;
      }
    });
    // A failed append must not block the ones queued after it; the caller still sees the failure.
    this.queue = write.catch(() => undefined);
    return write;
  }

  /** Waits for queued appends, then closes the file. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue;
    await this.handle.close();
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (isNotFound(error)) return false;
    throw error;
  }
}
