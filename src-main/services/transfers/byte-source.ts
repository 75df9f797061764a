// Where an upload's bytes come from, read once: each piece is hashed as the service accepts it, so the SHA-256 of
// the whole file is ready when the last chunk is, without a second pass. Bytes the service already holds (after a
// restart) are read and hashed only.
import { createHash, type Hash } from 'node:crypto';
import { VerityError } from '../../../src-shared/contract/result';

export interface ByteSource {
  /** Bytes hashed so far: everything before this offset is in the digest. */
  readonly position: number;
  /** The `length` bytes at `position`, not hashed yet (sending them may fail). */
  read(length: number, signal: AbortSignal): Promise<Uint8Array<ArrayBuffer>>;
  /** Hashes bytes `read` gave and moves past them, once the service has them. */
  advance(bytes: Uint8Array): void;
  /** Moves to `offset` (where the service is), reading and hashing only what lies between. */
  seek(offset: number, signal: AbortSignal): Promise<void>;
  /** Lowercase hex SHA-256 of the bytes before `position`. */
  digest(): string;
  /** Lowercase hex MD5 of the same bytes, for a source made to keep one; else null. */
  md5Digest(): string | null;
  /** Lets go of what the source holds open between runs (a file handle). */
  close(): Promise<void>;
}

/** Reading in pieces this large while seeking keeps memory flat whatever the offset. */
const SEEK_PIECE_BYTES = 8 * 1024 * 1024;

/** What a source hashes: always SHA-256; MD5 too for a service that may give only that. */
export interface SourceHashes {
  md5: boolean;
}

/** The running hashes and position every source shares. */
export class HashedPosition {
  private hash: Hash = createHash('sha256');
  private md5: Hash | null;
  position = 0;

  constructor(private readonly hashes: SourceHashes = { md5: false }) {
    this.md5 = hashes.md5 ? createHash('md5') : null;
  }

  advance(bytes: Uint8Array): void {
    this.hash.update(bytes);
    this.md5?.update(bytes);
    this.position += bytes.byteLength;
  }

  reset(): void {
    this.hash = createHash('sha256');
    this.md5 = this.hashes.md5 ? createHash('md5') : null;
    this.position = 0;
  }

  digest(): string {
    return this.hash.copy().digest('hex');
  }

  md5Digest(): string | null {
    return this.md5?.copy().digest('hex') ?? null;
  }
}

/** Reads and hashes from `source.position` up to `offset`, in pieces. */
export async function hashUpTo(source: ByteSource, offset: number, signal: AbortSignal): Promise<void> {
  while (source.position < offset) {
    if (signal.aborted) throw new VerityError('CANCELLED', 'The transfer was stopped');
    source.advance(await source.read(Math.min(SEEK_PIECE_BYTES, offset - source.position), signal));
  }
}
