// One run of a download, from wherever its partial file ends to the last byte: the bytes already there are
// hashed again, the rest fetched a Range at a time and appended; at the end MD5 (and SHA-256 when the service
// has one) are checked against the service's, and only matching bytes are renamed into place. An export has no
// Range: each run fetches it whole. A mismatch removes the partial file, so nothing wrong is left behind.
import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, truncate } from 'node:fs/promises';
import { dirname } from 'node:path';
import { VerityError } from '../../../src-shared/contract/result';
import type { BandwidthLimiter } from './bandwidth-limiter';
import { partialPath } from './download-target';
import type { MediaFacts, StorageMedia, StorageSource } from './storage-media';
import type { StoredTransfer } from './transfer-store';

/** Bytes asked for per request: each is one answer in memory and one step of progress. */
export const RANGE_BYTES = 8 * 1024 * 1024;

export interface DownloadRunDeps {
  media: Pick<StorageMedia, 'facts' | 'range' | 'exported'>;
  limiter: BandwidthLimiter;
  /** Bytes written so far, and the file's size once known. */
  progress(bytesDone: number, size: number): void;
  /** Something the user should know that does not stop the run. */
  note(reason: string): void;
}

export interface DownloadOutcome {
  sha256: string;
  remoteSha256: string | null;
  size: number;
  /** Why the bytes failed their check, or null when they match. */
  mismatch: string | null;
}

const sizeOf = (path: string) =>
  stat(path).then(
    (s) => s.size,
    () => 0,
  );

async function hashFile(path: string, hashes: readonly Hash[], signal: AbortSignal): Promise<void> {
  for await (const chunk of createReadStream(path, { signal }) as AsyncIterable<Buffer>)
    for (const hash of hashes) hash.update(chunk);
}

/** Why the local digests differ from the service's, or null when every checksum it gave matches. */
export function checksumMismatch(
  local: { md5: string; sha256: string },
  facts: Pick<MediaFacts, 'md5Checksum' | 'sha256Checksum'>,
): string | null {
  const differs = [
    facts.md5Checksum && facts.md5Checksum !== local.md5
      ? `MD5 ${local.md5} instead of ${facts.md5Checksum}`
      : null,
    facts.sha256Checksum && facts.sha256Checksum !== local.sha256
      ? `SHA-256 ${local.sha256} instead of ${facts.sha256Checksum}`
      : null,
  ].filter(Boolean);
  if (differs.length === 0) return null;
  return `The downloaded bytes do not match the service's checksum (${differs.join('; ')}): the file may have changed at the service during the download, or bytes were damaged on the way. Nothing was saved; retry to download it again from the start`;
}

/**
 * Moves the checked partial file to its target. A file that appeared there meanwhile is never replaced: the
 * run fails and the partial file stays, so a retry after moving that file away only renames it.
 */
async function place(part: string, target: string): Promise<void> {
  const taken = await stat(target).then(
    () => true,
    () => false,
  );
  if (taken)
    throw new VerityError(
      'CONFLICT',
      `${target} was created by something else while this download ran; move that file away and retry`,
    );
  await rename(part, target);
}

async function fetchRanges(
  t: StoredTransfer,
  source: StorageSource,
  facts: MediaFacts & { size: number },
  deps: DownloadRunDeps,
  signal: AbortSignal,
): Promise<{ md5: string; sha256: string }> {
  const part = partialPath(t.target);
  let have = await sizeOf(part);
  if (have > facts.size) {
    // Longer than the file is now: it was of another version, so none of it can be kept.
    await truncate(part, 0);
    have = 0;
    deps.note('The file at the service is shorter than what was downloaded before: started again from 0');
  }
  const md5 = createHash('md5');
  const sha256 = createHash('sha256');
  if (have > 0) await hashFile(part, [md5, sha256], signal);
  deps.progress(have, facts.size);
  const file = await open(part, 'a');
  try {
    while (have < facts.size) {
      const end = Math.min(have + RANGE_BYTES, facts.size) - 1;
      await deps.limiter.take(end - have + 1, signal);
      const bytes = await deps.media.range(t.profileId, source, have, end, signal);
      if (bytes.byteLength === 0)
        throw new VerityError('BAD_RESPONSE', `The storage service sent no bytes from ${have}: retry`);
      await file.appendFile(bytes);
      md5.update(bytes);
      sha256.update(bytes);
      have += bytes.byteLength;
      deps.progress(have, facts.size);
    }
  } finally {
    await file.close();
  }
  return { md5: md5.digest('hex'), sha256: sha256.digest('hex') };
}

export async function runDownload(
  t: StoredTransfer,
  deps: DownloadRunDeps,
  signal: AbortSignal,
): Promise<DownloadOutcome> {
  if (t.source.kind !== 'storage')
    throw new VerityError('INTERNAL', 'A download reads from the storage service only');
  const source = t.source;
  const part = partialPath(t.target);
  await mkdir(dirname(part), { recursive: true });
  if (source.exportMimeType) {
    // No Range for exports: whatever a stopped run left is dropped and the export fetched whole.
    const bytes = await deps.media.exported(t.profileId, source.fileId, source.exportMimeType, signal);
    await rm(part, { force: true });
    const file = await open(part, 'w');
    await file.writeFile(bytes).finally(() => file.close());
    deps.progress(bytes.byteLength, bytes.byteLength);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await place(part, t.target);
    return { sha256, remoteSha256: null, size: bytes.byteLength, mismatch: null };
  }
  const facts = await deps.media.facts(t.profileId, source, signal);
  if (facts.size === null)
    throw new VerityError(
      'VALIDATION',
      `"${facts.name}" (${facts.mimeType}) has no bytes of its own to download: export a Docs Editors file in one of its formats instead`,
    );
  const local = await fetchRanges(t, source, { ...facts, size: facts.size }, deps, signal);
  const outcome = { sha256: local.sha256, remoteSha256: facts.sha256Checksum, size: facts.size };
  const mismatch = checksumMismatch(local, facts);
  if (mismatch) {
    await rm(part, { force: true });
    return { ...outcome, mismatch };
  }
  await place(part, t.target);
  return { ...outcome, mismatch: null };
}
