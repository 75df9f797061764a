// The storage service for the console: listings of a folder, a fixed view or a `q` search, the folders above
// a file for breadcrumbs, and the file mutations of the Storage page, each journaled before it is sent (as
// the profile's account, through the Google-style client for /store/v3).
import { VerityError } from '../../../src-shared/contract/result';
import type { StorageFile, StorageView } from '../../../src-shared/contract/schemas/storage';
import { STORE_V3, type File, type FileList } from '../google/generated/store-v3';
import { createGoogleClient, type GoogleClient } from '../google/google-client';
import { GoogleApiError } from '../google/google-error';
import type { AccessTokenSource } from '../google/google-send';
import type { HttpClient } from '../http/http-client';
import type { Journal } from '../journal/journal';
import type { OperationKinds } from '../journal/operation-kinds';
import { createStorageCalls } from './storage-calls';
import { ALL_STORES, FILE_FIELDS, toStorageFile } from './storage-file';
import { fileSummary, STORAGE_KINDS, storageKinds } from './storage-operation-kinds';
import type { ChangesPositions } from './changes-position';
import { createStorageChanges } from './storage-changes';
import { createExportFormats } from './storage-export-formats';
import { createStorageCopy } from './storage-copy';
import { createStorageDetails } from './storage-details';
import { storageUploadKind } from './storage-upload-kind';
import { createStorageUsage } from './storage-usage';
import { createPermissionCalls } from './storage-permission-calls';
import { createStorageSharing } from './storage-sharing';
import { createStorageStores } from './storage-stores';
import { sharingKinds } from './storage-sharing-kinds';
import { corpusOf, queryOf } from './storage-views';

/** A search the service refused as invalid, said as what to fix; other errors pass through. */
function searchRefusal(error: unknown, q: string): unknown {
  if (!(error instanceof GoogleApiError) || error.facts.httpStatus !== 400) return error;
  return new VerityError(
    'VALIDATION',
    `The storage service refused the search ${JSON.stringify(q)} (${error.facts.message}). Check its syntax: values in single quotes (a quote inside one as \\'), terms joined by and / or / not, operators such as =, !=, contains, in`,
  );
}

/** Breadcrumbs stop here: deeper chains are cut, so a cycle in hostile answers cannot loop. */
const MAX_DEPTH = 100;

interface PerFile {
  results: Array<{ fileId: string; ok: boolean; opId?: string; error?: string }>;
}

