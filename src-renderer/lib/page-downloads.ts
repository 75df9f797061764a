/**
 * Downloads the page saves itself: in the headless host main writes a download into the console's own
 * downloads folder (a WebSocket client may not name where main writes), and once it is finished the page reads
 * it back piece by piece (`transfers.readChunk`, the reverse of `sendChunk`) and saves it as a Blob, as the
 * browser saves any download. The desktop shell needs none of this: main wrote the file where the person chose.
 */
import { unwrap, type Transfer } from './contract';
import { downloadBlob } from './download';
import { getVerity } from './verity';

/** Downloads this page queued and will save when they finish, each with what to do if saving fails. */
const waiting = new Map<string, (error: unknown) => void>();
/** Downloads the feed has reported finished, for one queued so fast it finished before it was waited for. */
const finished = new Set<string>();

/** The file name of a download's target path (either separator). */
export const savedName = (target: string): string => target.split(/[\\/]/).pop() || 'download';

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Reads a finished download from main and saves it under its name. */
export async function saveDownload(transfer: Pick<Transfer, 'id' | 'target' | 'mimeType'>): Promise<void> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let offset = 0;
  for (;;) {
    const piece = unwrap(await getVerity().transfers.readChunk({ id: transfer.id, offset }));
    const bytes = bytesOf(piece.data);
    parts.push(bytes);
    offset += bytes.byteLength;
    if (offset >= piece.size || bytes.byteLength === 0) break;
  }
  downloadBlob(savedName(transfer.target), new Blob(parts, { type: transfer.mimeType }));
}

/** Saves each of these downloads once it is done (at once if it already is). */
export function saveWhenDone(transfers: readonly Transfer[], onError: (error: unknown) => void): void {
  for (const transfer of transfers) {
    if (transfer.state === 'done' || finished.has(transfer.id)) void saveDownload(transfer).catch(onError);
    else waiting.set(transfer.id, onError);
  }
}

/** The transfer feed's hook: a waited-for download that finished is saved; one that failed is let go. */
export function onDownloadEvent(transfer: Transfer): void {
  if (transfer.direction !== 'download') return;
  if (transfer.state === 'done') finished.add(transfer.id);
  const onError = waiting.get(transfer.id);
  if (!onError || !['done', 'failed', 'cancelled'].includes(transfer.state)) return;
  waiting.delete(transfer.id);
  if (transfer.state === 'done') void saveDownload(transfer).catch(onError);
}
