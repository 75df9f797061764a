// The resumable protocol (research google.md §3.3, fixture drive-upload-resumable.http): the first request
// (metadata, X-Upload-Content-Type/-Length) answers 200 with the session URI in Location; chunks are PUT
// there with `Content-Range: bytes a-b/total` (or `/*` while the total is unknown), each but the last a
// multiple of 256 KiB, and answered 308 with `Range: bytes=0-n` (no Range: nothing kept yet); `bytes */N`
// or `bytes */*` asks how much arrived; the last chunk answers the File. A chunk resent from before the end
// has its known bytes skipped; one starting past the end is refused.
import type { IncomingMessage } from 'node:http';
import { QuotaExceeded } from './content-store';
import { driveError, type Answer } from './drive-errors';
import { fileResource } from './file-resource';
import { mediaTypeOf } from './media-upload';
import { readObject } from './method-input';
import type { Call, StorageDeps } from './method-route';
import { checkUpload, commitUpload, roomLeft, storageQuotaExceeded, type UploadPlan } from './upload-commit';
import type { UploadSession, UploadSessions } from './upload-sessions';

const CHUNK_GRANULARITY = 256 * 1024;

const badRequest = (message: string) => driveError(400, 'badRequest', message);
const badRange = () => badRequest('Failed to parse Content-Range header.');

/** The real answer to an unknown or expired session URI (drive-upload-resumable.http step 10). */
export const sessionNotFound = (): Answer => driveError(404, 'notFound', 'Not Found');

const granularityMessage = (bytes: number) =>
  // The upload server's text for a short chunk (googleapis/google-resumable-media-python tests).
  `Invalid request.  The number of bytes uploaded is required to be equal or greater than ${CHUNK_GRANULARITY}, except for the final request (it's recommended to be the exact multiple of ${CHUNK_GRANULARITY}).  The received request contained ${bytes} bytes, which does not meet this requirement.`;

/** 308 Resume Incomplete with what the session holds. */
function incomplete(session: UploadSession): Answer {
  const range: Record<string, string> =
    session.received > 0 ? { range: `bytes=0-${session.received - 1}` } : {};
  return { status: 308, body: undefined, headers: { ...range, 'x-guploader-uploadid': session.id } };
}

function planOf(session: UploadSession): UploadPlan {
  return {
    caller: session.caller,
    fileId: session.fileId,
    metadata: session.metadata,
    params: new URLSearchParams(session.query),
  };
}

/** The first request: checks the metadata and the declared size, opens a session, answers its URI. */
export async function startResumable(
  call: Call,
  deps: StorageDeps,
  sessions: UploadSessions,
): Promise<Answer> {
  const { req, url, params, caller } = call;
  const read = await readObject(req);
  if ('status' in read) return read;
  const contentType = mediaTypeOf(req.headers['x-upload-content-type'] as string | undefined);
  const plan: UploadPlan = { caller, fileId: params.fileId, metadata: read.fields, params: url.searchParams };
  const refusal = checkUpload(plan, contentType, deps);
  if (refusal) return refusal;
  const lengthText = req.headers['x-upload-content-length'] as string | undefined;
  if (lengthText !== undefined && !/^\d+$/.test(lengthText))
    return badRequest(`X-Upload-Content-Length must be the upload's size in bytes, not "${lengthText}".`);
  const total = lengthText === undefined ? undefined : Number(lengthText);
  if (total !== undefined && total > roomLeft(plan, deps)) return storageQuotaExceeded();
  const query = new URLSearchParams(url.searchParams);
  query.set('uploadType', 'resumable');
  query.delete('upload_id');
  const session = await sessions.start({
    caller,
    fileId: params.fileId,
    metadata: read.fields,
    query: query.toString(),
    contentType,
    total,
  });
  const path = url.pathname.replace(/^\/resumable/, '');
  return {
    status: 200,
    body: undefined,
    headers: {
      location: `${deps.origin}${path}?${query}&upload_id=${session.id}`,
      'x-guploader-uploadid': session.id,
    },
  };
}

interface ContentRange {
  start?: number;
  end?: number;
  total?: number;
}

