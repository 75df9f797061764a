// The log's entries: one JSON line per entry in an append-only, fsync'd file, plus the leaf hash of
// every entry in memory so any tree size's root (and later any proof) is computed from hashes alone.
import { z } from 'zod';
import { toHex } from '../../../../src-shared/tlog/encoding';
import { hashLeaf, merkleTreeHash } from '../../../../src-shared/tlog/rfc6962';
import { AppendOnlyFile } from '../../persistence/append-only-file';
import { readTextIfExists, writeFileAtomic } from '../../persistence/durable-files';

export interface StoredEntry {
  logIndex: number;
  /** Unix seconds when the log integrated the entry. */
  integratedTime: number;
  /** The canonicalized entry body: the Merkle leaf. */
  body: Uint8Array;
  /** RFC 6962 leaf hash of `body`; hex of it is the entry UUID. */
  leafHash: Uint8Array;
}

export interface NewEntry {
  body: Uint8Array;
  integratedTime: number;
}

const EntryRecord = z.strictObject({
  logIndex: z.number().int().min(0),
  integratedTime: z.number().int().min(0),
  leafHash: z.string().regex(/^[0-9a-f]{64}$/),
  body: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
});

function toRecord(entry: StoredEntry): string {
  const { logIndex, integratedTime } = entry;
  const record = {
    logIndex,
    integratedTime,
    leafHash: toHex(entry.leafHash),
    body: Buffer.from(entry.body).toString('base64'),
  };
  return JSON.stringify(record);
}

/** Parses and checks one stored line: its index must be its position and its leaf hash must match its body. */
function fromRecord(line: string, expectedIndex: number, path: string): StoredEntry {
  const where = `${path} line ${expectedIndex + 1}`;
  let record: z.infer<typeof EntryRecord>;
  try {
    record = EntryRecord.parse(JSON.parse(line));
  } catch (error) {
    throw new Error(`${where} is not a valid entry record: ${(error as Error).message}`, { cause: error });
  }
  if (record.logIndex !== expectedIndex)
    throw new Error(`${where} has logIndex ${record.logIndex}, expected ${expectedIndex}`);
  const body = new Uint8Array(Buffer.from(record.body, 'base64'));
  const leafHash = hashLeaf(body);
  if (toHex(leafHash) !== record.leafHash)
    throw new Error(`${where}: leafHash does not match the body (file damaged?)`);
  return { logIndex: record.logIndex, integratedTime: record.integratedTime, body, leafHash };
}

function parseRecords(lines: readonly string[], path: string): StoredEntry[] {
  return lines.map((line, i) => fromRecord(line, i, path));
}

export interface OpenEntryLogOptions {
  /** Entries to write, atomically, when the file does not exist yet (first start). */
  seed?: () => NewEntry[];
  log?: (line: string) => void;
}

export class EntryLog {
  private readonly entries: StoredEntry[];
  private readonly leafHashes: Uint8Array[];
  private rootCache: { size: number; root: Uint8Array } | undefined;
  private appendQueue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly file: AppendOnlyFile,
    entries: StoredEntry[],
  ) {
    this.entries = entries;
    this.leafHashes = entries.map((entry) => entry.leafHash);
  }

  static async open(path: string, options: OpenEntryLogOptions = {}): Promise<EntryLog> {
    if (options.seed && (await readTextIfExists(path)) === undefined) {
      const seeded = options
        .seed()
        .map((entry, logIndex) => ({ ...entry, logIndex, leafHash: hashLeaf(entry.body) }));
      await writeFileAtomic(path, seeded.map((entry) => `${toRecord(entry)}\n`).join(''));
      options.log?.(`tlog: seeded ${seeded.length} entries`);
    }
    const { file, records, discardedTailBytes } = await AppendOnlyFile.open(path);
    if (discardedTailBytes > 0) {
      options.log?.(`tlog: dropped ${discardedTailBytes} bytes of an unfinished append (never acknowledged)`);
    }
    try {
      return new EntryLog(file, parseRecords(records, path));
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  /** Reads every complete entry without opening the file for writing (tests, tools). */
  static async read(path: string): Promise<StoredEntry[]> {
    const text = (await readTextIfExists(path)) ?? '';
    const complete = text.slice(0, text.lastIndexOf('\n') + 1);
    return complete === '' ? [] : parseRecords(complete.slice(0, -1).split('\n'), path);
  }

  get size(): number {
    return this.entries.length;
  }

  entry(logIndex: number): StoredEntry | undefined {
    return this.entries[logIndex];
  }

  /** RFC 6962 root of the first `size` entries (default: all); the newest root is cached. */
  rootHash(size: number = this.size): Uint8Array {
    if (this.rootCache?.size === size) return this.rootCache.root;
    const root = merkleTreeHash(this.leafHashes, size);
    if (size === this.size) this.rootCache = { size, root };
    return root;
  }

  /**
   * Appends entries durably and resolves once they are fsync'd; only then do they count toward sizes and
   * roots. Appends run one at a time so each gets the next log indices.
   */
  append(newEntries: readonly NewEntry[]): Promise<StoredEntry[]> {
    const appended = this.appendQueue.then(async () => {
      const start = this.entries.length;
      const stored = newEntries.map((entry, i) => ({
        ...entry,
        logIndex: start + i,
        leafHash: hashLeaf(entry.body),
      }));
      await this.file.append(stored.map(toRecord));
      for (const entry of stored) {
        this.entries.push(entry);
        this.leafHashes.push(entry.leafHash);
      }
      return stored;
    });
    this.appendQueue = appended.catch(() => undefined);
    return appended;
  }

  async close(): Promise<void> {
    await this.appendQueue;
    await this.file.close();
  }
}
