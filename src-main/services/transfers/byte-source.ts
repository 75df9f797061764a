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
  /** Lets go of what the source holds open between runs (a file handle). */
  close(): Promise<void>;
}

/** Reading in pieces this large while seeking keeps memory flat whatever the offset. */
const SEEK_PIECE_BYTES = 8 * 1024 * 1024;

/** The running hash and position every source shares. */
export class HashedPosition {
  private hash: Hash = createHash('sha256');
  position = 0;

  advance(bytes: Uint8Array): void {
    this.hash.update(bytes);
    this.position += bytes.byteLength;
  }

  reset(): void {
    this.hash = createHash('sha256');
    this.position = 0;
  }

  digest(): string {
    return this.hash.copy().digest('hex');
  }
}

/** Reads and hashes from `source.position` up to `offset`, in pieces. */
export async function hashUpTo(source: ByteSource, offset: number, signal: AbortSignal): Promise<void> {
  while (source.position < offset) {
    if (signal.aborted) throw new VerityError('CANCELLED', 'The transfer was stopped');
    source.advance(await source.read(Math.min(SEEK_PIECE_BYTES, offset - source.position), signal));
  }
}
