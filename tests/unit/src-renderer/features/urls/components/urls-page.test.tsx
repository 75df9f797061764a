// @vitest-environment jsdom
import '../../../../../support/renderer/dom-shims';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UrlsPage } from '@/features/urls/components/urls-page';
import { useUrlsViewStore } from '@/features/urls/stores/urls-view-store';
import { createFakeVerity, FakeFailure, type FakeVerity } from '../../../../../support/renderer/fake-verity';
import { profileList } from '../../../../../support/renderer/fixtures';
import { renderComponent } from '../../../../../support/renderer/render-component';
import {
  giveScrollerAHeight,
  listOf,
  queueStatus,
  urlRow,
} from '../../../../../support/renderer/url-fixtures';

// A whole page under jsdom is slow while other renderer test files run alongside: give it room.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

let restoreLayout: () => void;
beforeEach(() => {
  restoreLayout = giveScrollerAHeight();
  useUrlsViewStore.getState().showAll();
});
afterEach(() => {
  cleanup();
  restoreLayout();
  delete window.verity;
});

function renderPage(handlers: Record<string, (input: unknown) => unknown>): FakeVerity {
  const verity = createFakeVerity({
    'profiles:list': () => profileList,
    'urls:queue': () => queueStatus(),
    'urls:history': () => ({ days: [], errors: [] }),
    'urls:settings': () => ({ cooldownDays: 14, dailyQuota: 200, metadataPerMinute: 180 }),
    'urls:sites': () => ({ identity: null, sites: [] }),
    ...handlers,
  });
  window.verity = verity.api;
  renderComponent(<UrlsPage />);
  return verity;
}

const listCalls = (verity: FakeVerity) =>
  verity.calls.filter((call) => call.channel === 'urls:list').map((call) => call.input);