function parseContentRange(
  header: string | undefined,
  req: IncomingMessage,
  session: UploadSession,
): ContentRange | undefined {
  if (header === undefined) {
    // A single PUT of the whole upload may leave Content-Range out.
    const length = Number(req.headers['content-length']);
    if (session.received > 0 || !Number.isInteger(length)) return undefined;
    return length === 0 ? { total: 0 } : { start: 0, end: length - 1, total: length };
  }
  const match = /^bytes (?:(\d+)-(\d+)|\*)\/(\d+|\*)$/.exec(header.trim());
  if (!match) return undefined;
  const number = (text: string | undefined) =>
    text === undefined || text === '*' ? undefined : Number(text);
  return { start: number(match[1]), end: number(match[2]), total: number(match[3]) };
}

/** A PUT to the session URI: a chunk, or a status query. */
export async function receiveChunk(
  req: IncomingMessage,
  session: UploadSession,
  deps: StorageDeps,
  sessions: UploadSessions,
  now: string,
): Promise<Answer> {
  if (session.doneFileId !== undefined) {
    req.resume();
    const file = deps.state.get(session.doneFileId);
    return file ? { status: 200, body: fileResource(file, session.caller, deps.state) } : sessionNotFound();
  }
  const range = parseContentRange(req.headers['content-range'], req, session);
  const refuse = (answer: Answer) => {
    req.resume();
    return answer;
  };
  if (!range || (range.end !== undefined && range.end < range.start!)) return refuse(badRange());
  const { start, end, total } = range;
  if (total !== undefined && session.total !== undefined && total !== session.total)
    return refuse(
      badRequest(`Content-Range gives the upload's size as ${total}, but it was ${session.total}.`),
    );
  if (start === undefined) {
    req.resume();
    // A chunk still arriving (its connection dropped, unnoticed yet) is kept or cut off first.
    await sessions.settled(session);
    if (total !== undefined && total === session.received) return complete(session, deps, sessions, now);
    return incomplete(session);
  }
  const length = end! - start + 1;
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) !== length)
    return refuse(badRequest(`Content-Range covers ${length} bytes but Content-Length is ${declared}.`));
  if (total !== undefined && end! >= total)
    return refuse(badRequest(`Content-Range ends at byte ${end} of an upload of ${total} bytes.`));
  if (start > session.received)
    return refuse(
      badRequest(
        `Content-Range starts at byte ${start}, but the upload has ${session.received} bytes; send a status query (Content-Range: bytes */*) and resume from the byte after its Range.`,
      ),
    );
  if (sessions.isReceiving(session))
    return refuse(
      badRequest('Another chunk of this upload is still being received; wait for its answer, then query.'),
    );
  if (end! < session.received) return refuse(incomplete(session));
  const room = roomLeft(planOf(session), deps);
  if ((total ?? 0) > room) return refuse(storageQuotaExceeded());
  let size: number;
  try {
    size = await sessions.append(session, req, session.received - start, room);
  } catch (error) {
    if (error instanceof QuotaExceeded) return storageQuotaExceeded();
    // The client went away mid-chunk: nothing of it was kept, and nobody is left to answer.
    if (req.destroyed) return incomplete(session);
    throw error;
  }
  if (size !== end! + 1) {
    await sessions.keep(session, session.received);
    return badRequest(
      `The chunk's body held ${size - session.received + (session.received - start)} bytes, but Content-Range named ${length}.`,
    );
  }
  if (total !== undefined) session.total = total;
  if (total !== undefined && size === total) {
    await sessions.keep(session, size);
    return complete(session, deps, sessions, now);
  }
  const added = size - session.received;
  if (added < CHUNK_GRANULARITY) {
    await sessions.keep(session, session.received);
    return badRequest(granularityMessage(added));
  }
  // Bytes past the last whole 256 KiB are not kept: the Range says where to go on from.
  await sessions.keep(session, session.received + added - (added % CHUNK_GRANULARITY));
  return incomplete(session);
}

/** Every byte is in: the bytes become the file's head revision. */
async function complete(
  session: UploadSession,
  deps: StorageDeps,
  sessions: UploadSessions,
  now: string,
): Promise<Answer> {
  const received = await deps.content.adopt(sessions.partPath(session.id));
  const answer = await commitUpload(planOf(session), received, session.contentType, deps, now);
  if (answer.status !== 200) {
    // The bytes were moved out and swept: the session cannot go on.
    await sessions.drop(session);
    return answer;
  }
  await sessions.finish(session, (answer.body as { id: string }).id);
  await deps.state.save();
  return answer;
}
