// An upload's bytes read from a file main may open (the desktop shell's picked or dropped files). A seek behind
// the position starts the hash again from the file's start: the service lost bytes it had acknowledged.
import { open, type FileHandle } from 'node:fs/promises';
import { VerityError } from '../../../src-shared/contract/result';
import { HashedPosition, hashUpTo, type ByteSource, type SourceHashes } from './byte-source';

export function fileSource(path: string, size: number, hashes?: SourceHashes): ByteSource {
  const hashed = new HashedPosition(hashes);
  let handle: FileHandle | null = null;

  async function opened(): Promise<FileHandle> {
    if (handle) return handle;
    let file: FileHandle;
    try {
      file = await open(path, 'r');
    } catch (error) {
      throw new VerityError(
        'NOT_FOUND',
        `Cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}): put the file back, or cancel the upload`,
      );
    }
    const now = (await file.stat()).size;
    if (now !== size) {
      await file.close();
      throw new VerityError(
        'CONFLICT',
        `${path} changed since the upload began (${size} bytes then, ${now} now): cancel it and upload the file again`,
      );
    }
    return (handle = file);
  }

  const source: ByteSource = {
    get position() {
      return hashed.position;
    },
    async read(length) {
      const file = await opened();
      const bytes = new Uint8Array(length);
      let got = 0;
      while (got < length) {
        const { bytesRead } = await file.read(bytes, got, length - got, hashed.position + got);
        if (bytesRead === 0)
          throw new VerityError(
            'CONFLICT',
            `${path} ended at ${hashed.position + got} bytes, before the ${size} it had when the upload began: upload it again`,
          );
        got += bytesRead;
      }
      return bytes;
    },
    advance: (bytes) => hashed.advance(bytes),
    async seek(offset, signal) {
      if (offset < hashed.position) hashed.reset();
      await hashUpTo(source, offset, signal);
    },
    digest: () => hashed.digest(),
    md5Digest: () => hashed.md5Digest(),
    async close() {
      const file = handle;
      handle = null;
      await file?.close();
    },
  };
  return source;
}
