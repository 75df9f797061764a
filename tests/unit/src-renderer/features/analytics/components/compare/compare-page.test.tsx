// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, lastDays, pacificToday, previousRange } from '@/features/analytics/utils/periods';
import { FakeFailure } from '../../../../../../support/renderer/fake-verity';
import { renderApp, resetApp } from '../../../../../../support/renderer/render-app';

afterEach(() => {
  cleanup();
  resetApp();
});

type Query = { startDate: string; endDate: string; metrics: string; dimensions?: string; filters?: string };

const header = (name: string, columnType: 'DIMENSION' | 'METRIC') => ({
  name,
  columnType,
  dataType: 'INTEGER',
});

/**
 * reports.query as main answers it: totals of `views` per side from `viewsOf` (by filter, or by start date
 * for periods), every other metric 10, views a day spread over the first days, a top-videos list.
 */
function answerReports(viewsOf: (query: Query) => number) {
  return (input: unknown) => {
    const query = input as Query;
    const metrics = query.metrics.split(',');
    const today = pacificToday();
    // As main marks them: the last three days are not final when the range reaches them.
    const notFinal = query.endDate === today ? { incompleteFrom: addDays(today, -2) } : {};
    const base = { reportType: { id: 'X', name: 'X' }, cached: false, ...notFinal };
    if (query.dimensions === 'video')
      return {
        ...base,
        columnHeaders: [header('video', 'DIMENSION'), header('views', 'METRIC')],
        rows: [
          ['vidAAAAAAAA', 900],
          ['vidBBBBBBBB', 300],
        ],
      };
    if (query.dimensions === 'day')
      return {
        ...base,
        columnHeaders: [header('day', 'DIMENSION'), header('views', 'METRIC')],
        rows: [[query.startDate, viewsOf(query)]],
      };
    return {
      ...base,
      columnHeaders: metrics.map((metric) => header(metric, 'METRIC')),
      rows: [metrics.map((metric) => (metric === 'views' ? viewsOf(query) : 10))],
    };
  };
}

const kpi = (metric: string) =>
  screen.getAllByTestId('compare-kpi').find((row) => row.dataset.metric === metric)!;

async function pick(side: 'a' | 'b', option: RegExp) {
  const input = screen.getByTestId(`compare-pick-${side}`);
  fireEvent.click(input);
  // Each picker has its own list of options: pick from this one's.
  const list = await waitFor(() => document.getElementById(input.getAttribute('aria-controls') ?? '')!);
  fireEvent.click(await within(list).findByRole('option', { name: option, hidden: true }));
}

describe('Compare', () => {
  it('two periods: the last 28 days against the 28 before, each KPI with its change', async () => {
    const periodA = lastDays(28, pacificToday());
    const { verity } = renderApp('/analytics/compare', {
      'analytics:query': answerReports((query) => (query.startDate === periodA.startDate ? 1500 : 1000)),
    });
    await waitFor(() => expect(screen.getAllByTestId('compare-kpi').length).toBe(7));
    const views = kpi('views');
    expect(within(views).getByTestId('compare-kpi-difference').textContent).toMatch(/^\+/);
    expect(within(views).getByTestId('compare-kpi-ratio').textContent).toBe('+50%');
    expect(within(kpi('likes')).getByTestId('compare-kpi-ratio').textContent).toBe('±0%');
    const asked = verity.calls
      .filter((call) => call.channel === 'analytics:query')
      .map((call) => call.input as Query);
    const totals = asked.filter((query) => !query.dimensions);
    expect(totals).toHaveLength(2);
    // B: the 28 days ending the day before A starts.
    expect(totals.map(({ startDate, endDate }) => ({ startDate, endDate }))).toEqual(
      expect.arrayContaining([periodA, previousRange(periodA)]),
    );
    expect(screen.getByTestId('compare-chart')).toBeTruthy();
    // Only A reaches the days not final, and the page says so.
    expect(screen.getByTestId('compare-not-final').textContent).toBe(
      `A (from ${addDays(periodA.endDate, -2)}) reaches days not final yet, which the service leaves out: its totals may still grow.`,
    );
  });

  it("two groups: picked from the account's groups, a playlist group narrows the KPIs, the reports filter by each", async () => {
    const { verity } = renderApp('/analytics/compare?mode=groups', {
      'analytics:groups': () => ({
        groups: [
          { id: 'gv', title: 'Launches', publishedAt: null, itemType: 'youtube#video', itemCount: '2' },
          { id: 'gp', title: 'Series', publishedAt: null, itemType: 'youtube#playlist', itemCount: '4' },
        ],
      }),
      'analytics:query': answerReports((query) => (query.filters === 'group==gv' ? 200 : 800)),
    });
    expect((await screen.findByTestId('compare-pick-both')).textContent).toMatch(/two groups/);
    await pick('a', /Launches/);
    await pick('b', /Series \(playlists, 4 items\)/);
    await waitFor(() => expect(screen.getAllByTestId('compare-kpi').length).toBe(3));
    expect(within(kpi('views')).getByTestId('compare-kpi-ratio').textContent).toBe('−75%');
    expect(screen.getByTestId('compare-kpis').textContent).toMatch(/A: Launches.*B: Series/);
    const filters = verity.calls
      .filter((call) => call.channel === 'analytics:query')
      .map((call) => (call.input as Query).filters);
    expect(new Set(filters)).toEqual(new Set(['group==gv', 'group==gp']));
  });

  it('two videos: picked from the top videos; a side the service refuses says so and the other still shows', async () => {
    renderApp('/analytics/compare?mode=videos', {
      'analytics:query': (input) => {
        if ((input as Query).filters === 'video==vidBBBBBBBB' && !(input as Query).dimensions)
          throw new FakeFailure('UPSTREAM', 'Forbidden');
        return answerReports(() => 5)(input);
      },
    });
    await pick('a', /vidAAAAAAAA · 900 views/);
    await pick('b', /vidBBBBBBBB/);
    expect((await screen.findByText('Could not report B (vidBBBBBBBB)')).textContent).toBeTruthy();
    expect(screen.queryByTestId('compare-kpis')).toBeNull();
    expect(await screen.findByTestId('compare-chart')).toBeTruthy();
  });

  it('a custom period A: its days are asked, and a range the service cannot report says why instead', async () => {
    const { verity } = renderApp('/analytics/compare?days=custom&from=2026-09-01&to=2026-09-10', {
      'analytics:query': answerReports(() => 40),
    });
    await waitFor(() => expect(screen.getAllByTestId('compare-kpi').length).toBe(7));
    const ranges = verity.calls
      .filter((call) => call.channel === 'analytics:query')
      .map((call) => `${(call.input as Query).startDate}…${(call.input as Query).endDate}`);
    expect(new Set(ranges)).toEqual(new Set(['2026-09-01…2026-09-10', '2026-08-22…2026-08-31']));
    expect(screen.getByTestId('compare-kpis').textContent).toMatch(/A: Sep 1\D+10, 2026/);

    fireEvent.change(screen.getByTestId('compare-from'), { target: { value: '2026-09-20' } });
    expect((await screen.findByTestId('compare-range-problem')).textContent).toBe(
      'The first day must not be after the last day.',
    );
    expect(screen.queryByTestId('compare-result')).toBeNull();
  });
});
