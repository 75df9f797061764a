// A shared store as the Drive resource one caller reads (drive-v3.json schema "Drive"): its name, colour,
// restrictions, whether this caller hid it, and what this caller's role lets them do (`capabilities`).
import { driveError, type Answer } from './drive-errors';
import type { Caller } from './file-access';
import type { StorageState } from './storage-state';
import { storeRoleAtLeast, storeRoleIn, type StoreRole } from './store-access';
import type { StoreRecord } from './store-record';

/** The Drive schema's properties: a `fields` selection naming anything else is refused. */
export const STORE_FIELDS: ReadonlySet<string> = new Set(
  'id name colorRgb kind backgroundImageLink capabilities themeId backgroundImageFile createdTime hidden restrictions orgUnitId'.split(
    ' ',
  ),
);
export const DEFAULT_STORE_FIELDS = 'kind,id,name';

function storeNotFound(id: string): Answer {
  return driveError(404, 'notFound', `Shared drive not found: ${id}`, { location: 'driveId' });
}

/** The caller's role in the store: a grant on its root folder (undefined when they are not a member). */
export function memberRole(store: StoreRecord, caller: Caller, state: StorageState): StoreRole | undefined {
  const root = state.get(store.id);
  return root ? storeRoleIn([root], caller.email, false) : undefined;
}

/** The store by ID with the caller's role in it, or the 404 a non-member gets too. */
export function memberStore(
  id: string,
  caller: Caller,
  state: StorageState,
): { store: StoreRecord; role: StoreRole } | Answer {
  const store = state.stores.get(id);
  const role = store && memberRole(store, caller, state);
  return store && role ? { store, role } : storeNotFound(id);
}

function capabilities(role: StoreRole) {
  const organizer = role === 'organizer';
  const writer = storeRoleAtLeast(role, 'writer');
  return {
    canAddChildren: writer,
    canComment: storeRoleAtLeast(role, 'commenter'),
    canCopy: true,
    canDeleteDrive: organizer,
    canDownload: true,
    canEdit: writer,
    canListChildren: true,
    canManageMembers: organizer,
    canReadRevisions: writer,
    canRename: writer,
    canRenameDrive: organizer,
    canChangeDriveBackground: organizer,
    canShare: writer,
    canChangeCopyRequiresWriterPermissionRestriction: organizer,
    canChangeDomainUsersOnlyRestriction: organizer,
    canChangeDriveMembersOnlyRestriction: organizer,
    canChangeSharingFoldersRequiresOrganizerPermissionRestriction: organizer,
    canResetDriveRestrictions: organizer,
    canDeleteChildren: organizer,
    canTrashChildren: storeRoleAtLeast(role, 'fileOrganizer'),
    canChangeDownloadRestriction: organizer,
  };
}

export function storeResource(store: StoreRecord, role: StoreRole, caller: Caller): Record<string, unknown> {
  return {
    kind: 'drive#drive',
    id: store.id,
    name: store.name,
    colorRgb: store.colorRgb,
    ...(store.themeId ? { themeId: store.themeId } : {}),
    backgroundImageLink: `https://ssl.gstatic.com/team_drive_themes/${store.themeId ?? 'default'}_background.jpg`,
    createdTime: store.createdTime,
    hidden: store.hiddenBy.includes(caller.identity),
    capabilities: capabilities(role),
    restrictions: store.restrictions,
  };
}
