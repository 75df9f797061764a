// revisions.list/get/update/delete (research google.md §3.8, drive-examples.json revisions_*): a file's
// versions as the Revision resource, readable by those who may edit the file (capabilities.canReadRevisions);
// `keepForever` pins a binary file's revision (at most 200 per file), the publishing flags belong to Docs
// Editors revisions, and any revision but the head of a binary file can be deleted.
import { driveError, insufficientFilePermissions, type Answer } from './drive-errors';
import { atLeast, personOf, roleOf, type Caller } from './file-access';
import { revisionsOf } from './file-content';
import { revisionNotFound } from './file-download';
import { pageOf } from './list-paging';
import { FOLDER, GOOGLE_TYPE_PREFIX, SHORTCUT, type FileRecord, type RevisionRecord } from './file-record';
import { userOf } from './file-resource';
import type { StorageState } from './storage-state';

const MAX_KEPT_FOREVER = 200;
const DEFAULT_PAGE_SIZE = 200;

export const REVISION_FIELDS: ReadonlySet<string> = new Set(
  'kind id mimeType modifiedTime keepForever published publishedLink publishAuto publishedOutsideDomain lastModifyingUser originalFilename md5Checksum size exportLinks'.split(
    ' ',
  ),
);
export const DEFAULT_REVISION_FIELDS = 'kind,id,mimeType,modifiedTime';

const editorFile = (file: FileRecord) => file.mimeType.startsWith(GOOGLE_TYPE_PREFIX);

export function revisionResource(
  file: FileRecord,
  revision: RevisionRecord,
  caller: Caller,
  state: StorageState,
): Record<string, unknown> {
  const common = {
    kind: 'drive#revision',
    id: revision.id,
    mimeType: revision.mimeType,
    modifiedTime: revision.modifiedTime,
    lastModifyingUser: userOf(personOf(revision.lastModifiedBy, state), caller),
  };
  if (editorFile(file))
    return {
      ...common,
      published: revision.published ?? false,
      publishAuto: revision.publishAuto ?? false,
      publishedOutsideDomain: revision.publishedOutsideDomain ?? false,
    };
  return {
    ...common,
    keepForever: revision.keepForever,
    originalFilename: revision.originalFilename,
    md5Checksum: revision.md5Checksum,
    size: String(revision.size),
  };
}

/** The file's revisions for a caller who may read them, or the refusal. */
export function readableRevisions(
  file: FileRecord,
  caller: Caller,
  state: StorageState,
): RevisionRecord[] | Answer {
  if (file.mimeType === FOLDER || file.mimeType === SHORTCUT)
    return driveError(403, 'revisionsNotSupported', 'The file does not support revisions.');
  if (!atLeast(roleOf(file, caller, state, true), 'writer')) return insufficientFilePermissions(file.id);
  return revisionsOf(file);
}

export function listRevisions(
  file: FileRecord,
  params: URLSearchParams,
  caller: Caller,
  state: StorageState,
): Answer {
  const revisions = readableRevisions(file, caller, state);
  if (!Array.isArray(revisions)) return revisions;
  const page = pageOf(revisions, params, DEFAULT_PAGE_SIZE, 1000);
  if ('status' in page) return page;
  return {
    status: 200,
    body: {
      kind: 'drive#revisionList',
      ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      revisions: page.items.map((revision) => revisionResource(file, revision, caller, state)),
    },
  };
}

/** PATCH …/revisions/{revisionId}: pins or unpins, publishes; the changed file record or the refusal. */
export function updateRevision(
  file: FileRecord,
  revisionId: string,
  body: Record<string, unknown>,
  caller: Caller,
  state: StorageState,
): RevisionRecord | Answer {
  const revisions = readableRevisions(file, caller, state);
  if (!Array.isArray(revisions)) return revisions;
  const revision = revisions.find((candidate) => candidate.id === revisionId);
  if (!revision) return revisionNotFound(revisionId);
  const writable = editorFile(file)
    ? ['published', 'publishAuto', 'publishedOutsideDomain']
    : ['keepForever'];
  const other = Object.keys(body).find((name) => !writable.includes(name));
  if (other !== undefined)
    return driveError(
      403,
      'fieldNotWritable',
      `The ${other} field of a revision of this file is not writable; ${writable.join(', ')} may be set.`,
    );
  const wrong = Object.entries(body).find(([, value]) => typeof value !== 'boolean');
  if (wrong)
    return driveError(400, 'invalid', `Invalid value for ${wrong[0]}: expected true or false.`, {
      location: wrong[0],
    });
  const pinned = revisions.filter((candidate) => candidate.keepForever && candidate !== revision).length;
  if (body.keepForever === true && !revision.keepForever && pinned >= MAX_KEPT_FOREVER)
    return driveError(
      400,
      'invalid',
      `Only ${MAX_KEPT_FOREVER} revisions of a file can be kept forever; set keepForever to false on another first.`,
      { location: 'keepForever' },
    );
  const changed: RevisionRecord = { ...revision, ...(body as Partial<RevisionRecord>) };
  state.put({
    ...file,
    revisions: revisions.map((candidate) => (candidate === revision ? changed : candidate)),
  });
  return changed;
}

/** DELETE …/revisions/{revisionId}: 204, or the refusal (the head, a Docs Editors file's revision). */
export function deleteRevision(
  file: FileRecord,
  revisionId: string,
  caller: Caller,
  state: StorageState,
): Answer {
  const revisions = readableRevisions(file, caller, state);
  if (!Array.isArray(revisions)) return revisions;
  const revision = revisions.find((candidate) => candidate.id === revisionId);
  if (!revision) return revisionNotFound(revisionId);
  if (editorFile(file))
    return driveError(400, 'badRequest', 'Revisions of Docs Editors files cannot be deleted.');
  if (revision === revisions.at(-1))
    return driveError(
      400,
      'badRequest',
      'The head revision of a file cannot be deleted; upload a new version first, or delete the file.',
    );
  state.put({ ...file, revisions: revisions.filter((candidate) => candidate !== revision) });
  return { status: 204, body: undefined };
}
