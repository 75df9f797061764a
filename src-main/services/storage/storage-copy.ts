// Copies and shortcuts. The service copies single files only (files.copy refuses folders), so a folder is
// copied here: the folder made anew, then its children copied into it, depth first. Every file copied and
// every folder made is its own journaled operation, so Undo (to the trash) and Check work per item.
import type { StorageFile } from '../../../src-shared/contract/schemas/storage';
import { VerityError } from '../../../src-shared/contract/result';
import type { File, FileList, STORE_V3 } from '../google/generated/store-v3';
import type { GoogleClient } from '../google/google-client';
import type { StorageCalls } from './storage-calls';
import { FILE_FIELDS, toStorageFile } from './storage-file';
import { STORAGE_KINDS } from './storage-operation-kinds';

const SHORTCUT_TYPE = 'application/vnd.google-apps.shortcut';
/** How far up from a destination to look for the folder being copied (breadcrumbs stop at the same depth). */
const MAX_DEPTH = 100;

type Journaled = (
  profileId: string,
  op: { kind: string; target: string; request: Record<string, string | boolean> },
  send: () => Promise<StorageFile>,
) => Promise<{ opId: string; file: StorageFile | undefined }>;

export function createStorageCopy(deps: {
  client: GoogleClient<typeof STORE_V3>;
  calls: StorageCalls;
  journaled: Journaled;
}) {
  const { client, calls, journaled } = deps;

  async function children(profileId: string, folderId: string): Promise<StorageFile[]> {
    const files: StorageFile[] = [];
    let pageToken: string | undefined;
    do {
      const params = {
        q: `'${folderId}' in parents and trashed = false`,
        pageSize: 1000,
        pageToken,
        // A shared store's folder lists its items only with this (and supportsAllDrives).
        includeItemsFromAllDrives: true,
      };
      const page = (await client.call(profileId, 'files.list', {
        params,
        fields: `nextPageToken,files(${FILE_FIELDS})`,
      })) as FileList | null;
      files.push(...(page?.files ?? []).map((file: File) => toStorageFile(file)));
      pageToken = page?.nextPageToken ?? undefined;
    } while (pageToken);
    return files;
  }

  /** Refuses a copy of a folder into itself or a folder inside it, which would never end. */
  async function refuseIntoItself(profileId: string, folder: StorageFile, toFolderId: string) {
    let id: string | undefined = toFolderId;
    for (let depth = 0; id && depth < MAX_DEPTH; depth++) {
      if (id === folder.id)
        throw new VerityError(
          'VALIDATION',
          `"${folder.name}" cannot be copied into itself or a folder inside it: pick a folder outside it`,
        );
      id = (await calls.get(profileId, id)).parents[0];
    }
  }

  const copyOne = (profileId: string, file: StorageFile, toFolderId: string) => {
    // The service names a copy "Copy of …" unless told; beside its original that is what users expect.
    const name = file.parents.includes(toFolderId) ? `Copy of ${file.name}` : file.name;
    return journaled(
      profileId,
      {
        kind: STORAGE_KINDS.copy,
        target: `"${file.name}" (${file.id}) into ${toFolderId}`,
        request: { sourceId: file.id, toFolderId, name },
      },
      async () =>
        toStorageFile(
          (await client.call(profileId, 'files.copy', {
            params: { fileId: file.id },
            body: { name, parents: [toFolderId] },
            fields: FILE_FIELDS,
          })) as File,
        ),
    );
  };

  /** Copies a folder's tree; failures inside are collected so one bad file does not stop the rest. */
  async function copyFolder(profileId: string, folder: StorageFile, toFolderId: string, failed: string[]) {
    const name = folder.parents.includes(toFolderId) ? `Copy of ${folder.name}` : folder.name;
    const made = await journaled(
      profileId,
      {
        kind: STORAGE_KINDS.createFolder,
        target: `folder "${name}" in ${toFolderId} (a copy of ${folder.id})`,
        request: { parentId: toFolderId, name },
      },
      () => calls.createFolder(profileId, toFolderId, name),
    );
    for (const child of await children(profileId, folder.id)) {
      try {
        if (child.isFolder) await copyFolder(profileId, child, made.file!.id, failed);
        else await copyOne(profileId, child, made.file!.id);
      } catch (error) {
        failed.push(`"${child.name}": ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return made.opId;
  }

  return {
    /** Copies one file, or a folder with everything in it; answers the journal operation of the top copy. */
    async copy(profileId: string, fileId: string, to: string): Promise<string> {
      const file = await calls.get(profileId, fileId);
      // 'root' names My Store; its real ID is what a file's parents hold, so "beside its original" can be told.
      const toFolderId = to === 'root' ? (await calls.get(profileId, 'root')).id : to;
      if (!file.isFolder) return (await copyOne(profileId, file, toFolderId)).opId;
      await refuseIntoItself(profileId, file, toFolderId);
      const failed: string[] = [];
      const opId = await copyFolder(profileId, file, toFolderId, failed);
      if (failed.length > 0)
        throw new VerityError(
          'UPSTREAM',
          `The copy of "${file.name}" is made but ${failed.length} item(s) in it were not copied: ${failed.slice(0, 5).join('; ')}${failed.length > 5 ? '; …' : ''}. Copy those again`,
        );
      return opId;
    },

    /** A shortcut to `targetId` in `folderId`, named as its target. */
    async shortcut(profileId: string, targetId: string, folderId: string) {
      const target = await calls.get(profileId, targetId);
      const made = await journaled(
        profileId,
        {
          kind: STORAGE_KINDS.shortcut,
          target: `shortcut to "${target.name}" (${target.id}) in ${folderId}`,
          request: { targetId, folderId, name: target.name },
        },
        async () =>
          toStorageFile(
            (await client.call(profileId, 'files.create', {
              body: {
                name: target.name,
                mimeType: SHORTCUT_TYPE,
                parents: [folderId],
                shortcutDetails: { targetId },
              },
              fields: FILE_FIELDS,
            })) as File,
          ),
      );
      return { file: made.file!, opId: made.opId };
    },
  };
}
