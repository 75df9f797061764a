// files.copy (research google.md §3.1): a new file owned by the caller with the original's type, bytes
// (its head revision, sharing the stored bytes) and properties, overridden by the body's writable fields; named "Copy of …" unless the
// body names it, in the original's folder when the caller may add there (else their root). Folders cannot
// be copied (the API has none: clients recurse), and a body may not name more than one parent.
import { randomBytes } from 'node:crypto';
import { driveError, type Answer } from './drive-errors';
import { atLeast, roleOf, type Caller } from './file-access';
import { revisionsOf } from './file-content';
import { takeId } from './file-ids';
import { FOLDER, GOOGLE_TYPE_PREFIX, type FileRecord } from './file-record';
import type { StorageState } from './storage-state';
import { checkBody, mergeProperties, writableFolder } from './file-writes';

export function copyFile(
  source: FileRecord,
  body: Record<string, unknown>,
  caller: Caller,
  state: StorageState,
  now: string,
): FileRecord | Answer {
  if (source.mimeType === FOLDER || source.isRoot)
    return driveError(403, 'cannotCopyFile', 'This file cannot be copied by the user.');
  const problem = checkBody(body, false);
  if (problem) return problem;
  const parents = body.parents;
  if (parents !== undefined && (!Array.isArray(parents) || parents.some((id) => typeof id !== 'string')))
    return driveError(400, 'invalid', 'Invalid value for parents: expected a list of folder IDs.', {
      location: 'parents',
    });
  if (Array.isArray(parents) && parents.length > 1)
    return driveError(403, 'cannotAddParent', 'Increasing the number of parents is not allowed.');
  let parent = (parents as string[] | undefined)?.[0];
  if (parent === undefined) {
    const original = source.parents[0] && state.get(source.parents[0]);
    parent = original && atLeast(roleOf(original, caller, state), 'writer') ? original.id : caller.rootId;
  }
  const folder = writableFolder(parent, caller, state, 'parents');
  if ('status' in folder) return folder;
  const id = takeId(body.id, caller, state);
  if (typeof id !== 'string') return id;
  const copy: FileRecord = {
    ...source,
    id,
    name: (body.name as string | undefined) ?? `Copy of ${source.name}`,
    mimeType: (body.mimeType as string | undefined) ?? source.mimeType,
    parents: [folder.id],
    owner: caller.identity,
    driveId: folder.driveId,
    description: (body.description as string | undefined) ?? source.description,
    explicitlyTrashed: false,
    starredBy: body.starred === true ? [caller.identity] : [],
    viewedBy: { [caller.identity]: now },
    createdTime: now,
    modifiedTime: typeof body.modifiedTime === 'string' ? new Date(body.modifiedTime).toISOString() : now,
    lastModifiedBy: caller.identity,
    version: 1,
    properties: mergeProperties(source.properties, body.properties ?? {}),
    appProperties: mergeProperties(source.appProperties, body.appProperties ?? {}),
    permissions: [],
    appClientIds: [caller.clientId],
    ...copiedHead(source, caller, now),
  };
  delete copy.isRoot;
  if (copy.driveId === undefined) delete copy.driveId;
  delete copy.comments; // a copy starts without the original's discussions
  delete copy.trashedTime;
  if (copy.description === undefined) delete copy.description;
  state.put(copy);
  return copy;
}

/** The copy's one revision: the original's head under a new ID. */
function copiedHead(source: FileRecord, caller: Caller, now: string): Partial<FileRecord> {
  const head = revisionsOf(source).at(-1);
  if (!head) return {};
  const id = source.mimeType.startsWith(GOOGLE_TYPE_PREFIX)
    ? '1'
    : `0B${randomBytes(24).toString('base64url')}`;
  const revision = { ...head, id, keepForever: false, modifiedTime: now, lastModifiedBy: caller.identity };
  return { headRevisionId: id, revisions: [revision] };
}
