// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { cleanup, configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorePlaces } from '@/features/storage/components/store-places';
import type { StorageStore } from '@/lib/contract';
import { createFakeVerity } from '../../../../../support/renderer/fake-verity';
import { renderComponent } from '../../../../../support/renderer/render-component';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  delete window.verity;
});

const capabilities = {
  canAddChildren: true,
  canTrashChildren: false,
  canDeleteChildren: false,
  canManageMembers: false,
};
const store = (id: string, name: string, hidden = false): StorageStore => ({
  id,
  name,
  hidden,
  capabilities,
});

function withStores(stores: StorageStore[]) {
  const verity = createFakeVerity({
    'storage:stores': () => ({ stores }),
    'storage:list': () => ({ files: [], nextPageToken: null, q: '' }),
  });
  window.verity = verity.api;
  return verity;
}

describe('StorePlaces', () => {
  it("links each store to its root folder, marks a hidden one, and unfolds the shown store's tree", async () => {
    withStores([store('st1', 'Team store'), store('st2', 'Archive', true)]);
    renderComponent(<StorePlaces view={{ kind: 'folder', folderId: 'st1', storeId: 'st1' }} />);
    const links = await screen.findAllByTestId('storage-store');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/storage?folder=st1&store=st1',
      '/storage?folder=st2&store=st2',
    ]);
    expect(links[0]!.getAttribute('data-active')).toBe('true');
    expect(links[1]!.textContent).toContain('Hidden');
    expect(screen.getAllByTestId('storage-tree')).toHaveLength(1);
  });

  it('says so when the account is in no store', async () => {
    withStores([]);
    renderComponent(<StorePlaces view={null} />);
    expect(await screen.findByText('You are not a member of any shared store.')).toBeTruthy();
    expect(screen.queryByTestId('storage-tree')).toBeNull();
  });
});
