// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StorageFile } from '@/lib/contract';
import { loadMoreOf, useFileList } from '@/features/storage/api/list-files';
import { createFakeVerity, type FakeVerity } from '../../../../../support/renderer/fake-verity';

afterEach(() => {
  cleanup();
  delete window.verity;
});

const view = { kind: 'folder', folderId: 'big' } as const;

/**
 * A folder of `total` files listed as the service does: at most `perPage` a page whatever is asked, and the
 * pages listed in `empty` (by their place) answered with no files while a token remains.
 */
function serveFolder(total: number, perPage: number, empty: number[] = []): FakeVerity {
  const files = Array.from({ length: total }, (_, i) => ({ id: `f${i}`, name: `file ${i}` }) as StorageFile);
  let served = 0;
  return createFakeVerity({
    'storage:list': (input) => {
      const offset = Number((input as { pageToken?: string }).pageToken ?? 0);
      const end = empty.includes(served++) ? offset : Math.min(total, offset + perPage);
      return {
        files: files.slice(offset, end),
        nextPageToken: end < total ? String(end) : null,
        q: "'big' in parents and trashed = false",
      };
    },
  });
}

function renderList(verity: FakeVerity) {
  window.verity = verity.api;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useFileList(view, 'folder,name_natural'), { wrapper }) };
}

const tokensAsked = (verity: FakeVerity) =>
  verity.calls.map((call) => (call.input as { pageToken?: string }).pageToken ?? null);

describe('loadMoreOf', () => {
  it('leaves a refetch under way alone, so a file gone since is gone from the list too', async () => {
    let removed = false;
    const verity = createFakeVerity({
      'storage:list': async (input) => {
        const token = (input as { pageToken?: string }).pageToken;
        // The service takes a moment to answer, as a real one does.
        await new Promise((resolve) => setTimeout(resolve, 100));
        const all = ['kept', ...(removed ? [] : ['restored']), 'later'];
        const files = (token ? all.slice(2) : all.slice(0, all.length - 1)).map(
          (id) => ({ id, name: id }) as StorageFile,
        );
        return { files, nextPageToken: token ? null : 'more', q: "'big' in parents" };
      },
    });
    const { client, result } = renderList(verity);
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.data!.pages[0]!.files.map((file) => file.id)).toEqual(['kept', 'restored']);

    removed = true;
    const refetched = client.invalidateQueries();
    await waitFor(() => expect(client.isFetching()).toBe(1));
    act(() => loadMoreOf(result.current)());
    await act(() => refetched);
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(result.current.data!.pages.flatMap((page) => page.files).map((file) => file.id)).not.toContain(
      'restored',
    );
  });
});

describe('useFileList', () => {
  it('shows the first page as soon as a page has files, asking on past empty ones', async () => {
    const verity = serveFolder(5_000, 100, [0]);
    const { result } = renderList(verity);
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    const first = result.current.data!.pages[0]!;
    expect(first.files.map((file) => file.id)).toEqual(Array.from({ length: 100 }, (_, i) => `f${i}`));
    expect(first.nextPageToken).toBe('100');
    expect(first.q).toBe("'big' in parents and trashed = false");
    expect(tokensAsked(verity)).toEqual([null, '0']);
    expect(verity.calls[0]!.input).toEqual({ view, orderBy: 'folder,name_natural', pageSize: 200 });
  });

  it('gathers a later page over the service’s short pages, then stops where the listing ends', async () => {
    const verity = serveFolder(1_650, 100);
    const { result } = renderList(verity);
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));

    act(() => void result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    const second = result.current.data!.pages[1]!;
    expect(second.files).toHaveLength(1_000);
    expect(second.files[0]!.id).toBe('f100');
    expect(second.nextPageToken).toBe('1100');
    expect(tokensAsked(verity)).toEqual([
      null,
      ...Array.from({ length: 10 }, (_, i) => String(100 * (i + 1))),
    ]);

    act(() => void result.current.fetchNextPage());
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(3));
    const last = result.current.data!.pages[2]!;
    expect(last.files.map((file) => file.id)).toEqual(Array.from({ length: 550 }, (_, i) => `f${1_100 + i}`));
    expect(last.nextPageToken).toBeNull();
    expect(result.current.hasNextPage).toBe(false);
    expect(result.current.data!.pages.flatMap((page) => page.files)).toHaveLength(1_650);
  });
});
