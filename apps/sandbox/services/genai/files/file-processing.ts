// A stored file's processing: it is PROCESSING until its processedTime (its createTime plus the processing time of
// its type, from the sandbox's Files settings), then ACTIVE, or FAILED when its first bytes are not what its type
// says (media-sniff.ts). The state is worked out whenever a file is read, so it needs no timer and survives a
// restart.
import { open } from 'node:fs/promises';
import type { FilesSettings } from './files-settings';
import type { GenaiFile, NewFile, StoredFile } from './file-store';
import { mediaMismatch, SNIFF_BYTES } from './media-sniff';

/**
 * google.rpc.Code INVALID_ARGUMENT: the bytes cannot be processed as the type the upload gave. No live FAILED file
 * is recorded in the research notes or fixtures; the error is a google.rpc.Status, as the File resource defines it.
 */
const INVALID_ARGUMENT = 3;

/** The first bytes of a file, for sniffing its type. */
async function headOf(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SNIFF_BYTES), 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** When a new file's processing ends, and why it fails when its bytes are not its type. */
export async function processingOf(
  input: Pick<NewFile, 'bytesPath' | 'mimeType'>,
  created: Date,
  settings: FilesSettings,
): Promise<Pick<StoredFile, 'processedTime' | 'failure'>> {
  const mismatch = mediaMismatch(input.mimeType, await headOf(input.bytesPath));
  const processedTime = new Date(created.getTime() + settings.processingMsFor(input.mimeType)).toISOString();
  return mismatch
    ? { processedTime, failure: { code: INVALID_ARGUMENT, message: mismatch } }
    : { processedTime };
}

/** The File as of `now`: PROCESSING until processedTime, then ACTIVE, or FAILED with its error. */
export function fileView(entry: StoredFile, now: Date): GenaiFile {
  if (entry.processedTime === undefined || now.getTime() < Date.parse(entry.processedTime)) return entry.file;
  // Field order of the File message: error comes after source.
  return {
    ...entry.file,
    updateTime: entry.processedTime,
    state: entry.failure ? 'FAILED' : 'ACTIVE',
    ...(entry.failure ? { error: entry.failure } : {}),
  };
}
