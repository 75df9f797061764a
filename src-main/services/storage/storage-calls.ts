// The storage service's file mutations the Storage page and the journal's Undo both send. Each answers the
// file as it now is (StorageFile), read back through the same mask as listings.
import type { StorageFile } from '../../../src-shared/contract/schemas/storage';
import type { File, STORE_V3 } from '../google/generated/store-v3';
import type { GoogleClient } from '../google/google-client';
import { FILE_FIELDS, FOLDER_TYPE, toStorageFile } from './storage-file';

type Client = GoogleClient<typeof STORE_V3>;

export function createStorageCalls(deps: {
  client: Client;
  /** The same API without retries: a repeated permanent delete would be told the file does not exist. */
  onceClient: Client;
}) {
  const { client } = deps;
  const update = async (
    profileId: string,
    fileId: string,
    body: Partial<File>,
    params: Record<string, string> = {},
  ): Promise<StorageFile> =>
    toStorageFile(
      (await client.call(profileId, 'files.update', {
        params: { fileId, ...params },
        body,
        fields: FILE_FIELDS,
      })) as File,
    );

  return {
    get: async (profileId: string, fileId: string): Promise<StorageFile> =>
      toStorageFile(
        (await client.call(profileId, 'files.get', { params: { fileId }, fields: FILE_FIELDS })) as File,
      ),
    createFolder: async (profileId: string, parentId: string, name: string): Promise<StorageFile> =>
      toStorageFile(
        (await deps.onceClient.call(profileId, 'files.create', {
          body: { name, mimeType: FOLDER_TYPE, parents: [parentId] },
          fields: FILE_FIELDS,
        })) as File,
      ),
    rename: (profileId: string, fileId: string, name: string) => update(profileId, fileId, { name }),
    move: (profileId: string, fileId: string, from: readonly string[], to: string) =>
      update(profileId, fileId, {}, { addParents: to, removeParents: from.join(',') }),
    star: (profileId: string, fileId: string, starred: boolean) => update(profileId, fileId, { starred }),
    trash: (profileId: string, fileId: string) => update(profileId, fileId, { trashed: true }),
    restore: (profileId: string, fileId: string) => update(profileId, fileId, { trashed: false }),
    remove: async (profileId: string, fileId: string): Promise<void> => {
      await deps.onceClient.call(profileId, 'files.delete', { params: { fileId } });
    },
    emptyTrash: async (profileId: string): Promise<void> => {
      await deps.onceClient.call(profileId, 'files.emptyTrash');
    },
  };
}

export type StorageCalls = ReturnType<typeof createStorageCalls>;
