import type { Profiles } from '../../services/profiles/profiles';
import type { SavedSearches } from '../../services/storage/saved-searches';
import type { Storage } from '../../services/storage/storage';
import { makeFolderTree } from '../../services/storage/storage-folder-tree';
import type { Handlers } from '../router';

// Listings, file changes and saved searches of the Storage page.
export function storageHandlers(deps: {
  storage: Storage;
  savedSearches: SavedSearches;
  profiles: Pick<Profiles, 'endpoint'>;
}) {
  const { storage } = deps;
  /** The profile meant (the active one when none is named), which must use the storage service. */
  const profileOf = (profileId: string | undefined) => deps.profiles.endpoint('storage', profileId).profileId;

  return {
    'storage:list': async ({ profileId, ...input }) => storage.list(profileOf(profileId), input),
    'storage:stores': async ({ profileId }) => storage.stores.list(profileOf(profileId)),
    'storage:path': async ({ profileId, fileId }) => storage.path(profileOf(profileId), fileId),
    'storage:createFolder': async ({ profileId, parentId, name }) =>
      storage.createFolder(profileOf(profileId), parentId, name),
    'storage:makeFolders': async ({ profileId, parentId, paths }) => ({
      folders: await makeFolderTree(storage.createFolder, profileOf(profileId), parentId, paths),
    }),
    'storage:rename': async ({ profileId, fileId, name }) =>
      storage.rename(profileOf(profileId), fileId, name),
    'storage:move': async ({ profileId, fileIds, toFolderId }) =>
      storage.move(profileOf(profileId), fileIds, toFolderId),
    'storage:star': async ({ profileId, fileIds, starred }) =>
      storage.star(profileOf(profileId), fileIds, starred),
    'storage:trash': async ({ profileId, fileIds }) => storage.trash(profileOf(profileId), fileIds),
    'storage:restore': async ({ profileId, fileIds }) => storage.restore(profileOf(profileId), fileIds),
    'storage:remove': async ({ profileId, fileIds }) => storage.remove(profileOf(profileId), fileIds),
    'storage:copy': async ({ profileId, fileIds, toFolderId }) =>
      storage.copy(profileOf(profileId), fileIds, toFolderId),
    'storage:shortcut': async ({ profileId, targetId, folderId }) =>
      storage.shortcut(profileOf(profileId), targetId, folderId),
    'storage:searches': async () => ({ searches: deps.savedSearches.list() }),
    'storage:saveSearch': async ({ name, q }) => deps.savedSearches.save(name, q),
    'storage:removeSearch': async ({ id }) => {
      deps.savedSearches.remove(id);
      return {};
    },
    'storage:emptyTrash': async ({ profileId }) => storage.emptyTrash(profileOf(profileId)),
    'storage:changes': async ({ profileId, pageToken }) => storage.changes(profileOf(profileId), pageToken),
    'storage:exportFormats': async ({ profileId }) => storage.exportFormats(profileOf(profileId)),
    'storage:usage': async ({ profileId }) => storage.usage.read(profileOf(profileId)),
    'storage:duplicates': async ({ profileId }) => storage.usage.duplicates(profileOf(profileId)),
    'storage:revisions': async ({ profileId, fileId }) =>
      storage.details.revisions(profileOf(profileId), fileId),
    'storage:keepRevision': async ({ profileId, fileId, revisionId, keepForever }) =>
      storage.details.keepRevision(profileOf(profileId), fileId, revisionId, keepForever),
    'storage:deleteRevision': async ({ profileId, fileId, revisionId }) =>
      storage.details.deleteRevision(profileOf(profileId), fileId, revisionId),
    'storage:comments': async ({ profileId, fileId }) =>
      storage.details.comments(profileOf(profileId), fileId),
    'storage:addComment': async ({ profileId, fileId, content, quotedText }) =>
      storage.details.addComment(profileOf(profileId), fileId, content, quotedText),
    'storage:reply': async ({ profileId, fileId, commentId, content, action }) =>
      storage.details.reply(profileOf(profileId), fileId, commentId, { content, action }),
    'storage:deleteComment': async ({ profileId, fileId, commentId, replyId }) =>
      storage.details.deleteComment(profileOf(profileId), fileId, commentId, replyId),
    'storage:permissions': async ({ profileId, fileId }) =>
      storage.sharing.permissions(profileOf(profileId), fileId),
    'storage:share': async ({ profileId, ...input }) => storage.sharing.share(profileOf(profileId), input),
    'storage:updatePermission': async ({ profileId, ...input }) =>
      storage.sharing.updatePermission(profileOf(profileId), input),
    'storage:unshare': async ({ profileId, ...input }) =>
      storage.sharing.unshare(profileOf(profileId), input),
    'storage:transferOwnership': async ({ profileId, ...input }) =>
      storage.sharing.transferOwnership(profileOf(profileId), input),
  } satisfies Partial<Handlers>;
}
