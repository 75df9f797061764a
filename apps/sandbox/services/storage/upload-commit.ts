// What every upload shares, whichever way its bytes come (media, multipart, resumable): the checks made
// before any byte is read (the metadata body, the folder or file it goes to, a conversion the service can
// make), the room left in the owner's storage quota, and the file made or updated once the bytes are in.
import formats from './data/about-formats.json';
import type { Received } from './content-store';
import { driveError, fileNotFound, insufficientFilePermissions, type Answer } from './drive-errors';
import { atLeast, roleOf, type Caller } from './file-access';
import { blobsInUse, usageOf, withContent } from './file-content';
import { FOLDER, GOOGLE_TYPE_PREFIX, SHORTCUT, type FileRecord } from './file-record';
import { fileResource } from './file-resource';
import { checkBody, createFile, updateFile, writableFolder } from './file-writes';
import type { StorageDeps } from './method-route';

/** An upload as its first request described it. */
export interface UploadPlan {
  caller: Caller;
  /** The file whose content is replaced; a new file when absent. */
  fileId?: string;
  metadata: Record<string, unknown>;
  /** The first request's query (addParents, removeParents, keepRevisionForever…). */
  params: URLSearchParams;
}

const IMPORTS = formats.importFormats as Record<string, string[]>;

/** The type the stored file will have, given the type its bytes came as. */
function targetType(plan: UploadPlan, mediaType: string | undefined, existing?: FileRecord): string {
  return (
    (plan.metadata.mimeType as string | undefined) ??
    existing?.mimeType ??
    mediaType ??
    'application/octet-stream'
  );
}

/** Refuses an upload before its bytes: a bad body, a folder it may not add to, a file it may not change. */
export function checkUpload(
  plan: UploadPlan,
  mediaType: string | undefined,
  deps: StorageDeps,
): Answer | undefined {
  const { state } = deps;
  const problem = checkBody(plan.metadata, plan.fileId !== undefined);
  if (problem) return problem;
  let existing: FileRecord | undefined;
  if (plan.fileId === undefined) {
    const parents = plan.metadata.parents;
    if (Array.isArray(parents) && typeof parents[0] === 'string') {
      const folder = writableFolder(parents[0], plan.caller, state, 'parents');
      if ('status' in folder) return folder;
    }
  } else {
    existing = state.get(plan.fileId);
    const role = existing && roleOf(existing, plan.caller, state, true);
    if (!existing || !role) return fileNotFound(plan.fileId);
    if (!atLeast(role, 'writer')) return insufficientFilePermissions(plan.fileId);
    if (existing.mimeType === FOLDER || existing.mimeType === SHORTCUT)
      return driveError(
        400,
        'badRequest',
        `${plan.fileId} is a ${existing.mimeType === FOLDER ? 'folder' : 'shortcut'}: it has no content to upload.`,
      );
  }
  const target = targetType(plan, mediaType, existing);
  if (target === FOLDER || target === SHORTCUT)
    return driveError(
      400,
      'badRequest',
      'Folders and shortcuts have no content: create them without an upload.',
    );
  if (target.startsWith(GOOGLE_TYPE_PREFIX)) {
    const source = mediaType ?? 'application/octet-stream';
    if (!IMPORTS[source]?.includes(target))
      return driveError(
        400,
        'badRequest',
        `Conversion of ${source} to ${target} is not supported; about.importFormats lists the conversions.`,
      );
    if (!source.startsWith('text/'))
      return driveError(
        400,
        'badRequest',
        `The Verity sandbox converts text files only; upload ${source} as it is (without a Docs Editors mimeType).`,
      );
  }
  return undefined;
}

/** Bytes the owner of the upload's file may still store. */
export function roomLeft(plan: UploadPlan, deps: StorageDeps): number {
  const owner = (plan.fileId && deps.state.get(plan.fileId)?.owner) || plan.caller.identity;
  return Math.max(0, deps.control.settings.storageLimitBytes - usageOf(owner, deps.state));
}

export function storageQuotaExceeded(): Answer {
  return driveError(403, 'storageQuotaExceeded', "The user's Drive storage quota has been exceeded.");
}

/**
 * Makes or updates the file with the received bytes as its head revision, recorded before anything is
 * awaited so that no sweep of unused blobs takes them; then the bytes of revisions that went (or of a
 * refused upload) are swept. The answer is the File resource, or a refusal.
 */
export async function commitUpload(
  plan: UploadPlan,
  received: Received,
  mediaType: string | undefined,
  deps: StorageDeps,
  now: string,
): Promise<Answer> {
  const { state } = deps;
  const existing = plan.fileId === undefined ? undefined : state.get(plan.fileId);
  const mimeType = targetType(plan, mediaType, existing);
  const made = existing
    ? updateFile(existing, plan.metadata, plan.params, plan.caller, state, now)
    : createFile({ ...plan.metadata, mimeType }, plan.caller, state, now);
  if ('status' in made) {
    await deps.content.sweep(() => blobsInUse(state));
    return made;
  }
  const keepForever = plan.params.get('keepRevisionForever') === 'true';
  const { file, dropped } = withContent(made, {
    received,
    mimeType: made.mimeType.startsWith(GOOGLE_TYPE_PREFIX) ? made.mimeType : mimeType,
    by: plan.caller.identity,
    now,
    keepForever,
    fresh: !existing,
  });
  state.put(file);
  if (dropped.length > 0) await deps.content.sweep(() => blobsInUse(state));
  return { status: 200, body: fileResource(file, plan.caller, state) };
}