describe('URLs page', () => {
  it('with no URLs, says what to import and names the demo sitemap', async () => {
    renderPage({ 'urls:list': listOf(0) });
    const empty = await screen.findByTestId('urls-empty');
    expect(empty.textContent).toContain('https://www.example.com/sitemap.xml');
    expect(empty.textContent).toMatch(/paste them one a line, read a\s+CSV export/);
    expect(screen.queryByTestId('urls-table')).toBeNull();
  });

  it('without a sign-in or service account, points to Settings → Accounts', async () => {
    renderPage({
      'urls:list': () => {
        throw new FakeFailure(
          'NOT_FOUND',
          'Profile "sandbox" is not signed in to an account: sign in first, or import a service-account key',
        );
      },
    });
    const alert = await screen.findByTestId('urls-error');
    expect(alert.textContent).toContain('is not signed in to an account');
    expect(alert.textContent).toMatch(/add one in Settings → Accounts, then Retry/);
    expect(within(alert).getByRole('link', { name: 'Settings → Accounts' }).getAttribute('href')).toBe(
      '/settings',
    );
  });

  it('renders only the rows in view of 100,000, fetched as 200-row windows', async () => {
    const verity = renderPage({ 'urls:list': listOf(100_000) });
    expect((await screen.findByTestId('urls-count')).textContent).toBe('100,000 URLs listed');
    const rows = await screen.findAllByTestId('url-row');
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]!.getAttribute('data-url')).toBe('https://www.example.com/p/0');
    expect(listCalls(verity)).toEqual([{ offset: 0, limit: 200 }]);
    expect(screen.getByTestId('urls-table').getAttribute('aria-rowcount')).toBe('100000');
  });

  it('scrolling far fetches the window there and shows placeholders until it answers', async () => {
    const answers: (() => void)[] = [];
    const all = listOf(100_000);
    const verity = renderPage({
      'urls:list': (input) =>
        (input as { offset: number }).offset === 0
          ? all(input)
          : new Promise((resolve) => answers.push(() => resolve(all(input)))),
    });
    await screen.findAllByTestId('url-row');
    const scroller = screen.getByTestId('urls-scroller');
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 50_000 * 40 });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(listCalls(verity)).toContainEqual({ offset: 49_800, limit: 200 }));
    expect(screen.getAllByTestId('url-row-placeholder').length).toBeGreaterThan(10);
    expect(screen.queryAllByTestId('url-row')).toHaveLength(0);
    expect(screen.getByTestId('urls-count').textContent).toBe('100,000 URLs listed');
    await act(async () => answers.forEach((answer) => answer()));
    const rows = await screen.findAllByTestId('url-row');
    expect(rows.map((row) => row.getAttribute('data-url'))).toContain('https://www.example.com/p/50000');
  });

  it('a row scrolled out of view is reused for one scrolled in, not unmounted', async () => {
    renderPage({ 'urls:list': listOf(1000) });
    const [top] = await screen.findAllByTestId('url-row');
    expect(top!.getAttribute('data-url')).toBe('https://www.example.com/p/0');
    const scroller = screen.getByTestId('urls-scroller');
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 60 * 40 });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(top!.getAttribute('data-url')).not.toBe('https://www.example.com/p/0'));
    expect(top!.isConnected).toBe(true);
    expect(screen.queryByText('https://www.example.com/p/0')).toBeNull();
  });

  it('shows each row’s ownership, pre-flight verdict with its reason, queue state and last error', async () => {
    const rows = [
      urlRow('https://www.example.com/missing', {
        preflight: {
          intent: 'URL_UPDATED',
          verdict: 'fail',
          reason: 'The page answers 404',
          status: 404,
          finalUrl: null,
          redirects: 0,
          noindex: false,
          canonical: null,
          checkedAt: Date.now(),
        },
        queue: { state: 'held', type: 'URL_UPDATED', reason: 'Failed pre-flight', at: Date.now() },
      }),
      urlRow('https://other.example.org/', {
        site: null,
        owned: 'not-owner',
        lastError: {
          group: 'ownership',
          status: 403,
          message: 'Permission denied. Failed to verify the URL ownership.',
          at: Date.now(),
        },
      }),
    ];
    renderPage({ 'urls:list': listOf(2, (index) => rows[index]!) });
    const [missing, other] = (await screen.findAllByTestId('url-row')) as [HTMLElement, HTMLElement];
    const verdict = within(missing).getByTestId('url-preflight');
    expect(verdict.getAttribute('data-verdict')).toBe('fail');
    expect(verdict.textContent).toBe('update ✗');
    expect(verdict.getAttribute('title')).toMatch(/^The page answers 404 · HTTP 404 · checked /);
    expect(within(missing).getByTestId('url-queue').textContent).toBe('Held update');
    expect(within(other).getByTestId('url-owned').textContent).toBe('Not owned');
    expect(within(other).getByTestId('url-error-group').textContent).toBe('Ownership (403)');
    expect(within(other).getByText('No property')).toBeTruthy();
  });

  it('search is sent once typing pauses, and filters are sent with it', async () => {
    const verity = renderPage({ 'urls:list': listOf(1000) });
    await screen.findAllByTestId('url-row');
    fireEvent.change(screen.getByTestId('urls-search'), { target: { value: '/p/99' } });
    await waitFor(() => expect(listCalls(verity)).toContainEqual({ search: '/p/99', offset: 0, limit: 200 }));
    expect(listCalls(verity).filter((input) => (input as { search?: string }).search === '/p/9')).toEqual([]);
    expect((await screen.findByTestId('urls-count')).textContent).toBe('11 URLs match');
    act(() => useUrlsViewStore.getState().setFilter({ queue: 'held' }));
    await waitFor(() =>
      expect(listCalls(verity)).toContainEqual({
        search: '/p/99',
        filter: { queue: 'held' },
        offset: 0,
        limit: 200,
      }),
    );
  });

  it('the quota meter follows urls.events, a batch recorded refetches the table, and leaving cancels the feed', async () => {
    const verity = renderPage({ 'urls:list': listOf(3) });
    expect((await screen.findByTestId('quota-used')).textContent).toBe('0 / 200');
    expect(screen.getByTestId('queue-state').textContent).toBe('Idle');
    expect(screen.getByTestId('quota-resets').textContent).toMatch(/^in [45] h \d+ min$/);
    await screen.findAllByTestId('url-row');
    const fetched = listCalls(verity).length;
    expect(verity.openStreams('urls:events')).toBe(1);

    const resumesAt = Date.now() + 3_600_000;
    act(() =>
      verity.emit('urls:events', {
        status: queueStatus({
          state: 'waiting-quota',
          usedToday: 200,
          queued: 50,
          resumesAt,
          daysToFinish: 2,
        }),
        rowsChanged: false,
      }),
    );
    // react-query tells its observers on the next tick.
    await waitFor(() => expect(screen.getByTestId('quota-used').textContent).toBe('200 / 200'));
    expect(screen.getByTestId('queue-state').textContent).toBe('Waiting for the quota');
    expect(screen.getByTestId('queue-resumes').textContent).toContain('resumes at');
    expect(screen.getByTestId('queue-figures').textContent).toBe('50 URLs queued, 0 held · 2 days to finish');
    expect(listCalls(verity)).toHaveLength(fetched);

    act(() => verity.emit('urls:events', { status: queueStatus({ usedToday: 200 }), rowsChanged: true }));
    await waitFor(() => expect(listCalls(verity).length).toBeGreaterThan(fetched));

    cleanup();
    expect(verity.openStreams('urls:events')).toBe(0);
  });

  it('a stopped queue shows its problem and the fix', async () => {
    renderPage({
      'urls:list': listOf(1),
      'urls:queue': () =>
        queueStatus({
          state: 'stopped',
          problem: {
            group: 'service-disabled',
            message: 'Web Search Indexing API has not been used in project 1 before or it is disabled.',
            fix: 'Enable it in the Google Cloud console, then retry.',
          },
        }),
    });
    const problem = await screen.findByTestId('queue-problem');
    expect(problem.textContent).toContain('has not been used in project 1');
    expect(problem.textContent).toContain('Enable it in the Google Cloud console');
  });

  it('"select all matching" acts on the search, not on the rows loaded', async () => {
    const verity = renderPage({
      'urls:list': listOf(1000),
      'urls:notify': () => ({ queued: 11, held: 0, skippedCooldown: 0, status: queueStatus({ queued: 11 }) }),
    });
    await screen.findAllByTestId('url-row');
    fireEvent.change(screen.getByTestId('urls-search'), { target: { value: '/p/99' } });
    await waitFor(() => expect(screen.getByTestId('urls-count').textContent).toBe('11 URLs match'));
    fireEvent.click(screen.getByTestId('url-select-all'));
    expect(screen.getByTestId('url-selection').textContent).toBe('All 11 matching URLs selected');
    fireEvent.click(screen.getByTestId('url-send-menu'));
    fireEvent.click(await screen.findByTestId('url-send-deleted'));
    fireEvent.click(await screen.findByTestId('send-confirm-submit'));
    await screen.findByTestId('send-outcome');
    expect(verity.calls.filter((call) => call.channel === 'urls:notify').map((call) => call.input)).toEqual([
      { target: { all: true, search: '/p/99' }, type: 'URL_DELETED', sendAnyway: false },
    ]);
  });

  it('a long pre-flight refreshes the table every 200 pages checked, and as it ends', async () => {
    const verity = renderPage({ 'urls:list': listOf(1000) });
    await screen.findAllByTestId('url-row');
    fireEvent.click(screen.getByTestId('url-select-all'));
    fireEvent.click(screen.getByTestId('url-preflight-menu'));
    fireEvent.click(await screen.findByTestId('url-preflight-update'));
    const before = listCalls(verity).length;
    act(() => verity.emit('urls:preflight', { done: 150, total: 1000 }));
    await screen.findByText(/150 \/ 1,000 pages fetched/);
    expect(listCalls(verity)).toHaveLength(before);
    act(() => verity.emit('urls:preflight', { done: 210, total: 1000 }));
    await waitFor(() => expect(listCalls(verity)).toHaveLength(before + 1));
    act(() => verity.emit('urls:preflight', { done: 390, total: 1000 }));
    await screen.findByText(/390 \/ 1,000 pages fetched/);
    expect(listCalls(verity)).toHaveLength(before + 1);
    act(() => verity.finish('urls:preflight', { checked: 1000, passed: 990, failed: 10 }));
    await screen.findByTestId('preflight-result');
    await waitFor(() => expect(listCalls(verity)).toHaveLength(before + 2));
  });

  it('an error group shows its fix, and a click filters the table by it', async () => {
    const verity = renderPage({
      'urls:list': listOf(5),
      'urls:history': () => ({
        days: [],
        errors: [
          {
            group: 'ownership',
            count: 3,
            message: 'Permission denied. Failed to verify the URL ownership.',
            fix: 'Add the service account as an Owner of sc-domain:example.org in Search Console.',
            sites: ['sc-domain:example.org'],
          },
        ],
      }),
    });
    const group = await screen.findByTestId('error-group');
    expect(group.textContent).toContain('Ownership (403)');
    expect(group.textContent).toContain('Add the service account as an Owner');
    expect(group.textContent).toContain('Sites: sc-domain:example.org');
    fireEvent.click(group);
    await waitFor(() =>
      expect(listCalls(verity)).toContainEqual({
        filter: { errorGroup: 'ownership' },
        offset: 0,
        limit: 200,
      }),
    );
    expect(group.getAttribute('aria-pressed')).toBe('true');
  });
});
