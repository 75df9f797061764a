// A file record as the File resource one caller reads (drive-v3.json schema "File"): their star and last
// view, whether it was shared with them, what they may do (`capabilities`), inherited trash, the owner as a
// user. Every property the record can answer is here; `fields` then cuts it down. An item of a shared store
// names its store (`driveId`), has no `owners`, and shows who trashed it and when.
import {
  atLeast,
  isTrashed,
  personOf,
  roleOf,
  sharedWith,
  storeRoleOf,
  type Caller,
  type Person,
  type Role,
} from './file-access';
import { FOLDER, GOOGLE_TYPE_PREFIX, SHORTCUT, type FileRecord } from './file-record';
import type { StorageState } from './storage-state';
import { storeRoleAtLeast, type StoreRole } from './store-access';

/** The File schema's properties: a `fields` selection naming anything else is refused. */
export const FILE_FIELDS: ReadonlySet<string> = new Set(
  'kind driveId fileExtension copyRequiresWriterPermission md5Checksum contentHints writersCanShare viewedByMe mimeType exportLinks parents thumbnailLink iconLink shared lastModifyingUser owners headRevisionId sharingUser webViewLink webContentLink size viewersCanCopyContent permissions hasThumbnail spaces folderColorRgb id name description starred trashed explicitlyTrashed createdTime modifiedTime modifiedByMeTime viewedByMeTime sharedWithMeTime quotaBytesUsed version originalFilename ownedByMe fullFileExtension properties appProperties isAppAuthorized teamDriveId capabilities hasAugmentedPermissions trashingUser thumbnailVersion trashedTime modifiedByMe permissionIds imageMediaMetadata videoMediaMetadata shortcutDetails contentRestrictions resourceKey linkShareMetadata labelInfo sha1Checksum sha256Checksum inheritedPermissionsDisabled downloadRestrictions clientEncryptionDetails'.split(
    ' ',
  ),
);

/** What files.get and files.create answer when no `fields` is given. */
export const DEFAULT_FILE_FIELDS = 'kind,id,name,mimeType';

export function userOf(person: Person, caller: Caller) {
  return {
    kind: 'drive#user',
    displayName: person.displayName,
    photoLink: `https://lh3.googleusercontent.com/a/default-user=s64`,
    me: person.identity === caller.identity,
    permissionId: person.permissionId,
    emailAddress: person.email,
  };
}

function extension(name: string): string | undefined {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1) : undefined;
}

function webViewLink(file: FileRecord): string {
  if (file.mimeType === FOLDER) return `https://drive.google.com/drive/folders/${file.id}`;
  const editor = /^application\/vnd\.google-apps\.(document|spreadsheets?|presentation|drawing|form)$/.exec(
    file.mimeType,
  )?.[1];
  if (editor)
    return `https://docs.google.com/${editor === 'spreadsheet' ? 'spreadsheets' : editor}/d/${file.id}/edit?usp=drivesdk`;
  return `https://drive.google.com/file/d/${file.id}/view?usp=drivesdk`;
}

/** What the caller may do; in a store, trash needs a file organizer and delete an organizer. */
function capabilities(file: FileRecord, role: Role, trashed: boolean, storeRole: StoreRole | undefined) {
  if (storeRole) {
    const organizer = storeRole === 'organizer';
    const fileOrganizer = storeRoleAtLeast(storeRole, 'fileOrganizer');
    const writer = storeRoleAtLeast(storeRole, 'writer');
    return {
      ...capabilitiesOf(file, role, trashed),
      canDelete: organizer && !file.isRoot,
      canTrash: fileOrganizer && !trashed && !file.isRoot,
      canUntrash: fileOrganizer && file.explicitlyTrashed,
      canMoveItemWithinDrive: fileOrganizer && !file.isRoot,
      canChangeCopyRequiresWriterPermission: writer,
    };
  }
  return capabilitiesOf(file, role, trashed);
}

function capabilitiesOf(file: FileRecord, role: Role, trashed: boolean) {
  const folder = file.mimeType === FOLDER;
  const owner = role === 'owner';
  const writer = atLeast(role, 'writer');
  const live = !trashed;
  return {
    canAddChildren: folder && writer && live,
    canChangeCopyRequiresWriterPermission: owner,
    canChangeViewersCanCopyContent: owner,
    canComment: atLeast(role, 'commenter'),
    canCopy: !folder,
    canDelete: owner,
    canDownload: true,
    canEdit: writer && live,
    canListChildren: folder,
    canModifyContent: writer && live && !folder,
    canModifyLabels: writer && !file.isRoot,
    canMoveItemWithinDrive: owner || writer,
    canReadLabels: true,
    canReadRevisions: writer,
    canRemoveChildren: folder && writer,
    canRename: writer && live,
    canShare: writer,
    canTrash: owner && live,
    canUntrash: owner && file.explicitlyTrashed,
  };
}

