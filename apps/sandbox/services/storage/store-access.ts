// Who may do what in a shared store (research google.md §3.6): a member's role is granted on the store (its
// root folder's permissions) or on an item or folder inside it, the highest along the way counting.
// Organizers manage the store and its members and delete items; file organizers also trash and move; writers
// edit and add but neither trash nor delete (§3.4).
import type { FileRecord, PermissionRecord } from './file-record';

export type StoreRole = 'organizer' | 'fileOrganizer' | 'writer' | 'commenter' | 'reader';
const RANK: Record<StoreRole, number> = {
  reader: 1,
  commenter: 2,
  writer: 3,
  fileOrganizer: 4,
  organizer: 5,
};

export function storeRoleAtLeast(role: StoreRole | undefined, wanted: StoreRole): boolean {
  return role !== undefined && RANK[role] >= RANK[wanted];
}

function grantsTo(permission: PermissionRecord, email: string): boolean {
  return (
    (permission.type === 'user' || permission.type === 'group') &&
    permission.emailAddress?.toLowerCase() === email.toLowerCase()
  );
}

/**
 * The role of the person with `email` on the first item of `chain` (the item and the folders above it up to
 * the store's root, nearest first); `viaLink` counts an anyone-with-the-link grant on the item itself.
 */
export function storeRoleIn(chain: FileRecord[], email: string, viaLink: boolean): StoreRole | undefined {
  let best: StoreRole | undefined;
  for (const item of chain)
    for (const permission of item.permissions) {
      const link = viaLink && permission.type === 'anyone' && item === chain[0];
      if (!grantsTo(permission, email) && !link) continue;
      const role = permission.role === 'owner' ? 'organizer' : permission.role;
      if (!best || RANK[role] > RANK[best]) best = role;
    }
  return best;
}

/** The members of a store with at least `wanted`, as e-mail addresses (the `q` evaluator's writers/readers). */
export function storeMemberEmails(chain: FileRecord[], wanted: StoreRole): string[] {
  const emails = new Set<string>();
  for (const item of chain)
    for (const permission of item.permissions)
      if (
        permission.emailAddress &&
        RANK[permission.role === 'owner' ? 'organizer' : permission.role] >= RANK[wanted]
      )
        emails.add(permission.emailAddress);
  return [...emails];
}
