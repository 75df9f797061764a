// The service's Drive (a shared store) turned into the contract's StorageStore: absent fields read as the
// service means them, a store without its ID or name refused.
import { describe, expect, it } from 'vitest';
import { toStorageStore } from '../../../../../src-main/services/storage/storage-stores';

describe('toStorageStore', () => {
  it('keeps the capabilities the page acts on, an absent one read as not allowed', () => {
    expect(
      toStorageStore({
        id: 'st1',
        name: 'Team store',
        capabilities: { canAddChildren: true, canTrashChildren: false, canRenameDrive: true },
      }),
    ).toEqual({
      id: 'st1',
      name: 'Team store',
      hidden: false,
      capabilities: {
        canAddChildren: true,
        canTrashChildren: false,
        canDeleteChildren: false,
        canManageMembers: false,
      },
    });
    expect(toStorageStore({ id: 'st1', name: 'Team store', hidden: true }).hidden).toBe(true);
  });

  it('refuses a store without its ID or name, naming where to look', () => {
    for (const hostile of [{ name: 'Team store' }, { id: 'st1' }])
      expect(() => toStorageStore(hostile)).toThrow(/without its ID or name: check the endpoint/);
  });
});
