// The upload URIs of files.create and files.update: /upload/store/v3/files[/{fileId}] by `uploadType`
// (media, multipart, resumable), /resumable/upload/store/v3/… (the discovery document's resumable path),
// and the PUTs of a resumable session's chunks (and the DELETE that cancels one), which carry no token: the
// session URI is their credential, as with the real upload server.
import type { HttpMethod, Route } from '../../http/routing';
import { driveError, type Answer } from './drive-errors';
import { uploadInOneRequest } from './media-upload';
import { FILE_SHAPE } from './method-input';
import {
  maskOf,
  methodRoutes,
  sendAnswer,
  type Call,
  type MethodSpec,
  type StorageDeps,
} from './method-route';
import { receiveChunk, sessionNotFound, startResumable } from './resumable-upload';
import type { UploadSessions } from './upload-sessions';
import type { FieldsMask } from './fields-mask';

const UPLOAD = '/upload/store/v3/files';

export function uploadRoutes(deps: StorageDeps, sessions: UploadSessions): Route[] {
  const byUploadType = (call: Call): Promise<Answer> => {
    const type = call.url.searchParams.get('uploadType');
    if (type === 'media' || type === 'multipart') return uploadInOneRequest(call, deps, type === 'multipart');
    if (type === 'resumable') return startResumable(call, deps, sessions);
    call.req.resume();
    return Promise.resolve(
      driveError(
        400,
        'invalid',
        `Invalid value for uploadType: "${type ?? ''}". Use media, multipart or resumable.`,
        { location: 'uploadType' },
      ),
    );
  };
  const spec = (method: HttpMethod, path: string, update: boolean, run: MethodSpec['run']): MethodSpec => ({
    method,
    path,
    name: update ? 'drive.files.update' : 'drive.files.create',
    shape: FILE_SHAPE,
    changes: true,
    run,
  });
  const starts = methodRoutes(
    [
      spec('POST', UPLOAD, false, byUploadType),
      spec('PATCH', `${UPLOAD}/{fileId}`, true, byUploadType),
      spec('POST', `/resumable${UPLOAD}`, false, (call) => startResumable(call, deps, sessions)),
      spec('PATCH', `/resumable${UPLOAD}/{fileId}`, true, (call) => startResumable(call, deps, sessions)),
    ],
    deps,
  );
  const chunks = [UPLOAD, `${UPLOAD}/{fileId}`].map((path): Route => ({
    method: 'PUT',
    path,
    handler: async ({ req, url, params, reply }) => {
      const session = sessions.get(url.searchParams.get('upload_id') ?? '');
      const mask = maskOf(url, { shape: FILE_SHAPE, name: 'drive.files.create' });
      const refusal =
        deps.control.refusal() ??
        (mask && 'status' in mask ? mask : undefined) ??
        (!session || session.fileId !== params.fileId ? sessionNotFound() : undefined);
      if (refusal || !session) {
        req.resume();
        return sendAnswer(reply, refusal ?? sessionNotFound());
      }
      const now = new Date(deps.control.now()).toISOString();
      const answer = await receiveChunk(req, session, deps, sessions, now);
      await sendAnswer(reply, answer, mask as FieldsMask | undefined);
    },
  }));
  // A DELETE on the session URI ends an unfinished session, answered 499 as Google's upload servers do; its URI
  // then answers 404. A chunk still arriving is kept or cut off first.
  const cancels = [UPLOAD, `${UPLOAD}/{fileId}`].map((path): Route => ({
    method: 'DELETE',
    path,
    handler: async ({ req, url, params, reply }) => {
      req.resume();
      const session = sessions.get(url.searchParams.get('upload_id') ?? '');
      if (!session || session.fileId !== params.fileId || session.doneFileId !== undefined)
        return sendAnswer(reply, sessionNotFound());
      await sessions.settled(session);
      await sessions.drop(session);
      return sendAnswer(reply, { status: 499, body: undefined });
    },
  }));
  return [...starts, ...chunks, ...cancels];
}
