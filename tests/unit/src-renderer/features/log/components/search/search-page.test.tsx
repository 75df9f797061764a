// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSearchStore } from '@/features/log/stores/search-store';
import { FakeFailure } from '../../../../../../support/renderer/fake-verity';
import { renderApp, resetApp } from '../../../../../../support/renderer/render-app';
import { entryView } from '../../../../../../support/renderer/tlog-fixtures';

afterEach(() => {
  cleanup();
  resetApp();
  useSearchStore.getState().clear();
});

const TOTAL = 45;

/** A fake search over 45 matches in a fixed order, paged like the core pages them. */
function searchHandler(input: unknown) {
  const { page, pageSize } = input as { page: number; pageSize: number };
  const indices = Array.from({ length: TOTAL }, (_, index) => 1000 - index).slice(
    page * pageSize,
    (page + 1) * pageSize,
  );
  const entries = indices.map((logIndex) =>
    entryView({ uuid: logIndex.toString(16).padStart(64, '0'), logIndex: String(logIndex) }),
  );
  return {
    total: TOTAL,
    page,
    pageSize,
    entryIds: entries.map((entry) => entry.entryId),
    entries,
    failures: [],
    order: 'log-index',
  };
}

describe('search page', () => {
  it('searches by a typed hash and pages through results 20 at a time', async () => {
    const { verity } = renderApp('/log/search', { 'log:search': searchHandler });
    const hash = await screen.findByTestId('search-hash');
    fireEvent.change(hash, { target: { value: 'A'.repeat(64) } });
    fireEvent.click(screen.getByTestId('search-submit'));

    await waitFor(() => expect(screen.getAllByTestId('search-result-row')).toHaveLength(20));
    expect(screen.getByTestId('search-summary').textContent).toBe(
      '45 entries match · page 1 of 3 · newest first',
    );
    expect(verity.calls.find((call) => call.channel === 'log:search')?.input).toEqual({
      hash: `sha256:${'a'.repeat(64)}`,
      page: 0,
      pageSize: 20,
    });

    fireEvent.click(screen.getByTestId('search-page-next'));
    await waitFor(() => expect(screen.getByTestId('search-summary').textContent).toContain('page 2 of 3'));
    expect(screen.getAllByTestId('search-result-row')[0]!.textContent).toContain('980');
    fireEvent.click(screen.getByTestId('search-page-next'));
    await waitFor(() => expect(screen.getAllByTestId('search-result-row')).toHaveLength(5));
    expect(
      verity.calls
        .filter((call) => call.channel === 'log:search')
        .map((call) => (call.input as { page: number }).page),
    ).toEqual([0, 1, 2]);
  });

  it('keeps the query and the page when coming back from an entry', async () => {
    renderApp('/log/search', { 'log:search': searchHandler, 'log:getEntry': () => entryView() });
    fireEvent.change(await screen.findByTestId('search-email'), { target: { value: 'jane@example.com' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await screen.findAllByTestId('search-result-row');
    fireEvent.click(screen.getByTestId('search-page-next'));
    await waitFor(() => expect(screen.getByTestId('search-summary').textContent).toContain('page 2 of 3'));
    fireEvent.click(screen.getAllByTestId('search-result-row')[0]!);
    await screen.findByTestId('page-log-entry');
    fireEvent.click(screen.getByTestId('log-tab-search'));
    expect((await screen.findByTestId('search-summary')).textContent).toContain('page 2 of 3');
    expect((screen.getByTestId('search-email') as HTMLInputElement).value).toBe('jane@example.com');
  });

  it('hashes a chosen file locally and searches for its SHA-256 only', async () => {
    const { verity } = renderApp('/log/search', { 'log:search': searchHandler });
    const input = await screen.findByTestId('search-file');
    fireEvent.change(input, { target: { files: [new File(['hello'], 'hello.txt')] } });
    const sha256 = '2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824';
    await waitFor(() =>
      expect((screen.getByTestId('search-hash') as HTMLInputElement).value).toBe(`sha256:${sha256}`),
    );
    expect(screen.getByText(/SHA-256 of hello.txt/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('search-submit'));
    await screen.findAllByTestId('search-result-row');
    expect(JSON.stringify(verity.calls)).not.toContain('hello');
  });

  it('refuses an empty or malformed query and explains empty results and errors', async () => {
    let fail = false;
    const { verity } = renderApp('/log/search', {
      'log:search': (input) => {
        if (fail) throw new FakeFailure('UPSTREAM', 'HTTP 400: invalid hash');
        return { ...searchHandler(input), total: 0, entries: [], entryIds: [] };
      },
    });
    fireEvent.click(await screen.findByTestId('search-submit'));
    expect((await screen.findByTestId('search-form-error')).textContent).toContain('Give an artifact hash');
    fireEvent.change(screen.getByTestId('search-hash'), { target: { value: 'sha256:abc' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    expect(await screen.findByText(/sha512:<128 hex> \(or a bare digest\)/)).toBeTruthy();
    expect(verity.calls.some((call) => call.channel === 'log:search')).toBe(false);

    fireEvent.change(screen.getByTestId('search-hash'), { target: { value: 'sha1:' + 'b'.repeat(40) } });
    fireEvent.change(screen.getByTestId('search-email'), { target: { value: 'a@b.example' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    expect((await screen.findByTestId('search-empty')).textContent).toContain('try “any criterion”');
    expect(verity.calls.find((call) => call.channel === 'log:search')?.input).toMatchObject({
      operator: 'and',
    });

    fail = true;
    fireEvent.change(screen.getByTestId('search-email'), { target: { value: 'c@d.example' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    expect((await screen.findByTestId('search-error')).textContent).toContain('HTTP 400: invalid hash');
  });

  it('drops the old results on a new search and clears everything with Clear', async () => {
    let release: () => void = () => {};
    renderApp('/log/search', {
      'log:search': async (input) => {
        if ((input as { email?: string }).email === 'slow@example.com')
          await new Promise<void>((resolve) => (release = resolve));
        return searchHandler(input);
      },
    });
    fireEvent.change(await screen.findByTestId('search-email'), { target: { value: 'jane@example.com' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await screen.findAllByTestId('search-result-row');
    fireEvent.change(screen.getByTestId('search-email'), { target: { value: 'slow@example.com' } });
    fireEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(screen.queryAllByTestId('search-result-row')).toHaveLength(0));
    release();
    await screen.findAllByTestId('search-result-row');

    fireEvent.click(screen.getByTestId('search-clear'));
    await waitFor(() => expect(screen.queryAllByTestId('search-result-row')).toHaveLength(0));
    expect((screen.getByTestId('search-email') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('search-summary')).toBeNull();
  });
});
