// about.get (research google.md §3.1): the caller as a user, their storage quota counted from the bytes
// of every revision they own (trash included, as Drive counts it), the upload limit, and the real export and import format
// maps (data/about-formats.json, from rclone's test data).
import formats from './data/about-formats.json';
import { isTrashed, type Caller } from './file-access';
import { revisionsOf, usageOf } from './file-content';
import type { StorageState } from './storage-state';
const MAX_UPLOAD_BYTES = 5_497_558_138_880;

export const ABOUT_FIELDS: ReadonlySet<string> = new Set([
  'kind',
  'user',
  'storageQuota',
  'driveThemes',
  'canCreateDrives',
  'importFormats',
  'exportFormats',
  'appInstalled',
  'maxUploadSize',
  'maxImportSizes',
  'folderColorPalette',
  'teamDriveThemes',
  'canCreateTeamDrives',
]);

const FOLDER_COLORS = [
  '#ac725e',
  '#d06b64',
  '#f83a22',
  '#fa573c',
  '#ff7537',
  '#ffad46',
  '#42d692',
  '#16a765',
];

export function aboutOf(
  caller: Caller,
  state: StorageState,
  settings: { storageLimitBytes: number },
): Record<string, unknown> {
  const usage = usageOf(caller.identity, state);
  let trash = 0;
  for (const file of state.files.values())
    if (file.owner === caller.identity && file.driveId === undefined && isTrashed(file, state))
      for (const revision of revisionsOf(file)) trash += revision.size;
  const maxImport = 10 * 1024 ** 2;
  return {
    kind: 'drive#about',
    user: {
      kind: 'drive#user',
      displayName: caller.displayName,
      photoLink: 'https://lh3.googleusercontent.com/a/default-user=s64',
      me: true,
      permissionId: caller.permissionId,
      emailAddress: caller.email,
    },
    storageQuota: {
      limit: String(settings.storageLimitBytes),
      usage: String(usage),
      usageInDrive: String(usage),
      usageInDriveTrash: String(trash),
    },
    maxUploadSize: String(MAX_UPLOAD_BYTES),
    maxImportSizes: Object.fromEntries(
      [...new Set(Object.values(formats.importFormats).flat())].map((type) => [type, String(maxImport)]),
    ),
    importFormats: formats.importFormats,
    exportFormats: formats.exportFormats,
    appInstalled: false,
    canCreateDrives: caller.identity !== 'service-account',
    canCreateTeamDrives: caller.identity !== 'service-account',
    folderColorPalette: FOLDER_COLORS,
    driveThemes: [],
    teamDriveThemes: [],
  };
}