export function createStorage(deps: {
  http: HttpClient;
  accessToken: AccessTokenSource;
  rootUrl: (profileId: string) => string | undefined;
  journal: Pick<Journal, 'begin' | 'settle'>;
  kinds: OperationKinds;
  /** Where each profile's changes feed was last read. */
  changesPositions: ChangesPositions;
}) {
  const clientWith = (retry?: { maxAttempts: number }): GoogleClient<typeof STORE_V3> =>
    createGoogleClient({
      http: deps.http,
      accessToken: deps.accessToken,
      api: STORE_V3,
      rootUrl: deps.rootUrl,
      retry,
      everyCall: ALL_STORES,
    });
  const client = clientWith();
  const calls = createStorageCalls({ client, onceClient: clientWith({ maxAttempts: 1 }) });
  for (const kind of storageKinds(calls)) deps.kinds.declare(kind);
  deps.kinds.declare(storageUploadKind(calls));
  const permissionCalls = createPermissionCalls({ client, onceClient: clientWith({ maxAttempts: 1 }) });
  for (const kind of sharingKinds(calls, permissionCalls)) deps.kinds.declare(kind);

  /** Sends one file's change through the journal. */
  async function journaled(
    profileId: string,
    op: { kind: string; target: string; request: Record<string, string | boolean> },
    send: () => Promise<StorageFile | void>,
  ): Promise<{ opId: string; file: StorageFile | undefined }> {
    const opId = deps.journal.begin({ profileId, service: 'storage', ...op });
    const file = await deps.journal.settle(opId, send, (answer) =>
      answer ? fileSummary(answer) : { done: true },
    );
    return { opId, file: file ?? undefined };
  }

  /** Runs `each` for every file in turn; one failing does not stop the rest. */
  async function perFile(
    fileIds: readonly string[],
    each: (fileId: string) => Promise<string>,
  ): Promise<PerFile> {
    const results: PerFile['results'] = [];
    for (const fileId of fileIds) {
      try {
        results.push({ fileId, ok: true, opId: await each(fileId) });
      } catch (error) {
        results.push({ fileId, ok: false, error: error instanceof Error ? error.message : String(error) });
      }
    }
    return { results };
  }

  /** One journaled operation of `kind` per file, each sent by `send`. */
  const eachFile = (
    profileId: string,
    fileIds: readonly string[],
    kind: string,
    send: (fileId: string) => Promise<StorageFile | void>,
    request: Record<string, boolean> = {},
  ) =>
    perFile(
      fileIds,
      async (fileId) =>
        (
          await journaled(
            profileId,
            { kind, target: `file ${fileId}`, request: { fileId, ...request } },
            () => send(fileId),
          )
        ).opId,
    );

  const label = (file: StorageFile) => `"${file.name}" (${file.id})`;
  const stores = createStorageStores(client);
  const copies = createStorageCopy({ client, calls, journaled });

  return {
    /** The quota, the largest files and duplicate contents. */
    usage: createStorageUsage(client),
    changes: createStorageChanges(client, deps.changesPositions),
    exportFormats: createExportFormats(client),
    /** A file's versions and comment threads. */
    details: createStorageDetails({
      client,
      onceClient: clientWith({ maxAttempts: 1 }),
      journal: deps.journal,
      kinds: deps.kinds,
    }),
    /** The shared stores the caller is a member of. */
    stores,
    /** Who has access to a file, and the sharing dialog's changes. */
    sharing: createStorageSharing({ calls, permissions: permissionCalls, journal: deps.journal }),

    async list(
      profileId: string,
      input: { view: StorageView; orderBy?: string; pageSize?: number; pageToken?: string },
    ) {
      const q = queryOf(input.view);
      const params = {
        q,
        ...corpusOf(input.view),
        // The service sorts full-text results by relevance only, and refuses an orderBy beside them.
        ...(/\bfullText\b/.test(q) ? {} : { orderBy: input.orderBy ?? 'folder,name_natural' }),
        pageSize: input.pageSize ?? 200,
        ...(input.pageToken ? { pageToken: input.pageToken } : {}),
      };
      const answer = (await client
        .call(profileId, 'files.list', { params, fields: `nextPageToken,files(${FILE_FIELDS})` })
        .catch((error: unknown) => {
          throw input.view.kind === 'search' ? searchRefusal(error, q) : error;
        })) as FileList | null;
      return {
        files: (answer?.files ?? []).map((file: File) => toStorageFile(file)),
        nextPageToken: answer?.nextPageToken ?? null,
        q,
      };
    },

    /**
     * The file and the folders above it, top first, as far up as the caller may read (a folder shared with
     * them starts where their access does); My Store's own folder is named `root` and "My Store", a shared
     * store's root folder (its ID the store's) by the store's name.
     */
    async path(profileId: string, fileId: string) {
      const [found, root] = await Promise.all([calls.get(profileId, fileId), calls.get(profileId, 'root')]);
      const storeName = async (storeId: string) => (await stores.get(profileId, storeId)).name;
      const file =
        found.driveId !== null && found.id === found.driveId
          ? { ...found, name: await storeName(found.id) }
          : found;
      const ancestors: Array<{ id: string; name: string }> = [];
      const seen = new Set([file.id]);
      let parentId = file.parents[0];
      while (parentId && !seen.has(parentId) && ancestors.length < MAX_DEPTH) {
        seen.add(parentId);
        if (parentId === root.id) {
          ancestors.unshift({ id: 'root', name: 'My Store' });
          break;
        }
        if (parentId === file.driveId) {
          ancestors.unshift({ id: parentId, name: await storeName(parentId) });
          break;
        }
        const parent = await calls.get(profileId, parentId).catch((error: unknown) => {
          if (error instanceof GoogleApiError && error.facts.httpStatus === 404) return null;
          throw error;
        });
        if (!parent) break;
        ancestors.unshift({ id: parent.id, name: parent.name });
        parentId = parent.parents[0];
      }
      return { file, ancestors };
    },

    async createFolder(profileId: string, parentId: string, name: string) {
      const { opId, file } = await journaled(
        profileId,
        {
          kind: STORAGE_KINDS.createFolder,
          target: `folder "${name}" in ${parentId}`,
          request: { parentId, name },
        },
        () => calls.createFolder(profileId, parentId, name),
      );
      return { file: file!, opId };
    },

    async rename(profileId: string, fileId: string, name: string) {
      const before = await calls.get(profileId, fileId);
      const { opId, file } = await journaled(
        profileId,
        {
          kind: STORAGE_KINDS.rename,
          target: label(before),
          request: { fileId, from: before.name, to: name },
        },
        () => calls.rename(profileId, fileId, name),
      );
      return { file: file!, opId };
    },

    move: (profileId: string, fileIds: readonly string[], toFolderId: string) =>
      perFile(fileIds, async (fileId) => {
        const before = await calls.get(profileId, fileId);
        const from = before.parents;
        const request = { fileId, from: from.join(','), to: toFolderId };
        return (
          await journaled(profileId, { kind: STORAGE_KINDS.move, target: label(before), request }, () =>
            calls.move(profileId, fileId, from, toFolderId),
          )
        ).opId;
      }),

    star: (profileId: string, fileIds: readonly string[], starred: boolean) =>
      eachFile(profileId, fileIds, STORAGE_KINDS.star, (fileId) => calls.star(profileId, fileId, starred), {
        starred,
      }),
    trash: (profileId: string, fileIds: readonly string[]) =>
      eachFile(profileId, fileIds, STORAGE_KINDS.trash, (fileId) => calls.trash(profileId, fileId)),
    restore: (profileId: string, fileIds: readonly string[]) =>
      eachFile(profileId, fileIds, STORAGE_KINDS.restore, (fileId) => calls.restore(profileId, fileId)),
    remove: (profileId: string, fileIds: readonly string[]) =>
      eachFile(profileId, fileIds, STORAGE_KINDS.remove, (fileId) => calls.remove(profileId, fileId)),

    copy: (profileId: string, fileIds: readonly string[], toFolderId: string) =>
      perFile(fileIds, (fileId) => copies.copy(profileId, fileId, toFolderId)),
    shortcut: copies.shortcut,

    async emptyTrash(profileId: string) {
      const { opId } = await journaled(
        profileId,
        { kind: STORAGE_KINDS.emptyTrash, target: 'the trash', request: {} },
        () => calls.emptyTrash(profileId),
      );
      return { opId };
    },
  };
}

export type Storage = ReturnType<typeof createStorage>;
