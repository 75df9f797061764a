// The built methods of the storage service as routes: the bearer check with the method's discovery scopes,
// the caller, the method, then `fields` cut the answer down (a partial response) and a change is on disk
// before it is answered. Methods not built yet stay in storage-service.ts's 501 table.
import type { IncomingMessage } from 'node:http';
import { sendGoogleError } from '../../http/error-shapes';
import { BodyError } from '../../http/read-body';
import type { HttpMethod, Route } from '../../http/routing';
import type { BearerGuard } from '../not-implemented';
import { requireAccessToken } from '../oauth/bearer-check';
import { aboutOf, ABOUT_FIELDS } from './about';
import { driveError, fileNotFound, insufficientFilePermissions, type Answer } from './drive-errors';
import { applyFieldsMask } from './fields-mask';
import { FILE_SHAPE, LIST_SHAPE, readFields, readObject, type Shape } from './method-input';
import { callerOf, roleOf, type Caller } from './file-access';
import type { FileRecord } from './file-record';
import { copyFile } from './file-copy';
import { generateIds } from './file-ids';
import { deleteTree, emptyTrash } from './file-removal';
import { fileResource } from './file-resource';
import { createFile, updateFile } from './file-writes';
import { listFiles } from './files-list';
import type { StorageControl } from './storage-control';
import type { StorageState } from './storage-state';

const FILES = '/store/v3/files';
const FILE = '/store/v3/files/{fileId}';

interface Call {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  caller: Caller;
  now: string;
}

interface MethodSpec {
  method: HttpMethod;
  path: string;
  name: string;
  shape?: Shape;
  /** Whether the state must be saved before answering. */
  changes?: boolean;
  run(call: Call): Answer | Promise<Answer>;
}

export function filesRoutes(state: StorageState, guard: BearerGuard, control: StorageControl): Route[] {
  const visible = (id: string, caller: Caller): FileRecord | Answer => {
    const file = state.get(id === 'root' ? caller.rootId : id);
    return file && roleOf(file, caller, state, true) ? file : fileNotFound(id);
  };
  const answerFile = (file: FileRecord | Answer, caller: Caller): Answer =>
    'status' in file ? file : { status: 200, body: fileResource(file, caller, state) };

  const specs: MethodSpec[] = [
    {
      method: 'GET',
      path: '/store/v3/about',
      name: 'drive.about.get',
      shape: { known: ABOUT_FIELDS },
      run: ({ caller }) => ({ status: 200, body: aboutOf(caller, state) }),
    },
    {
      method: 'GET',
      path: `${FILES}/generateIds`,
      name: 'drive.files.generateIds',
      shape: { known: new Set(['kind', 'space', 'ids']) },
      changes: true,
      run: ({ url, caller }) => generateIds(url.searchParams, caller, state),
    },
    {
      method: 'DELETE',
      path: `${FILES}/trash`,
      name: 'drive.files.emptyTrash',
      changes: true,
      run: ({ url, caller }) => {
        const driveId = url.searchParams.get('driveId');
        if (driveId)
          return driveError(404, 'notFound', `Shared drive not found: ${driveId}`, { location: 'driveId' });
        emptyTrash(caller, state);
        return { status: 204, body: undefined };
      },
    },
    {
      method: 'GET',
      path: FILES,
      name: 'drive.files.list',
      shape: LIST_SHAPE,
      run: ({ url, caller }) => listFiles(url.searchParams, caller, state),
    },
    {
      method: 'POST',
      path: FILES,
      name: 'drive.files.create',
      shape: FILE_SHAPE,
      changes: true,
      run: async ({ req, caller, now }) => {
        const read = await readObject(req);
        return 'status' in read ? read : answerFile(createFile(read.fields, caller, state, now), caller);
      },
    },
    {
      method: 'GET',
      path: FILE,
      name: 'drive.files.get',
      shape: FILE_SHAPE,
      run: ({ url, params, caller }) => {
        if (url.searchParams.get('alt') === 'media')
          return driveError(
            501,
            'notImplemented',
            'Downloads (alt=media) are not built in the Verity sandbox yet.',
          );
        return answerFile(visible(params.fileId!, caller), caller);
      },
    },
    {
      method: 'PATCH',
      path: FILE,
      name: 'drive.files.update',
      shape: FILE_SHAPE,
      changes: true,
      run: async ({ req, url, params, caller, now }) => {
        const read = await readObject(req);
        if ('status' in read) return read;
        const file = visible(params.fileId!, caller);
        if ('status' in file) return file;
        return answerFile(updateFile(file, read.fields, url.searchParams, caller, state, now), caller);
      },
    },
    {
      method: 'POST',
      path: `${FILE}/copy`,
      name: 'drive.files.copy',
      shape: FILE_SHAPE,
      changes: true,
      run: async ({ req, params, caller, now }) => {
        const read = await readObject(req);
        if ('status' in read) return read;
        const file = visible(params.fileId!, caller);
        if ('status' in file) return file;
        return answerFile(copyFile(file, read.fields, caller, state, now), caller);
      },
    },
    {
      method: 'DELETE',
      path: FILE,
      name: 'drive.files.delete',
      changes: true,
      run: ({ params, caller }) => {
        const file = visible(params.fileId!, caller);
        if ('status' in file) return file;
        if (file.owner !== caller.identity || file.isRoot) return insufficientFilePermissions(file.id);
        deleteTree(file, state);
        return { status: 204, body: undefined };
      },
    },
  ];

  return specs.map((spec) => ({
    method: spec.method,
    path: spec.path,
    handler: async ({ req, url, params, reply }) => {
      const requirement = { service: guard.service, method: spec.name, scopes: guard.scopesOf(spec.name) };
      const token = requireAccessToken(guard.state, req, reply, requirement);
      if (!token) {
        req.resume();
        return;
      }
      const caller = callerOf(token.grant, state);
      const mask = readFields(url.searchParams.get('fields'), spec.shape, spec.name === 'drive.about.get');
      const refusal = control.refusal() ?? (mask && 'status' in mask ? mask : undefined);
      let answer: Answer;
      if (refusal) {
        req.resume();
        answer = refusal;
      } else {
        const at = new Date(control.now()).toISOString();
        state.rootOf(caller.identity, at);
        try {
          answer = await spec.run({ req, url, params, caller, now: at });
        } catch (error) {
          if (!(error instanceof BodyError)) throw error;
          return sendGoogleError(reply, error.httpStatus, error.message);
        }
        if (spec.changes && answer.status < 300) await state.save();
        if (mask && !('status' in mask) && answer.status === 200)
          answer = { ...answer, body: applyFieldsMask(answer.body, mask) };
      }
      if (answer.status === 204) return reply.send(204, answer.headers ?? {}, '');
      reply.json(answer.status, answer.body, { pretty: true, headers: answer.headers });
    },
  }));
}
