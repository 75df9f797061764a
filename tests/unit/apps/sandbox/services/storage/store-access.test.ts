// A member's role in a shared store: the highest grant along the item's chain up to the store's root (a
// user's or group's, by e-mail in any case), a link grant on the item itself only when asked, and the
// e-mails holding at least a role.
import { describe, expect, it } from 'vitest';
import type {
  FileRecord,
  PermissionRecord,
} from '../../../../../../apps/sandbox/services/storage/file-record';
import {
  storeMemberEmails,
  storeRoleAtLeast,
  storeRoleIn,
} from '../../../../../../apps/sandbox/services/storage/store-access';

const item = (permissions: PermissionRecord[]) => ({ permissions }) as unknown as FileRecord;
const user = (email: string, role: PermissionRecord['role']): PermissionRecord => ({
  id: email,
  type: 'user',
  role,
  emailAddress: email,
});

describe('storeRoleIn', () => {
  const root = item([user('ada@example.com', 'organizer'), user('grace@example.com', 'reader')]);
  const folder = item([user('Grace@Example.com', 'fileOrganizer')]);
  const file = item([{ id: 'anyoneWithLink', type: 'anyone', role: 'writer' }]);

  it('takes the highest grant along the chain', () => {
    expect(storeRoleIn([file, folder, root], 'grace@example.com', false)).toBe('fileOrganizer');
    expect(storeRoleIn([file, root], 'grace@example.com', false)).toBe('reader');
    expect(storeRoleIn([file, folder, root], 'ada@example.com', false)).toBe('organizer');
  });

  it('counts a link grant on the item itself only when asked', () => {
    expect(storeRoleIn([file, root], 'carol@example.com', false)).toBeUndefined();
    expect(storeRoleIn([file, root], 'carol@example.com', true)).toBe('writer');
    expect(storeRoleIn([root, file], 'carol@example.com', true)).toBeUndefined();
  });

  it('ranks organizer > fileOrganizer > writer > commenter > reader', () => {
    expect(storeRoleAtLeast('fileOrganizer', 'writer')).toBe(true);
    expect(storeRoleAtLeast('writer', 'fileOrganizer')).toBe(false);
    expect(storeRoleAtLeast(undefined, 'reader')).toBe(false);
    expect(storeMemberEmails([folder, root], 'writer').sort()).toEqual([
      'Grace@Example.com',
      'ada@example.com',
    ]);
  });
});
