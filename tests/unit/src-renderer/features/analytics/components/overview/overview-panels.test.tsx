// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportQuery } from '@/features/analytics/api/run-report';
import { TopVideosPanel } from '@/features/analytics/components/overview/top-videos-panel';
import { TrafficSourcesPanel } from '@/features/analytics/components/overview/traffic-sources-panel';
import { createFakeVerity, type FakeVerity } from '../../../../../../support/renderer/fake-verity';
import { renderComponent } from '../../../../../../support/renderer/render-component';
import { answer } from './analytics-fakes';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  delete window.verity;
});

const RANGE = { startDate: '2026-10-31', endDate: '2026-11-27' };

function fake(reply: (query: ReportQuery) => ReturnType<typeof answer>): FakeVerity {
  const verity = createFakeVerity({ 'analytics:query': (input) => reply(input as ReportQuery) });
  window.verity = verity.api;
  return verity;
}

const queries = (verity: FakeVerity) => verity.calls.map((call) => call.input as ReportQuery);

describe('Top videos', () => {
  // video, views, estimatedMinutesWatched, averageViewDuration, likes
  const BY_VIEWS = [
    ['aaa', 900, 100, 30, 5],
    ['bbb', 500, 400, 200, 50],
  ];
  const BY_WATCH_TIME = [
    ['bbb', 500, 400, 200, 50],
    ['ccc', 100, 300, 600, 2],
  ];

  const videoIds = () =>
    screen.getAllByTestId('top-videos-row').map((row) => within(row).getByRole('link').textContent);

  it('asks the service again to rank by watch time, and links each video to its page', async () => {
    const verity = fake((query) =>
      answer(query, query.sort === '-estimatedMinutesWatched' ? BY_WATCH_TIME : BY_VIEWS),
    );
    renderComponent(<TopVideosPanel range={RANGE} />);
    await waitFor(() => expect(videoIds()).toEqual(['aaa', 'bbb']));
    expect(screen.getAllByRole('link')[0]!.getAttribute('href')).toBe('/analytics/videos/aaa');

    fireEvent.click(screen.getByTestId('top-videos-sort-estimatedMinutesWatched'));
    await waitFor(() => expect(videoIds()).toEqual(['bbb', 'ccc']));
    expect(queries(verity).map((query) => query.sort)).toEqual(['-views', '-estimatedMinutesWatched']);
    expect(queries(verity).every((query) => query.maxResults === 50)).toBe(true);
  });

  it('orders the videos shown by likes without asking again (the service does not rank by likes)', async () => {
    const verity = fake((query) => answer(query, BY_VIEWS));
    renderComponent(<TopVideosPanel range={RANGE} />);
    await waitFor(() => expect(videoIds()).toEqual(['aaa', 'bbb']));
    fireEvent.click(screen.getByTestId('top-videos-sort-likes'));
    await waitFor(() => expect(videoIds()).toEqual(['bbb', 'aaa']));
    expect(screen.getByTestId('top-videos-sort-likes').getAttribute('aria-sort')).toBe('descending');
    expect(verity.calls).toHaveLength(1);
  });
});

describe('Traffic sources', () => {
  const SOURCES = [
    ['YT_SEARCH', 700, 60],
    ['PLAYLIST', 200, 20],
  ];

  it('opens the details of a source that has them, asked as the service requires, and goes back', async () => {
    const verity = fake((query) =>
      query.dimensions === 'insightTrafficSourceDetail'
        ? answer(query, [
            ['how to bake bread', 300, 20],
            ['sourdough starter', 120, 9],
          ])
        : answer(query, SOURCES),
    );
    renderComponent(<TrafficSourcesPanel range={RANGE} />);
    fireEvent.click(await screen.findByTestId('traffic-source-YT_SEARCH'));
    const detail = await screen.findByTestId('traffic-detail');
    await waitFor(() => expect(within(detail).getAllByTestId('traffic-detail-row')).toHaveLength(2));
    expect(detail.textContent).toMatch(/YouTube search/);
    expect(detail.textContent).toMatch(/how to bake bread/);
    expect(queries(verity).at(-1)).toMatchObject({
      dimensions: 'insightTrafficSourceDetail',
      filters: 'insightTrafficSourceType==YT_SEARCH',
      sort: '-views',
      maxResults: 25,
    });
    fireEvent.click(screen.getByTestId('traffic-detail-back'));
    expect(await screen.findByTestId('traffic-sources-table')).toBeTruthy();
  });

  it('offers no details for a source the service reports none for', async () => {
    fake((query) => answer(query, SOURCES));
    renderComponent(<TrafficSourcesPanel range={RANGE} />);
    const playlists = await screen.findByTestId('traffic-source-PLAYLIST');
    expect(playlists.tagName).not.toBe('BUTTON');
    expect(screen.getByTestId('traffic-source-YT_SEARCH').tagName).toBe('BUTTON');
  });
});
