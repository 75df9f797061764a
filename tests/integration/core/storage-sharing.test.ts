// The sharing channels through the router against the real sandbox, signed in as Ada (who owns the demo
// files): a file's grants, own and inherited (with the folder's name); sharing, a role and expiry change,
// removal and an ownership transfer, each journaled with Undo (or Undo refused with the reason) and Check
// for an answer cut short; bad input refused with what to do, and nothing changed by it.
import { describe, expect, it } from 'vitest';
import type { OpenBrowser } from '../../../src-main/services/accounts/accounts';
import type { Result } from '../../../src-shared/contract/result';
import type { JournalOperation } from '../../../src-shared/contract/schemas/journal';
import type { StoragePermission } from '../../../src-shared/contract/schemas/storage-sharing';
import { startTestCore, type TestCore } from '../../support/test-core';
import { answerConsent, NOBODY, OWNER } from '../sandbox/oauth-harness';
import { setFaults } from '../sandbox/sandbox-harness';
import { driveAccess, driveClient } from '../sandbox/storage-harness';
import { storageCores, value } from './storage-core';

const { oauth, adaCore } = storageCores('storage-sharing');
const DAY = 24 * 60 * 60 * 1000;
const GRACE_ID = NOBODY.sub.slice(-20);

/** A core signed in as the other demo account. */
async function graceCore(): Promise<TestCore> {
  const allow: OpenBrowser = async (url) => {
    await fetch(await answerConsent(url, { decision: 'allow', account: NOBODY.sub }));
  };
  const test = await startTestCore('storage-sharing', oauth().sandbox, undefined, { openBrowser: allow });
  value(await test.call('accounts:signIn', { profileId: 'sandbox' }));
  return test;
}

function failure(result: Result<unknown>) {
  if (result.ok) throw new Error('expected a failure');
  return result.error;
}

interface Sharing {
  fileName: string;
  owners: string[];
  capabilities: { canShare: boolean; canTransferOwnership: boolean };
  permissions: StoragePermission[];
}
type Changed = { opId: string; permission: StoragePermission };

const sharingOf = async (test: TestCore, fileId: string) =>
  value(await test.call<Sharing>('storage:permissions', { fileId }));
const graceOn = async (test: TestCore, fileId: string) =>
  (await sharingOf(test, fileId)).permissions.find((grant) => grant.id === GRACE_ID);
const undo = async (test: TestCore, opId: string) =>
  value(await test.call<JournalOperation>('journal:undo', { opId }));

async function newFile(name: string, parent?: string, folder = false): Promise<string> {
  const drive = driveClient(oauth().sandbox, await driveAccess(oauth()));
  const { data } = await drive.files.create({
    requestBody: {
      name,
      ...(parent ? { parents: [parent] } : {}),
      ...(folder ? { mimeType: 'application/vnd.google-apps.folder' } : {}),
    },
  });
  return data.id!;
}

async function latestOp(test: TestCore): Promise<JournalOperation> {
  const { operations } = value(
    await test.call<{ operations: JournalOperation[] }>('journal:list', {
      service: 'storage',
      page: 0,
      pageSize: 1,
    }),
  );
  return operations[0]!;
}

