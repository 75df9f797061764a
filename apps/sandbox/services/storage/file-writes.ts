// files.create (metadata only: folders, shortcuts, empty files) and files.update (metadata, trash and
// untrash, moves with addParents/removeParents), as research google.md §3.1/§3.4 and the fixtures describe:
// `parents` is not writable in an update, a file keeps exactly one parent, only the owner trashes, starring
// needs only read access (a star is the caller's own). In a shared store (research §3.4) items belong to the
// store, file organizers trash and move them, and a file moves in only from its owner's My Drive.
import { driveError, fileNotFound, insufficientFilePermissions, type Answer } from './drive-errors';
import { atLeast, lineage, roleOf, storeRoleOf, type Caller } from './file-access';
import { emptyContent } from './file-content';
import { takeId } from './file-ids';
import { FOLDER, GOOGLE_TYPE_PREFIX, SHORTCUT, type FileRecord } from './file-record';
import type { StorageState } from './storage-state';
import { storeRoleAtLeast } from './store-access';
import { crossStore, mayTrash } from './store-items';

/** Read-only properties of the File schema: a body naming one is refused, as the service does. */
const READ_ONLY = new Set(
  'kind driveId fileExtension md5Checksum sha1Checksum sha256Checksum exportLinks thumbnailLink iconLink shared lastModifyingUser owners headRevisionId sharingUser webViewLink webContentLink size permissions hasThumbnail spaces explicitlyTrashed modifiedByMeTime sharedWithMeTime quotaBytesUsed version ownedByMe fullFileExtension isAppAuthorized teamDriveId capabilities hasAugmentedPermissions trashingUser thumbnailVersion trashedTime modifiedByMe permissionIds imageMediaMetadata videoMediaMetadata resourceKey labelInfo'.split(
    ' ',
  ),
);

type Body = Record<string, unknown>;

const notWritable = (message = 'The resource body includes fields which are not directly writable.') =>
  driveError(403, 'fieldNotWritable', message);
const badField = (name: string, what: string) =>
  driveError(400, 'invalid', `Invalid value for ${name}: ${what}.`, { location: name });
const tooManyParents = () =>
  driveError(403, 'cannotAddParent', 'Increasing the number of parents is not allowed.');

/** The checks every body goes through: an object, no read-only field, each writable field of its type. */
export function checkBody(body: Body, isUpdate: boolean): Answer | undefined {
  if (isUpdate && 'parents' in body)
    return notWritable(
      'The parents field is not directly writable in update requests. Use the addParents and removeParents parameters instead.',
    );
  if (Object.keys(body).some((name) => READ_ONLY.has(name)) || (isUpdate && 'id' in body))
    return notWritable();
  for (const name of ['name', 'mimeType', 'description', 'folderColorRgb'])
    if (name in body && typeof body[name] !== 'string') return badField(name, 'expected a string');
  for (const name of ['starred', 'trashed'])
    if (name in body && typeof body[name] !== 'boolean') return badField(name, 'expected true or false');
  for (const name of ['createdTime', 'modifiedTime', 'viewedByMeTime'])
    if (name in body && (typeof body[name] !== 'string' || Number.isNaN(Date.parse(body[name] as string))))
      return badField(name, 'expected an RFC 3339 date-time');
  for (const name of ['properties', 'appProperties']) {
    const value = body[name];
    if (value === undefined) continue;
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      return badField(name, 'expected an object of strings');
    for (const [key, text] of Object.entries(value))
      if (text !== null && typeof text !== 'string')
        return badField(`${name}.${key}`, 'expected a string or null');
  }
  return undefined;
}

