import { VerityError } from '../../../src-shared/contract/result';
import type { Profiles } from '../../services/profiles/profiles';
import type { Storage } from '../../services/storage/storage';
import { makeFolderTree } from '../../services/storage/storage-folder-tree';
import { filesOfFolder } from '../../services/transfers/folder-files';
import type { TransferEngine } from '../../services/transfers/transfer-engine';
import type { Handlers } from '../router';
import type { PickFolder } from './transfers-handlers';

// Desktop shell: "Upload folder…" — main's folder dialog, the folder's tree made in the storage service, then an
// upload queued for each of its files into its own folder (main reads them by path).
export function folderUploadHandlers(deps: {
  transfers: Pick<TransferEngine, 'upload'>;
  storage: Pick<Storage, 'createFolder'>;
  profiles: Pick<Profiles, 'endpoint'>;
  pickFolder?: PickFolder;
}) {
  return {
    'transfers:uploadPickedFolder': async ({ profileId, folder }) => {
      if (!deps.pickFolder)
        throw new VerityError(
          'VALIDATION',
          'This shell has no folder dialog in main: the page picks the folder itself and streams its files',
        );
      const root = await deps.pickFolder();
      if (root === null) return { transfers: [] };
      const owner = deps.profiles.endpoint('storage', profileId).profileId;
      const { folders, files } = await filesOfFolder(root);
      const made = await makeFolderTree(deps.storage.createFolder, owner, folder.id, folders);
      const idOf = new Map(made.map((f) => [f.path, f.id]));
      const queued = [];
      for (const file of files) {
        const into = { id: idOf.get(file.folderPath)!, path: file.folderPath };
        queued.push(
          await deps.transfers.upload({
            profileId: owner,
            service: 'storage',
            folder: into,
            source: { kind: 'path', path: file.path },
            size: file.size,
          }),
        );
      }
      return { transfers: queued };
    },
  } satisfies Partial<Handlers>;
}