/** The whole File resource for `caller`, who must be able to see the file (roleOf is defined). */
export function fileResource(file: FileRecord, caller: Caller, state: StorageState): Record<string, unknown> {
  const role = roleOf(file, caller, state, true)!;
  const storeRole = storeRoleOf(file, caller, state, true);
  const inStore = file.driveId !== undefined;
  const trashed = isTrashed(file, state);
  const owner = personOf(file.owner, state);
  const binary = !file.mimeType.startsWith(GOOGLE_TYPE_PREFIX);
  const viewed = file.viewedBy[caller.identity];
  const shared = file.permissions.length > 0;
  const fileExtension = binary ? extension(file.name) : undefined;
  return {
    kind: 'drive#file',
    id: file.id,
    ...(inStore ? { driveId: file.driveId, teamDriveId: file.driveId } : {}),
    name: file.name,
    mimeType: file.mimeType,
    ...(file.description !== undefined ? { description: file.description } : {}),
    starred: file.starredBy.includes(caller.identity),
    trashed,
    explicitlyTrashed: file.explicitlyTrashed,
    ...(inStore && file.explicitlyTrashed && file.trashedTime ? { trashedTime: file.trashedTime } : {}),
    ...(inStore && file.explicitlyTrashed && file.trashedBy
      ? { trashingUser: userOf(personOf(file.trashedBy, state), caller) }
      : {}),
    ...(file.isRoot ? {} : { parents: file.parents }),
    properties: file.properties,
    appProperties: file.appProperties,
    spaces: ['drive'],
    version: String(file.version),
    webViewLink: webViewLink(file),
    ...(binary ? { webContentLink: `https://drive.google.com/uc?id=${file.id}&export=download` } : {}),
    iconLink: `https://drive-thirdparty.googleusercontent.com/16/type/${file.mimeType}`,
    hasThumbnail: false,
    thumbnailVersion: '0',
    viewedByMe: viewed !== undefined,
    ...(viewed !== undefined ? { viewedByMeTime: viewed } : {}),
    createdTime: file.createdTime,
    modifiedTime: file.modifiedTime,
    modifiedByMe: file.lastModifiedBy === caller.identity,
    ...(file.lastModifiedBy === caller.identity ? { modifiedByMeTime: file.modifiedTime } : {}),
    ...(sharedWith(file, caller)
      ? { sharedWithMeTime: file.createdTime, sharingUser: userOf(owner, caller) }
      : {}),
    ...(inStore ? {} : { owners: [userOf(owner, caller)] }),
    lastModifyingUser: userOf(personOf(file.lastModifiedBy, state), caller),
    shared,
    ownedByMe: role === 'owner',
    capabilities: capabilities(file, role, trashed, storeRole),
    viewersCanCopyContent: true,
    copyRequiresWriterPermission: false,
    writersCanShare: true,
    permissionIds: [
      ...(inStore ? [] : [owner.permissionId]),
      ...file.permissions.map((permission) => permission.id),
    ],
    ...(binary ? { originalFilename: file.name } : {}),
    ...(fileExtension ? { fullFileExtension: fileExtension, fileExtension } : {}),
    ...(file.size !== undefined ? { size: String(file.size) } : {}),
    quotaBytesUsed: String(file.size ?? 0),
    ...(file.md5Checksum ? { md5Checksum: file.md5Checksum } : {}),
    ...(file.sha256Checksum ? { sha256Checksum: file.sha256Checksum } : {}),
    ...(file.headRevisionId && binary ? { headRevisionId: file.headRevisionId } : {}),
    ...(file.mimeType === SHORTCUT && file.shortcutTargetId
      ? {
          shortcutDetails: {
            targetId: file.shortcutTargetId,
            targetMimeType: state.get(file.shortcutTargetId)?.mimeType ?? 'application/octet-stream',
          },
        }
      : {}),
    ...(file.folderColorRgb ? { folderColorRgb: file.folderColorRgb } : {}),
    isAppAuthorized: file.appClientIds.includes(caller.clientId),
    inheritedPermissionsDisabled: false,
  };
}
