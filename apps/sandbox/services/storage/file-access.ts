// Who is calling and what they may do with a file: the owner, a role granted on the file or inherited from
// a folder above it (research google.md §3.6), or a link anyone may open. A `drive.file` token sees only
// files its OAuth client created or opened. Trash is inherited too: an item under a trashed folder is
// trashed without being explicitly trashed (§3.4). Items in a shared store exist only for a request that says
// supportsAllDrives=true, and only for the store's members (store-access.ts).
import { DEMO_ACCOUNTS } from '../oauth/demo-accounts';
import type { Grant } from '../oauth/oauth-state';
import type { QueryCaller, QueryFile } from './query/query-eval';
import { rootIdOf, type FileRecord, type Identity } from './file-record';
import type { StorageState } from './storage-state';
import { storeMemberEmails, storeRoleIn, type StoreRole } from './store-access';

const DRIVE_FILE_SCOPE = 'https://www.googleapis.com/auth/drive.file';
const BROAD_SCOPES = [
  'https://www.googleapis.com/auth/drive',
  'https://www.googleapis.com/auth/drive.readonly',
  'https://www.googleapis.com/auth/drive.metadata',
  'https://www.googleapis.com/auth/drive.metadata.readonly',
];

export interface Person {
  identity: Identity;
  email: string;
  displayName: string;
  /** Drive's permission ID of a user: digits, stable per account. */
  permissionId: string;
}

export interface Caller extends Person, QueryCaller {
  clientId: string;
  /** A drive.file token (no broader Drive scope): only the client's own files exist for it. */
  appFilesOnly: boolean;
  /** The request said supportsAllDrives=true: shared stores' items exist for it. */
  allDrives: boolean;
}

export type Role = 'owner' | 'writer' | 'commenter' | 'reader';
const RANK: Record<Role, number> = { reader: 1, commenter: 2, writer: 3, owner: 4 };

export function atLeast(role: Role | undefined, wanted: Role): boolean {
  return role !== undefined && RANK[role] >= RANK[wanted];
}

function identityOf(grant: Grant): Identity {
  return grant.account ? `account:${grant.account.sub}` : 'service-account';
}

/** The person behind an identity, as owners and lastModifyingUser show them. */
export function personOf(identity: Identity, state: StorageState): Person {
  const account = DEMO_ACCOUNTS.find((candidate) => `account:${candidate.sub}` === identity);
  if (account)
    return {
      identity,
      email: account.email,
      displayName: account.name,
      permissionId: account.sub.slice(-20),
    };
  const email = state.serviceAccountEmail ?? 'service-account@sandbox.iam.gserviceaccount.com';
  return { identity, email, displayName: email.split('@')[0]!, permissionId: '00000000000000000001' };
}

export function callerOf(grant: Grant, state: StorageState, allDrives: boolean): Caller {
  const identity = identityOf(grant);
  if (!grant.account && grant.serviceAccountEmail) state.serviceAccountEmail = grant.serviceAccountEmail;
  const person = personOf(identity, state);
  const appFilesOnly =
    grant.scopes.includes(DRIVE_FILE_SCOPE) && !grant.scopes.some((scope) => BROAD_SCOPES.includes(scope));
  return { ...person, rootId: rootIdOf(identity), clientId: grant.clientId, appFilesOnly, allDrives };
}

/** The file and the folders above it, nearest first (a cycle, which moves refuse, would stop the walk). */
export function lineage(file: FileRecord, state: StorageState): FileRecord[] {
  const chain = [file];
  const seen = new Set([file.id]);
  let parent = file.parents[0];
  while (parent !== undefined && !seen.has(parent)) {
    const folder = state.get(parent);
    if (!folder) break;
    chain.push(folder);
    seen.add(parent);
    parent = folder.parents[0];
  }
  return chain;
}

export function isTrashed(file: FileRecord, state: StorageState): boolean {
  return lineage(file, state).some((item) => item.explicitlyTrashed);
}

