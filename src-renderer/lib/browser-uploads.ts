/**
 * Uploads the page streams itself: in the headless host main cannot open the person's files, so the page
 * holds each picked `File` and hands its bytes to main piece by piece (`transfers.sendChunk`), reading one
 * slice at a time so a large file never sits in memory whole. Main answers with the offset it wants next
 * and the transfer's state; the page stops when the transfer is not queued or running and starts again
 * when the transfer feed says it is (`onTransferEvent`). A reload loses the `File`s: main then marks such
 * transfers `needsFile`, and `reattachFile` takes the same file again. Giving a file again means sending
 * from offset 0: main hashes the bytes the service already holds and sends on from there.
 */
import { useBrowserUploadsStore } from '@/stores/browser-uploads-store';
import {
  MAX_CHUNK_BYTES,
  MAX_STORAGE_UPLOAD_BYTES,
  MAX_UPLOAD_BYTES,
  unwrap,
  type Transfer,
  type TransferFolder,
  type TransferState,
} from './contract';
import { describeError } from './errors';
import { formatBytes } from './format';
import { desktopPathOf, getVerity } from './verity';

const files = new Map<string, File>();
/** Where the next piece starts, as main last asked. */
const nextOffsets = new Map<string, number>();
const sending = new Set<string>();
/** Transfers main took every byte of: nothing more to send unless main asks for the file again. */
const complete = new Set<string>();
/** The last state the feed reported for each held transfer, to act on once a send loop ends. */
const latest = new Map<string, Transfer>();

/** A main that took nothing (the transfer waits for a free slot) is asked again after this pause. */
const IDLE_RETRY_MS = 500;
const MAX_DISPLAY_NAME = 512;

const wantsBytes = (state: TransferState) => state === 'queued' || state === 'running';

/** A slice of the file as base64, read by the browser (no string building in script). */
function readBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result);
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('the browser could not read the file'));
    reader.readAsDataURL(blob);
  });
}

/** Sends the held file's pieces from where main wants them until main stops taking them. */
async function sendPieces(id: string): Promise<void> {
  for (;;) {
    const file = files.get(id);
    if (!file || complete.has(id)) return;
    const offset = nextOffsets.get(id) ?? 0;
    const end = Math.min(offset + MAX_CHUNK_BYTES, file.size);
    const data = await readBase64(file.slice(offset, end));
    const answer = unwrap(await getVerity().transfers.sendChunk({ id, offset, data }));
    nextOffsets.set(id, answer.next);
    // The answer is newer than any event seen so far: what to do once this loop ends goes by it.
    const known = latest.get(id);
    if (known) latest.set(id, { ...known, state: answer.state, needsFile: false });
    if (answer.next >= file.size) {
      complete.add(id);
      return;
    }
    if (!wantsBytes(answer.state)) return;
    if (answer.next === offset) await new Promise((resolve) => setTimeout(resolve, IDLE_RETRY_MS));
  }
}

async function send(id: string): Promise<void> {
  if (sending.has(id)) return;
  sending.add(id);
  useBrowserUploadsStore.getState().update(id, { sending: true, problem: null });
  let failed = false;
  try {
    await sendPieces(id);
  } catch (error) {
    failed = true;
    const { message, hint } = describeError(error);
    useBrowserUploadsStore.getState().update(id, { problem: `${message} ${hint}` });
  }
  sending.delete(id);
  useBrowserUploadsStore.getState().update(id, { sending: false });
  // The feed may have moved on while this loop waited for main (a resume right after a pause, say).
  // Never again for a file main has whole: that would send it over and over.
  const now = latest.get(id);
  if (!failed && now && !complete.has(id)) onTransferEvent(now);
}

/** Sends the file from its start: main takes that as the file given again. */
function sendFromStart(id: string): void {
  nextOffsets.set(id, 0);
  complete.delete(id);
  void send(id);
}

function hold(transfer: Transfer, file: File): void {
  files.set(transfer.id, file);
  useBrowserUploadsStore.getState().update(transfer.id, { held: true, problem: null });
  sendFromStart(transfer.id);
}

/** Where an upload goes: the Files API, or a folder of the storage service. */
export type UploadDestination = { service: 'genai' } | { service: 'storage'; folder: TransferFolder };

/** Why this file cannot be uploaded there at all, or null. */
function uploadProblem(file: File, destination: UploadDestination): string | null {
  if (destination.service === 'genai' && file.size > MAX_UPLOAD_BYTES)
    return `${file.name} is ${formatBytes(file.size)}: the Files API takes files up to 2 GB.`;
  if (file.size > MAX_STORAGE_UPLOAD_BYTES)
    return `${file.name} is ${formatBytes(file.size)}: the storage service takes files up to 5 TB.`;
  return null;
}

/**
 * Queues an upload of a file the page holds (dropped or picked) to the active profile's Files API, or into a
 * storage folder. In the desktop shell main reads it from its path, so it needs the page no more; elsewhere
 * the page streams it.
 */
export async function queueUpload(
  file: File,
  destination: UploadDestination = { service: 'genai' },
): Promise<Transfer> {
  const problem = uploadProblem(file, destination);
  if (problem) throw new Error(problem);
  const path = desktopPathOf(file);
  const transfer = unwrap(
    await getVerity().transfers.upload({
      ...destination,
      source: path
        ? { kind: 'path', path }
        : { kind: 'browser', name: file.name, lastModified: Math.max(0, Math.floor(file.lastModified)) },
      size: file.size,
      displayName: file.name.slice(0, MAX_DISPLAY_NAME),
      ...(file.type ? { mimeType: file.type } : {}),
    }),
  );
  if (!path) hold(transfer, file);
  return transfer;
}

/**
 * Whether a transfer waits for the person to give its file again: main says so (after a restart), or it
 * streams from a page and this page does not hold its file (it was reloaded, or closed and opened again).
 */
export function waitsForFile(transfer: Transfer, held: boolean): boolean {
  if (transfer.needsFile) return true;
  const unfinished =
    transfer.state === 'queued' || transfer.state === 'running' || transfer.state === 'paused';
  return transfer.source.kind === 'browser' && unfinished && !held;
}

/** Why this file is not the one the transfer was streaming, or null when it is (same name and size). */
export function reattachProblem(transfer: Transfer, file: File): string | null {
  if (transfer.source.kind !== 'browser') return 'This upload reads its file from disk: nothing to pick.';
  if (file.name === transfer.source.name && file.size === transfer.size) return null;
  return `This upload needs ${transfer.source.name} (${formatBytes(transfer.size)}); ${file.name} is ${formatBytes(file.size)}.`;
}

/** Gives a transfer whose page went away its file again: main queues it and sending goes on. */
export function reattachFile(transfer: Transfer, file: File): void {
  const problem = reattachProblem(transfer, file);
  if (problem) throw new Error(problem);
  hold(transfer, file);
}

/** Every transfer change the feed receives: a held file is sent again when its transfer runs again. */
export function onTransferEvent(transfer: Transfer): void {
  const { id } = transfer;
  if (!files.has(id)) return;
  latest.set(id, transfer);
  if (transfer.state === 'done' || transfer.state === 'cancelled') {
    for (const held of [files, nextOffsets, latest]) held.delete(id);
    complete.delete(id);
    useBrowserUploadsStore.getState().forget(id);
  } else if (sending.has(id)) {
    return;
  } else if (transfer.needsFile && !complete.has(id)) {
    // Main lost bytes it still needs (a restart of the core, say) while this page still has the file.
    sendFromStart(id);
  } else if (wantsBytes(transfer.state) && !complete.has(id)) {
    void send(id);
  }
}
