// The commands on a resumable upload's URL (`?upload_id=…`): `query` answers the size received, `cancel` drops the
// bytes, `upload` appends a chunk at X-Goog-Upload-Offset, `upload, finalize` appends the last one and answers
// {file}. Each rule a chunk breaks (offset, granularity, declared length, the project's quota) gets its error and
// keeps the session; bytes past the per-file limit end it.
import type { RouteHandler } from '../../../http/routing';
import { GENAI_ERRORS } from '../genai-errors';
import { sendRefusal } from './upload-limits';
import { UploadTooLarge, type UploadSession, type UploadSessions } from './upload-sessions';
import { answer, CHUNK_GRANULARITY, nonNegativeInteger, sessionHeaders, uploadHeader } from './upload-wire';

const granularityMessage = (bytes: number) =>
  // The upload server's text for a short chunk, recorded for Cloud Storage's resumable uploads
  // (googleapis/google-resumable-media-python tests/system/requests/test_upload.py, BAD_CHUNK_SIZE_MSG).
  `Invalid request.  The number of bytes uploaded is required to be equal or greater than ${CHUNK_GRANULARITY}, except for the final request (it's recommended to be the exact multiple of ${CHUNK_GRANULARITY}).  The received request contained ${bytes} bytes, which does not meet this requirement.`;

export async function sessionCommand(
  sessions: UploadSessions,
  session: UploadSession,
  { req, reply }: Pick<Parameters<RouteHandler>[0], 'req' | 'reply'>,
): Promise<void> {
  const commands = (uploadHeader(req.headers, 'command') ?? '')
    .toLowerCase()
    .split(',')
    .map((c) => c.trim());
  // Errors of a rule keep the session usable: they say so in x-goog-upload-status, which also tells the SDKs
  // not to resend the same chunk (they retry only answers without that header).
  const refuse = (status: number, message: string) =>
    GENAI_ERRORS.send(reply, status, message, {
      headers: sessionHeaders(session),
    });
  if (commands.includes('query')) {
    req.resume();
    return answer(reply, session, { 'x-goog-upload-size-received': String(session.received) });
  }
  if (commands.includes('cancel')) {
    req.resume();
    if (session.status === 'active') await sessions.cancel(session);
    return answer(reply, session);
  }
  const upload = commands.includes('upload');
  const finalize = commands.includes('finalize');
  if (!upload && !finalize) {
    req.resume();
    return refuse(
      400,
      'X-Goog-Upload-Command must be upload, "upload, finalize", finalize, query or cancel.',
    );
  }
  if (session.status !== 'active') {
    req.resume();
    // A repeated finalize (its answer was lost) gets the file again; anything else is refused.
    if (session.status === 'final' && finalize) return answer(reply, session);
    return refuse(
      400,
      `This upload is already ${session.status === 'final' ? 'finalized' : 'cancelled'}; start a new upload.`,
    );
  }
  const offset = nonNegativeInteger(uploadHeader(req.headers, 'offset'));
  if (offset !== session.received) {
    req.resume();
    // No real text is recorded for a wrong offset; this one says what the server has, in the front end's style.
    return refuse(
      400,
      `Invalid request. X-Goog-Upload-Offset is ${uploadHeader(req.headers, 'offset') ?? 'missing'} but ${session.received} bytes have been received; send X-Goog-Upload-Command: query and resume at x-goog-upload-size-received.`,
    );
  }
  if (sessions.isReceiving(session)) {
    req.resume();
    return refuse(
      400,
      'Invalid request. Another chunk of this upload is still being received; wait for its answer, then query.',
    );
  }
  let size: number;
  try {
    size = await sessions.append(session, req);
  } catch (error) {
    if (!(error instanceof UploadTooLarge)) throw error;
    // A file over its limit keeps nothing; a full project keeps the chunks accepted so far, so that the upload can
    // resume once files are deleted.
    if (error.refusal.status === 400) await sessions.cancel(session);
    return sendRefusal(reply, error.refusal, sessionHeaders(session));
  }
  const chunk = size - session.received;
  const declared = session.declaredLength;
  let problem: string | undefined;
  if (declared !== undefined && (size > declared || (finalize && size !== declared))) {
    // No real text is recorded for this either.
    problem = `Invalid request. The upload was declared as ${declared} bytes (X-Goog-Upload-Header-Content-Length) but ${finalize ? 'ends' : 'would reach'} at ${size} bytes.`;
  } else if (!finalize && chunk % CHUNK_GRANULARITY !== 0) {
    problem = granularityMessage(chunk);
  }
  if (problem !== undefined) {
    await sessions.rollback(session);
    return refuse(400, problem);
  }
  await sessions.accept(session, size);
  if (finalize) await sessions.finalize(session);
  answer(reply, session);
}