/** A folder the caller may add to, by ID ('root' is theirs), or the answer refusing it. */
export function writableFolder(
  id: string,
  caller: Caller,
  state: StorageState,
  parameter: string,
): FileRecord | Answer {
  const folder = state.get(id === 'root' ? caller.rootId : id);
  if (!folder || !roleOf(folder, caller, state)) return fileNotFound(id, parameter);
  if (folder.mimeType !== FOLDER)
    return driveError(400, 'invalid', `The parent ${id} is not a folder.`, { location: parameter });
  if (!atLeast(roleOf(folder, caller, state), 'writer')) return insufficientFilePermissions(id);
  return folder;
}

export function mergeProperties(into: Record<string, string>, changes: unknown): Record<string, string> {
  const merged = { ...into };
  for (const [key, value] of Object.entries(changes as Record<string, string | null>)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** POST /store/v3/files with a metadata body: the new record, or the refusal. */
export function createFile(
  body: Body,
  caller: Caller,
  state: StorageState,
  now: string,
): FileRecord | Answer {
  const problem = checkBody(body, false);
  if (problem) return problem;
  const parents = body.parents ?? ['root'];
  if (!Array.isArray(parents) || parents.some((parent) => typeof parent !== 'string'))
    return badField('parents', 'expected a list of folder IDs');
  if (parents.length > 1) return tooManyParents();
  state.rootOf(caller.identity, now);
  const parentIds: string[] = [];
  for (const parent of parents as string[]) {
    const folder = writableFolder(parent, caller, state, 'parents');
    if ('status' in folder) return folder;
    parentIds.push(folder.id);
  }
  const mimeType = (body.mimeType as string | undefined) ?? 'application/octet-stream';
  const targetId = (body.shortcutDetails as { targetId?: unknown } | undefined)?.targetId;
  if (mimeType === SHORTCUT) {
    if (typeof targetId !== 'string')
      return driveError(400, 'required', 'A shortcut needs shortcutDetails.targetId.', {
        location: 'shortcutDetails.targetId',
      });
    const target = state.get(targetId);
    if (!target || !roleOf(target, caller, state)) return fileNotFound(targetId, 'shortcutDetails.targetId');
  }
  const id = takeId(body.id, caller, state);
  if (typeof id !== 'string') return id;
  const created = (body.createdTime as string | undefined) ?? now;
  const driveId = parentIds.length > 0 ? state.get(parentIds[0]!)?.driveId : undefined;
  const file: FileRecord = {
    id,
    ...(driveId ? { driveId } : {}),
    name: (body.name as string | undefined) ?? 'Untitled',
    mimeType,
    parents: parentIds,
    owner: caller.identity,
    ...(body.description !== undefined ? { description: body.description as string } : {}),
    explicitlyTrashed: false,
    starredBy: body.starred === true ? [caller.identity] : [],
    viewedBy: { [caller.identity]: (body.viewedByMeTime as string | undefined) ?? now },
    createdTime: new Date(created).toISOString(),
    modifiedTime: new Date((body.modifiedTime as string | undefined) ?? created).toISOString(),
    lastModifiedBy: caller.identity,
    version: 1,
    ...(mimeType.startsWith(GOOGLE_TYPE_PREFIX) ? {} : emptyContent()),
    properties: mergeProperties({}, body.properties ?? {}),
    appProperties: mergeProperties({}, body.appProperties ?? {}),
    permissions: [],
    appClientIds: [caller.clientId],
    ...(mimeType === SHORTCUT ? { shortcutTargetId: targetId as string } : {}),
    ...(typeof body.folderColorRgb === 'string' ? { folderColorRgb: body.folderColorRgb } : {}),
  };
  state.put(file);
  return file;
}

/** PATCH /store/v3/files/{fileId}: the changed record, or the refusal. */
export function updateFile(
  file: FileRecord,
  body: Body,
  params: URLSearchParams,
  caller: Caller,
  state: StorageState,
  now: string,
): FileRecord | Answer {
  const problem = checkBody(body, true);
  if (problem) return problem;
  const role = roleOf(file, caller, state, true);
  const adds = (params.get('addParents') ?? '').split(',').filter(Boolean);
  const removes = (params.get('removeParents') ?? '').split(',').filter(Boolean);
  const ownChanges = Object.keys(body).every((name) => name === 'starred' || name === 'viewedByMeTime');
  if (!ownChanges || adds.length > 0 || removes.length > 0) {
    if (!atLeast(role, 'writer')) return insufficientFilePermissions(file.id);
  }
  if ('trashed' in body && !mayTrash(file, role, caller, state)) return insufficientFilePermissions(file.id);
  if ((adds.length > 0 || removes.length > 0) && file.driveId !== undefined)
    if (!storeRoleAtLeast(storeRoleOf(file, caller, state), 'fileOrganizer'))
      return insufficientFilePermissions(file.id);
  if (file.isRoot && (adds.length > 0 || 'trashed' in body || 'name' in body))
    return insufficientFilePermissions(file.id);
  const newType = body.mimeType as string | undefined;
  // A folder, shortcut or Docs Editors file is what it is; a binary file becomes one only by a conversion.
  if (
    newType !== undefined &&
    newType !== file.mimeType &&
    (file.mimeType.startsWith(GOOGLE_TYPE_PREFIX) || newType.startsWith(GOOGLE_TYPE_PREFIX))
  )
    return driveError(403, 'fieldNotWritable', `The mimeType of ${file.id} cannot be changed to ${newType}.`);
  const moved = moveParents(file, adds, removes, caller, state);
  if (!Array.isArray(moved)) return moved;
  const next = crossStore({ ...file, parents: moved, version: file.version + 1 }, file, caller, state);
  if ('status' in next) return next;
  if (typeof body.name === 'string') next.name = body.name;
  if (typeof body.description === 'string') next.description = body.description;
  if (typeof body.mimeType === 'string') next.mimeType = body.mimeType;
  if (typeof body.folderColorRgb === 'string') next.folderColorRgb = body.folderColorRgb;
  if (body.properties) next.properties = mergeProperties(file.properties, body.properties);
  if (body.appProperties) next.appProperties = mergeProperties(file.appProperties, body.appProperties);
  if (typeof body.starred === 'boolean') {
    const others = file.starredBy.filter((who) => who !== caller.identity);
    next.starredBy = body.starred ? [...others, caller.identity] : others;
  }
  if (typeof body.viewedByMeTime === 'string')
    next.viewedBy = { ...file.viewedBy, [caller.identity]: new Date(body.viewedByMeTime).toISOString() };
  if (typeof body.trashed === 'boolean') {
    next.explicitlyTrashed = body.trashed;
    if (body.trashed) Object.assign(next, { trashedTime: now, trashedBy: caller.identity });
    else {
      delete next.trashedTime;
      delete next.trashedBy;
    }
  }
  if (!ownChanges) {
    next.lastModifiedBy = caller.identity;
    next.modifiedTime =
      typeof body.modifiedTime === 'string' ? new Date(body.modifiedTime).toISOString() : now;
  }
  state.put(next);
  return next;
}

/** The parents after addParents/removeParents, or the refusal (more than one parent, a cycle, no access). */
function moveParents(
  file: FileRecord,
  adds: string[],
  removes: string[],
  caller: Caller,
  state: StorageState,
): string[] | Answer {
  const resolve = (id: string) => (id === 'root' ? caller.rootId : id);
  let parents = file.parents.filter((parent) => !removes.map(resolve).includes(parent));
  for (const add of adds) {
    const folder = writableFolder(add, caller, state, 'addParents');
    if ('status' in folder) return folder;
    if (lineage(folder, state).some((item) => item.id === file.id))
      return driveError(400, 'invalid', `${file.id} cannot be moved into itself or a folder inside it.`, {
        location: 'addParents',
      });
    if (!parents.includes(folder.id)) parents = [...parents, folder.id];
  }
  return parents.length > 1 ? tooManyParents() : parents;
}