describe('storage sharing', () => {
  it("lists the owner's grant, the file's own and those inherited from its folder, named", async () => {
    const test = await adaCore();
    try {
      const folder = await newFile('Team folder', undefined, true);
      const fileId = await newFile('plan.txt', folder);
      value(
        await test.call('storage:share', {
          fileId: folder,
          grantee: { type: 'domain', domain: 'example.org' },
          role: 'commenter',
          notify: false,
        }),
      );
      value(
        await test.call('storage:share', {
          fileId,
          grantee: { type: 'anyone' },
          role: 'reader',
          notify: false,
        }),
      );
      const sharing = await sharingOf(test, fileId);
      expect(sharing).toMatchObject({
        fileName: 'plan.txt',
        owners: [OWNER.email],
        capabilities: { canShare: true, canTransferOwnership: true },
      });
      expect(sharing.permissions).toEqual([
        expect.objectContaining({ type: 'user', role: 'owner', emailAddress: OWNER.email, inherited: false }),
        expect.objectContaining({ id: 'anyoneWithLink', type: 'anyone', role: 'reader', inherited: false }),
        expect.objectContaining({
          type: 'domain',
          domain: 'example.org',
          role: 'commenter',
          inherited: true,
          inheritedFrom: folder,
          inheritedFromName: 'Team folder',
        }),
      ]);
    } finally {
      await test.close();
    }
  });

  it('shares with Grace, changes her role and expiry, removes her, and undoes each; Grace as a reader may not see the grants', async () => {
    const ada = await adaCore();
    const grace = await graceCore();
    try {
      const fileId = await newFile('budget.txt');
      const expiry = new Date(Date.now() + 30 * DAY).toISOString();
      const shared = value(
        await ada.call<Changed>('storage:share', {
          fileId,
          grantee: { type: 'user', emailAddress: NOBODY.email, expirationTime: expiry },
          role: 'reader',
          notify: true,
          message: 'The budget, for reading',
        }),
      );
      expect(shared.permission).toMatchObject({ id: GRACE_ID, role: 'reader', emailAddress: NOBODY.email });
      expect(Date.parse(shared.permission.expirationTime!)).toBe(Date.parse(expiry));

      // Grace sees the file but not who else has it: her capabilities say she may not share.
      expect(await sharingOf(grace, fileId)).toMatchObject({
        capabilities: { canShare: false, canTransferOwnership: false },
        permissions: [],
      });

      const later = new Date(Date.now() + 60 * DAY).toISOString();
      const changed = value(
        await ada.call<Changed>('storage:updatePermission', {
          fileId,
          permissionId: GRACE_ID,
          role: 'writer',
          expirationTime: later,
        }),
      );
      expect(changed.permission.role).toBe('writer');
      const undoneChange = await undo(ada, changed.opId);
      expect(undoneChange).toMatchObject({ kind: 'change-access', outcome: 'ok' });
      const back = await graceOn(ada, fileId);
      expect(back?.role).toBe('reader');
      expect(Date.parse(back!.expirationTime!)).toBe(Date.parse(expiry));

      const removed = value(
        await ada.call<{ opId: string }>('storage:unshare', { fileId, permissionId: GRACE_ID }),
      );
      expect(await graceOn(ada, fileId)).toBeUndefined();
      expect(await undo(ada, removed.opId)).toMatchObject({ kind: 'share-file', outcome: 'ok' });
      const restored = await graceOn(ada, fileId);
      expect(restored?.role).toBe('reader');
      expect(Date.parse(restored!.expirationTime!)).toBe(Date.parse(expiry));

      // The first share made her grant: undoing it removes the grant.
      expect(await undo(ada, shared.opId)).toMatchObject({ kind: 'unshare-file', outcome: 'ok' });
      expect(await graceOn(ada, fileId)).toBeUndefined();
      // Without a grant the file is not hers to see at all.
      expect(failure(await grace.call('storage:permissions', { fileId }))).toMatchObject({
        code: 'NOT_FOUND',
        message: expect.stringMatching(/open the sharing dialog again/),
      });
    } finally {
      await ada.close();
      await grace.close();
    }
  });

  it('sharing again with someone who has a grant keeps the old role for Undo', async () => {
    const test = await adaCore();
    try {
      const fileId = await newFile('notes.txt');
      const grantee = { type: 'user', emailAddress: NOBODY.email };
      value(await test.call('storage:share', { fileId, grantee, role: 'commenter', notify: false }));
      const again = value(
        await test.call<Changed>('storage:share', { fileId, grantee, role: 'writer', notify: false }),
      );
      expect((await graceOn(test, fileId))?.role).toBe('writer');
      expect(await undo(test, again.opId)).toMatchObject({ kind: 'change-access', outcome: 'ok' });
      expect((await graceOn(test, fileId))?.role).toBe('commenter');
    } finally {
      await test.close();
    }
  });

  it('gives a file to Grace; Undo says only she can give it back', async () => {
    const test = await adaCore();
    try {
      const fileId = await newFile('handover.txt');
      const moved = value(
        await test.call<Changed>('storage:transferOwnership', { fileId, emailAddress: NOBODY.email }),
      );
      expect(moved.permission).toMatchObject({ role: 'owner', emailAddress: NOBODY.email });
      const after = await sharingOf(test, fileId);
      expect(after.owners).toEqual([NOBODY.email]);
      expect(after.capabilities.canTransferOwnership).toBe(false);
      expect(after.permissions).toEqual(
        expect.arrayContaining([expect.objectContaining({ emailAddress: OWNER.email, role: 'writer' })]),
      );
      const refused = failure(await test.call('journal:undo', { opId: moved.opId }));
      expect(refused.message).toMatch(/only they can give it back/);
    } finally {
      await test.close();
    }
  });

  it('refuses bad input with what to do, and changes nothing', async () => {
    const test = await adaCore();
    try {
      const fileId = await newFile('guarded.txt');
      const before = await sharingOf(test, fileId);

      // The contract: expiry on a domain, a message without the notification, no change named.
      for (const input of [
        {
          fileId,
          grantee: { type: 'domain', domain: 'example.org', expirationTime: '2027-01-01T00:00:00Z' },
          role: 'reader',
          notify: false,
        },
        { fileId, grantee: { type: 'anyone' }, role: 'reader', notify: false, message: 'hello' },
        { fileId, grantee: { type: 'user', emailAddress: 'not an address' }, role: 'reader', notify: false },
        { fileId, grantee: { type: 'anyone' }, role: 'owner', notify: false },
      ])
        expect(failure(await test.call('storage:share', input)).code).toBe('VALIDATION');
      expect(
        failure(await test.call('storage:updatePermission', { fileId, permissionId: GRACE_ID })).message,
      ).toMatch(/new role or expiry/);

      // The service: an expiry beyond a year, the owner's own grant, a grant that is not there.
      const tooLate = failure(
        await test.call('storage:share', {
          fileId,
          grantee: {
            type: 'user',
            emailAddress: NOBODY.email,
            expirationTime: new Date(Date.now() + 400 * DAY).toISOString(),
          },
          role: 'reader',
          notify: false,
        }),
      );
      expect(tooLate.message).toMatch(
        /refused to share "guarded\.txt".*more than a year.*at most a year ahead/,
      );
      const ownerId = before.permissions[0]!.id;
      const owner = failure(await test.call('storage:unshare', { fileId, permissionId: ownerId }));
      expect(owner.message).toMatch(/owner's access cannot be changed or removed/);
      const missing = failure(await test.call('storage:unshare', { fileId, permissionId: GRACE_ID }));
      expect(missing).toMatchObject({ code: 'NOT_FOUND' });
      expect(missing.message).toMatch(/open the sharing dialog again/);

      const gone = failure(await test.call('storage:permissions', { fileId: 'no-such-file' }));
      expect(gone).toMatchObject({ code: 'NOT_FOUND' });
      expect(gone.message).toMatch(/refused to find file no-such-file.*File not found/);
      const outsider = failure(
        await test.call('storage:transferOwnership', { fileId, emailAddress: 'carol@example.org' }),
      );
      expect(outsider.message).toMatch(/carol@example\.org is not one.*Change the grant as the reason says/);
      expect(
        failure(
          await test.call('storage:updatePermission', { fileId, permissionId: GRACE_ID, role: 'owner' }),
        ).code,
      ).toBe('VALIDATION');

      // The refusals of what was sent are journaled as failed (the missing grant was never sent: its read failed).
      const { operations } = value(
        await test.call<{ operations: JournalOperation[] }>('journal:list', {
          service: 'storage',
          page: 0,
          pageSize: 3,
        }),
      );
      expect(operations.map(({ kind, outcome }) => `${kind} ${outcome}`)).toEqual([
        'transfer-ownership failed',
        'unshare-file failed',
        'share-file failed',
      ]);
      expect(await sharingOf(test, fileId)).toEqual(before);
    } finally {
      await test.close();
    }
  });

  it('an Undo whose answer was cut short is unknown; Check reads the grant back', async () => {
    const test = await adaCore();
    try {
      const fileId = await newFile('cut.txt');
      const grantee = { type: 'user', emailAddress: NOBODY.email };
      value(await test.call('storage:share', { fileId, grantee, role: 'reader', notify: false }));
      const removed = value(
        await test.call<{ opId: string }>('storage:unshare', { fileId, permissionId: GRACE_ID }),
      );
      // The sandbox makes the grant again, then cuts the answer short.
      await setFaults(oauth().sandbox, 'storage', { truncateRate: 1, remaining: 1 });
      expect(failure(await test.call('journal:undo', { opId: removed.opId })).code).toBe('NETWORK');
      const reshared = await latestOp(test);
      expect(reshared).toMatchObject({ kind: 'share-file', outcome: 'unknown', checkable: true });
      const found = value(await test.call<JournalOperation>('journal:check', { opId: reshared.id }));
      expect(found).toMatchObject({ outcome: 'ok' });
      expect(found.response!.found).toMatch(/reader grant: the change took effect/);

      const changed = value(
        await test.call<Changed>('storage:updatePermission', {
          fileId,
          permissionId: GRACE_ID,
          role: 'writer',
        }),
      );
      await setFaults(oauth().sandbox, 'storage', { truncateRate: 1, remaining: 1 });
      expect(failure(await test.call('journal:undo', { opId: changed.opId })).code).toBe('NETWORK');
      const changedBack = await latestOp(test);
      expect(changedBack).toMatchObject({ kind: 'change-access', outcome: 'unknown' });
      const checked = value(await test.call<JournalOperation>('journal:check', { opId: changedBack.id }));
      expect(checked.response!.found).toMatch(/role reader .*took effect/);
      expect((await graceOn(test, fileId))?.role).toBe('reader');
    } finally {
      await test.close();
    }
  });
});
