import type { OutputOf, ParsedInputOf } from '../../../../src-shared/contract/contract';
import type { GenaiFile } from '../../../../src-shared/contract/schemas/files';
import type { HttpClient } from '../../http/http-client';
import type { Journal } from '../../journal/journal';
import type { OperationKinds } from '../../journal/operation-kinds';
import type { Profiles } from '../../profiles/profiles';
import type { Vault } from '../../vault/vault';
import { resolveGenaiTarget, withoutSecrets } from '../genai-target';
import { DELETE_FILE, deleteFileKind } from './delete-file-kind';
import { fileUrl, filesCall, filesUrl } from './files-api';
import { readFile, readPage, type LocalHashLookup } from './file-wire';
import { uploadFileKind } from './upload-file-kind';

/** The SHA-256 each named file had when Verity uploaded it for the profile (from the transfer queue). */
export type LocalHashes = (profileId: string, names: readonly string[]) => ReadonlyMap<string, string>;

/**
 * The Files API of a profile's generation endpoint (ai.google.dev/api/files): list, get and delete. Deleting
 * goes through the journal (kind "delete-file", checkable, not undoable); so does each upload run of the transfer
 * queue (kind "upload-file", undone by deleting its file), whose kind is declared here with the API it uses.
 */
export function createFilesClient(deps: {
  http: HttpClient;
  profiles: Profiles;
  vault: Pick<Vault, 'reveal' | 'allValues'>;
  journal: Journal;
  kinds: OperationKinds;
  localHashes: LocalHashes;
}) {
  const target = (profileId: string | undefined) => resolveGenaiTarget(deps.profiles, deps.vault, profileId);
  deps.kinds.declare(deleteFileKind({ http: deps.http, target }));
  // Uploads are journaled by the transfer queue; undoing one deletes its file through this API.
  deps.kinds.declare(uploadFileKind({ http: deps.http, target }));
  const lookup =
    (profileId: string): LocalHashLookup =>
    (names) =>
      deps.localHashes(profileId, names);
  // A server that echoes the key back must not hand it to the page.
  const clean = <T>(value: T): T => withoutSecrets(value, deps.vault.allValues());

  return {
    async list(input: ParsedInputOf<'files:list'>): Promise<OutputOf<'files:list'>> {
      const to = target(input.profileId);
      const url = new URL(filesUrl(to.baseUrl));
      url.searchParams.set('pageSize', String(input.pageSize));
      if (input.pageToken) url.searchParams.set('pageToken', input.pageToken);
      const response = await filesCall(deps.http, to, { method: 'GET', url: url.toString() });
      return clean(readPage(response.json(), input.pageSize, lookup(to.profileId)));
    },

    async get(input: ParsedInputOf<'files:get'>): Promise<GenaiFile> {
      const to = target(input.profileId);
      const url = fileUrl(to.baseUrl, input.name);
      const response = await filesCall(deps.http, to, { method: 'GET', url, name: input.name });
      return clean(readFile(response.json(), lookup(to.profileId)));
    },

    async remove(input: ParsedInputOf<'files:remove'>): Promise<OutputOf<'files:remove'>> {
      const to = target(input.profileId);
      const url = fileUrl(to.baseUrl, input.name);
      const opId = deps.journal.begin({
        profileId: to.profileId,
        service: 'genai',
        kind: DELETE_FILE,
        target: url,
        request: { name: input.name },
      });
      // Not retried: had a first attempt deleted the file, a second would answer "no such file" and the
      // journal would say the delete failed. A dropped connection leaves the outcome unknown, for Check.
      await deps.journal.settle(
        opId,
        () => filesCall(deps.http, to, { method: 'DELETE', url, name: input.name, idempotent: false }),
        () => ({ deleted: input.name }),
      );
      return { name: input.name, opId };
    },
  };
}

export type FilesClient = ReturnType<typeof createFilesClient>;
