// How a built storage method becomes a route: the bearer check with the method's discovery scopes, the
// caller, the rate-limit fault, the method, then `fields` cut a 200 answer down (a partial response) and a
// change is on disk before it is answered. Answers with a body stream (downloads) or none (204, 308) are
// sent as they are.
import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { sendGoogleError } from '../../http/error-shapes';
import { BodyError } from '../../http/read-body';
import type { Reply } from '../../http/reply';
import type { HttpMethod, Route } from '../../http/routing';
import { STORE_V3 } from '../../../../src-main/services/google/generated/store-v3';
import type { BearerGuard } from '../not-implemented';
import { requireAccessToken } from '../oauth/bearer-check';
import type { ContentStore } from './content-store';
import { fileNotFound, type Answer } from './drive-errors';
import { applyFieldsMask, type FieldsMask } from './fields-mask';
import { callerOf, roleOf, type Caller } from './file-access';
import type { FileRecord } from './file-record';
import { readFields, readObject, type Shape } from './method-input';
import { expireGrants } from './permission-resource';
import type { StorageControl } from './storage-control';
import type { StorageState } from './storage-state';

/** What every storage method works with. */
export interface StorageDeps {
  state: StorageState;
  content: ContentStore;
  control: StorageControl;
  guard: BearerGuard;
  /** The sandbox's own address, for the session URIs of resumable uploads. */
  origin: string;
}

export interface Call {
  req: IncomingMessage;
  url: URL;
  params: Record<string, string>;
  caller: Caller;
  now: string;
}

export interface MethodSpec {
  method: HttpMethod;
  path: string;
  name: string;
  shape?: Shape;
  /** Whether the state must be saved before answering. */
  changes?: boolean;
  run(call: Call): Answer | Promise<Answer>;
}

/** A file the caller can see, by ID ('root' is theirs), or the 404 that does not say whether it exists. */
export function visibleFile(state: StorageState, id: string, caller: Caller): FileRecord | Answer {
  const file = state.get(id === 'root' ? caller.rootId : id);
  return file && roleOf(file, caller, state, true) ? file : fileNotFound(id);
}

/** Reads a call's JSON body and the file its path names, then answers what `then` makes of them. */
export async function withBodyAndFile(
  { req, params, caller }: Call,
  state: StorageState,
  then: (body: Record<string, unknown>, file: FileRecord) => Answer | Promise<Answer>,
): Promise<Answer> {
  const read = await readObject(req);
  if ('status' in read) return read;
  const file = visibleFile(state, params.fileId!, caller);
  return 'status' in file ? file : then(read.fields, file);
}

/** Sends an answer: JSON cut by `mask` when it is a 200, a streamed body, or no body at all. */
export async function sendAnswer(reply: Reply, answer: Answer, mask?: FieldsMask): Promise<void> {
  if (answer.media) {
    const res = reply.startStream(answer.status, answer.headers ?? {});
    if (!res) return;
    // A client that goes away mid-download ends the stream; nothing else is waiting on it.
    await pipeline(answer.media(), res).catch(() => undefined);
    return;
  }
  if (answer.body === undefined) return reply.send(answer.status, answer.headers ?? {}, '');
  const body = mask && answer.status === 200 ? applyFieldsMask(answer.body, mask) : answer.body;
  reply.json(answer.status, body, { pretty: true, headers: answer.headers });
}

/** The `fields` selection of a request, or the refusal of one it cannot read. */
export function maskOf(url: URL, spec: Pick<MethodSpec, 'shape' | 'name'>): FieldsMask | Answer | undefined {
  // The service insists on `fields` for about.get and for every comments and replies method but delete.
  const required =
    spec.name === 'drive.about.get' ||
    (/^drive\.(comments|replies)\./.test(spec.name) && !spec.name.endsWith('.delete'));
  return readFields(url.searchParams.get('fields'), spec.shape, required);
}

/** The methods whose discovery entry has a supportsAllDrives switch; the others reach shared stores' items. */
const SWITCHED = new Set(
  Object.values(STORE_V3.methods)
    .filter((method) => 'supportsAllDrives' in method.parameters)
    .map((method) => method.id),
);

/** Whether the request may touch shared stores (supportsTeamDrives is the deprecated name). */
function supportsAllDrives(url: URL, name: string): boolean {
  if (!SWITCHED.has(name)) return true;
  const flag = url.searchParams.get('supportsAllDrives') ?? url.searchParams.get('supportsTeamDrives');
  return flag === 'true';
}

export function methodRoutes(specs: MethodSpec[], deps: StorageDeps): Route[] {
  const { state, control, guard } = deps;
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
      const caller = callerOf(token.grant, state, supportsAllDrives(url, spec.name));
      const mask = maskOf(url, spec);
      const refusal = control.refusal() ?? (mask && 'status' in mask ? mask : undefined);
      if (refusal) {
        req.resume();
        return sendAnswer(reply, refusal);
      }
      const at = new Date(control.now()).toISOString();
      state.rootOf(caller.identity, at);
      // Grants past their expirationTime end before anything reads who may see what.
      expireGrants(state, control.now());
      let answer: Answer;
      try {
        answer = await spec.run({ req, url, params, caller, now: at });
      } catch (error) {
        if (!(error instanceof BodyError)) throw error;
        return sendGoogleError(reply, error.httpStatus, error.message);
      }
      if (spec.changes && answer.status < 300) await state.save();
      await sendAnswer(reply, answer, mask as FieldsMask | undefined);
    },
  }));
}