/** The caller's role on a file; undefined when the file does not exist for them. */
export function roleOf(
  file: FileRecord,
  caller: Caller,
  state: StorageState,
  viaLink = false,
): Role | undefined {
  if (caller.appFilesOnly && !file.appClientIds.includes(caller.clientId) && !file.isRoot) return undefined;
  if (file.driveId !== undefined) {
    const role = storeRoleOf(file, caller, state, viaLink);
    return role === undefined ? undefined : higher(undefined, role);
  }
  if (file.owner === caller.identity) return 'owner';
  let best: Role | undefined;
  for (const item of lineage(file, state)) {
    if (item.owner === caller.identity && item !== file) best = higher(best, 'writer');
    for (const permission of item.permissions) {
      const mine =
        (permission.type === 'user' || permission.type === 'group') &&
        permission.emailAddress?.toLowerCase() === caller.email.toLowerCase();
      const link = viaLink && permission.type === 'anyone' && item === file;
      if (mine || link) best = higher(best, permission.role as Role);
    }
  }
  return best;
}

/** The caller's role on an item of a shared store; undefined outside a store or without supportsAllDrives. */
export function storeRoleOf(
  file: FileRecord,
  caller: Caller,
  state: StorageState,
  viaLink = false,
): StoreRole | undefined {
  if (file.driveId === undefined || !caller.allDrives) return undefined;
  return storeRoleIn(lineage(file, state), caller.email, viaLink);
}

function higher(current: Role | undefined, next: Role | StoreRole): Role {
  const role = next === 'fileOrganizer' || next === 'organizer' ? 'writer' : next;
  return current && RANK[current] >= RANK[role] ? current : role;
}

/** Whether the file was shared with the caller directly (not owned, not only inherited). */
export function sharedWith(file: FileRecord, caller: Caller): boolean {
  return (
    file.driveId === undefined &&
    file.owner !== caller.identity &&
    file.permissions.some(
      (permission) =>
        permission.type === 'user' && permission.emailAddress?.toLowerCase() === caller.email.toLowerCase(),
    )
  );
}

/** Drive's link visibility, from the file's anyone and domain grants. */
function visibilityOf(file: FileRecord): string {
  const anyone = file.permissions.find((permission) => permission.type === 'anyone');
  if (anyone) return anyone.allowFileDiscovery ? 'anyoneCanFind' : 'anyoneWithLink';
  const domain = file.permissions.find((permission) => permission.type === 'domain');
  if (domain) return domain.allowFileDiscovery ? 'domainCanFind' : 'domainWithLink';
  return 'limited';
}

/** E-mails of those holding at least `wanted` on the file, directly or through a folder above it. */
function holders(file: FileRecord, wanted: Role, state: StorageState): string[] {
  if (file.driveId !== undefined)
    return storeMemberEmails(lineage(file, state), wanted === 'owner' ? 'organizer' : wanted);
  const emails = new Set<string>();
  for (const item of lineage(file, state)) {
    emails.add(personOf(item.owner, state).email);
    for (const permission of item.permissions)
      if (permission.emailAddress && atLeast(permission.role as Role, wanted))
        emails.add(permission.emailAddress);
  }
  return [...emails];
}

/** The file as the `q` evaluator reads it for this caller. */
export function queryView(file: FileRecord, caller: Caller, state: StorageState): QueryFile {
  const viewed = file.viewedBy[caller.identity];
  return {
    name: file.name,
    mimeType: file.mimeType,
    description: file.description,
    modifiedTime: Date.parse(file.modifiedTime),
    createdTime: Date.parse(file.createdTime),
    viewedByMeTime: viewed === undefined ? undefined : Date.parse(viewed),
    trashed: isTrashed(file, state),
    starred: file.starredBy.includes(caller.identity),
    sharedWithMe: sharedWith(file, caller),
    parents: file.parents,
    owners: file.driveId === undefined ? [personOf(file.owner, state).email] : [],
    writers: holders(file, 'writer', state),
    readers: holders(file, 'reader', state),
    properties: file.properties,
    appProperties: file.appProperties,
    visibility: visibilityOf(file),
    shortcutTargetId: file.shortcutTargetId,
    contentText: file.contentText,
  };
}
