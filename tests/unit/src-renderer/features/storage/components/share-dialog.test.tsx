// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareDialog } from '@/features/storage/components/share-dialog';
import type { StorageFile, StoragePermission } from '@/lib/contract';
import { createFakeVerity, FakeFailure, type FakeVerity } from '../../../../../support/renderer/fake-verity';
import { renderComponent } from '../../../../../support/renderer/render-component';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  delete window.verity;
});

const file = {
  id: 'f1',
  name: 'plan.txt',
  owners: ['ada@example.com'],
} as StorageFile;

const grant = (changes: Partial<StoragePermission>): StoragePermission => ({
  id: 'p',
  type: 'user',
  role: 'reader',
  emailAddress: null,
  domain: null,
  displayName: null,
  expirationTime: null,
  inherited: false,
  inheritedFrom: null,
  inheritedFromName: null,
  ...changes,
});

const GRANTS = [
  grant({ id: 'o', role: 'owner', emailAddress: 'ada@example.com', displayName: 'Ada Operator' }),
  grant({ id: 'g', emailAddress: 'grace@example.com', displayName: 'Grace Visitor' }),
  grant({ id: 'l', type: 'anyone', role: 'commenter' }),
  grant({
    id: 'd',
    type: 'domain',
    domain: 'example.org',
    inherited: true,
    inheritedFrom: 'team',
    inheritedFromName: 'Team',
  }),
];

function renderDialog(
  capabilities: { canShare: boolean; canTransferOwnership: boolean },
  handlers: Record<string, (input: unknown) => unknown> = {},
  shown: StorageFile = file,
  grants: StoragePermission[] = GRANTS,
): FakeVerity {
  const verity = createFakeVerity({
    'storage:permissions': () => ({
      fileName: shown.name,
      owners: shown.owners,
      capabilities,
      permissions: capabilities.canShare ? grants : [],
    }),
    ...handlers,
  });
  window.verity = verity.api;
  renderComponent(<ShareDialog file={shown} onClose={() => undefined} />);
  return verity;
}

const inputsOf = (verity: FakeVerity, channel: string) =>
  verity.calls.filter((call) => call.channel === channel).map((call) => call.input);

describe('ShareDialog', () => {
  it("lists the file's own grants apart from inherited ones, and offers Make owner to the owner for a person", async () => {
    renderDialog({ canShare: true, canTransferOwnership: true });
    const direct = await screen.findByTestId('storage-grants-direct');
    const rows = within(direct).getAllByTestId('storage-grant');
    expect(rows.map((row) => row.getAttribute('data-grantee'))).toEqual([
      'ada@example.com',
      'grace@example.com',
      'anyone',
    ]);
    expect(rows[0]!.textContent).toContain('Owner');
    expect(within(rows[0]!).queryByTestId('storage-grant-remove')).toBeNull();
    expect(within(rows[1]!).getByTestId('storage-grant-make-owner')).toBeTruthy();
    // A link has no one to make owner and no expiry.
    expect(within(rows[2]!).queryByTestId('storage-grant-make-owner')).toBeNull();
    expect(within(rows[2]!).queryByTestId('storage-grant-expiry')).toBeNull();
    const inherited = within(screen.getByTestId('storage-grants-inherited')).getByTestId(
      'storage-grant-inherited',
    );
    expect(inherited.textContent).toContain('Everyone at example.org');
    expect(inherited.textContent).toContain('From the folder "Team": change it there');
    expect(within(inherited).queryByRole('button')).toBeNull();
  });

  it('shares with a person with a message, a link without a notice, and keeps a refusal beside the form', async () => {
    let refuse = false;
    const verity = renderDialog(
      { canShare: true, canTransferOwnership: true },
      {
        'storage:share': () => {
          if (refuse) throw new FakeFailure('UPSTREAM', 'The storage service refused to share: not allowed.');
          return { opId: 'op1', permission: GRANTS[1] };
        },
      },
    );
    fireEvent.change(await screen.findByTestId('storage-share-address'), {
      target: { value: ' grace@example.com ' },
    });
    fireEvent.change(screen.getByTestId('storage-share-message'), { target: { value: 'Have a look' } });
    fireEvent.click(screen.getByTestId('storage-share-submit'));
    await waitFor(() =>
      expect(inputsOf(verity, 'storage:share')).toEqual([
        {
          fileId: 'f1',
          grantee: { type: 'user', emailAddress: 'grace@example.com' },
          role: 'reader',
          notify: true,
          message: 'Have a look',
        },
      ]),
    );
    await waitFor(() =>
      expect((screen.getByTestId('storage-share-address') as HTMLInputElement).value).toBe(''),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Anyone with the link' }));
    expect(screen.queryByTestId('storage-share-address')).toBeNull();
    expect(screen.queryByTestId('storage-share-notify')).toBeNull();
    expect(screen.queryByTestId('storage-share-expiry')).toBeNull();
    refuse = true;
    fireEvent.click(screen.getByTestId('storage-share-submit'));
    expect((await screen.findByTestId('storage-share-error')).textContent).toContain('not allowed');
    expect(inputsOf(verity, 'storage:share')[1]).toEqual({
      fileId: 'f1',
      grantee: { type: 'anyone' },
      role: 'reader',
      notify: false,
    });
  });

  it('tells an editor only the owner can make someone else the owner, and hides Make owner', async () => {
    renderDialog({ canShare: true, canTransferOwnership: false });
    expect(
      await screen.findByText('Only the owner (ada@example.com) can make someone else the owner.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('storage-grant-make-owner')).toBeNull();
  });

  it('tells someone who may not share why, and offers nothing to change', async () => {
    const verity = renderDialog({ canShare: false, canTransferOwnership: false });
    expect((await screen.findByTestId('storage-share-forbidden')).textContent).toContain(
      'Only its owner (ada@example.com) or someone with editor access',
    );
    expect(screen.queryByTestId('storage-share-form')).toBeNull();
    expect(screen.queryByTestId('storage-grant')).toBeNull();
    expect(inputsOf(verity, 'storage:permissions')).toEqual([{ fileId: 'f1' }]);
  });

  it("shows a shared store's members as access from the store, and says its files have no owner", async () => {
    const storeFile = { id: 'f2', name: 'notes.md', owners: [], driveId: 'st1' } as unknown as StorageFile;
    const members = [
      grant({ id: 'a', role: 'organizer', emailAddress: 'ada@example.com', inherited: true }),
      grant({ id: 'g', role: 'writer', emailAddress: 'grace@example.com', inherited: true }),
    ].map((member) => ({ ...member, inheritedFrom: 'st1', inheritedFromName: 'Team store' }));
    renderDialog({ canShare: true, canTransferOwnership: false }, {}, storeFile, members);
    const inherited = await screen.findByTestId('storage-grants-inherited');
    expect(within(inherited).getByText('Access from the store and folders above')).toBeTruthy();
    const rows = within(inherited).getAllByTestId('storage-grant-inherited');
    expect(rows.map((row) => row.getAttribute('data-grantee'))).toEqual([
      'ada@example.com',
      'grace@example.com',
    ]);
    expect(rows[0]!.textContent).toContain('Team store');
    expect(screen.getByTestId('storage-share-owner-note').textContent).toBe(
      'Files in a shared store belong to the store: they have no owner to change.',
    );
  });
});
