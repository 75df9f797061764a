// The bytes of stored files: <data>/storage/blobs/<sha256>, one file per distinct content, so a copy or a
// re-upload of the same bytes shares it. Bytes arrive in <data>/storage/incoming, hashed (MD5 and SHA-256,
// Drive's md5Checksum and sha256Checksum) while they stream, and move into blobs/ only once whole: nothing
// of an upload ever sits in memory. A demo file's bytes are generated, not stored.
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform, Writable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ensurePrivateDir } from '../../persistence/durable-files';
import { demoBytes } from './demo-files';
import type { RevisionRecord } from './file-record';

/** What the service learns of bytes as they arrive; `head` is their start, for full-text search. */
export interface Received {
  size: number;
  md5Checksum: string;
  sha256Checksum: string;
  head: Buffer;
}

const HEAD_BYTES = 4096;

/** Bytes beyond what the owner's storage quota leaves free; whatever had arrived is dropped. */
export class QuotaExceeded extends Error {
  constructor() {
    super("The user's Drive storage quota has been exceeded.");
  }
}

/** Hashes and counts bytes on their way through; fails once they pass `allowed`. */
class Meter extends Transform {
  private readonly md5 = createHash('md5');
  private readonly sha256 = createHash('sha256');
  private size = 0;
  private head = Buffer.alloc(0);

  constructor(private readonly allowed = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.allowed) return callback(new QuotaExceeded());
    this.md5.update(chunk);
    this.sha256.update(chunk);
    if (this.head.length < HEAD_BYTES)
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    callback(null, chunk);
  }

  result(): Received {
    return {
      size: this.size,
      md5Checksum: this.md5.digest('hex'),
      sha256Checksum: this.sha256.digest('hex'),
      head: this.head,
    };
  }
}

export class ContentStore {
  private constructor(private readonly dir: string) {}

  static async open(dataDir: string): Promise<ContentStore> {
    const dir = join(dataDir, 'storage');
    await ensurePrivateDir(join(dir, 'blobs'));
    await ensurePrivateDir(join(dir, 'incoming'));
    // Bytes of uploads cut short by a stop belong to nothing.
    for (const entry of await readdir(join(dir, 'incoming'))) await rm(join(dir, 'incoming', entry));
    return new ContentStore(dir);
  }

  /**
   * Stores what `body` carries, at most `allowed` bytes (QuotaExceeded past it, as soon as it is passed).
   * The body is piped, not pipelined, so a refusal leaves the request readable for its answer.
   */
  async receive(body: Readable, allowed: number): Promise<Received> {
    const incoming = join(this.dir, 'incoming', randomBytes(12).toString('hex'));
    const meter = new Meter(allowed);
    body.once('error', (error) => meter.destroy(error));
    try {
      await pipeline(body.pipe(meter), createWriteStream(incoming, { mode: 0o600 }));
    } catch (error) {
      body.unpipe(meter);
      body.resume();
      await rm(incoming, { force: true });
      throw error;
    }
    const received = meter.result();
    await rename(incoming, this.blobPath(received.sha256Checksum));
    return received;
  }

  /** Moves a finished file (a resumable upload's bytes) into the store. */
  async adopt(path: string): Promise<Received> {
    const meter = new Meter();
    await pipeline(createReadStream(path), meter, new Writable({ write: (_chunk, _enc, done) => done() }));
    const received = meter.result();
    await rename(path, this.blobPath(received.sha256Checksum));
    return received;
  }

  /** The revision's bytes from `start` to `end` (inclusive), or all of them. */
  read(revision: RevisionRecord, start = 0, end = revision.size - 1): Readable {
    if (end < start) return Readable.from([]);
    if (revision.demoSeed !== undefined || revision.size === 0)
      return Readable.from([demoBytes(revision.demoSeed ?? '', revision.size).subarray(start, end + 1)]);
    return createReadStream(this.blobPath(revision.sha256Checksum), { start, end });
  }

  /**
   * Removes the blobs no stored revision names any more (after deletions, pruned revisions, a refused
   * upload). `inUse` is asked after the listing, so bytes recorded in the meantime stay.
   */
  async sweep(inUse: () => ReadonlySet<string>): Promise<void> {
    const names = await readdir(join(this.dir, 'blobs'));
    const used = inUse();
    for (const name of names) if (!used.has(name)) await rm(join(this.dir, 'blobs', name), { force: true });
  }

  private blobPath(sha256: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`not a SHA-256 digest: ${sha256}`);
    return join(this.dir, 'blobs', sha256);
  }
}
