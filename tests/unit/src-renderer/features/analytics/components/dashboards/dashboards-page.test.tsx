// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, resetApp } from '../../../../../../support/renderer/render-app';
import { dailyResult } from '../../report-fixtures';

afterEach(() => {
  cleanup();
  resetApp();
});

interface Tile {
  reportId: string;
  x: number;
  y: number;
  w: number;
  h: number;
}
interface Dashboard {
  id: string;
  name: string;
  tiles: Tile[];
  updatedAt: number;
}

const QUERY = { startDate: '2026-11-01', endDate: '2026-11-02', metrics: 'views', dimensions: 'day' };

/** Saved reports and dashboards as main keeps them, in memory. */
function service(dashboards: Dashboard[] = []) {
  const reports = [
    { id: 'r1', name: 'Views by day', query: QUERY, chart: 'line', updatedAt: 1 },
    {
      id: 'r2',
      name: 'Watch time',
      query: { ...QUERY, metrics: 'estimatedMinutesWatched' },
      chart: 'line',
      updatedAt: 2,
    },
  ];
  let next = 1;
  const handlers: Record<string, (input: unknown) => unknown> = {
    'analytics:reports': () => ({ reports }),
    'analytics:saveReport': (input: unknown) => {
      const report = {
        id: `s${next++}`,
        updatedAt: 3,
        ...(input as { name: string; query: typeof QUERY; chart: string }),
      };
      reports.push(report);
      return report;
    },
    'analytics:dashboards': () => ({ dashboards }),
    'analytics:saveDashboard': (input: unknown) => {
      const save = input as { id?: string; name: string; tiles: Tile[] };
      const saved = { id: save.id ?? `d${next++}`, name: save.name, tiles: save.tiles, updatedAt: 5 };
      const at = dashboards.findIndex((dashboard) => dashboard.id === saved.id);
      if (at === -1) dashboards.push(saved);
      else dashboards[at] = saved;
      return saved;
    },
    'analytics:removeDashboard': (input: unknown) => {
      dashboards.splice(
        dashboards.findIndex((d) => d.id === (input as { id: string }).id),
        1,
      );
      return {};
    },
    'analytics:query': () => dailyResult(['2026-11-01', '2026-11-02']),
  };
  return { reports, dashboards, handlers };
}

const twoTiles = (): Dashboard => ({
  id: 'd-main',
  name: 'Morning',
  tiles: [
    { reportId: 'r1', x: 0, y: 0, w: 24, h: 6 },
    { reportId: 'r2', x: 0, y: 6, w: 24, h: 8 },
  ],
  updatedAt: 4,
});

describe('Dashboards page', () => {
  it('offers the starter when there is no dashboard: its reports are saved, then a dashboard of them opens', async () => {
    const saved = service();
    const { verity } = renderApp('/analytics/dashboards', saved.handlers);
    fireEvent.click(await screen.findByTestId('dashboards-starter'));
    expect(await screen.findByTestId('dashboard-name')).toHaveProperty('textContent', 'Channel at a glance');
    expect(verity.calls.filter((call) => call.channel === 'analytics:saveReport')).toHaveLength(6);
    expect(saved.dashboards[0]!.tiles.map((tile) => tile.reportId)).toEqual([
      's1',
      's2',
      's3',
      's4',
      's5',
      's6',
    ]);
    expect(window.location.hash).toBe(`#/analytics/dashboards?dashboard=${saved.dashboards[0]!.id}`);
    expect(await screen.findAllByTestId('dashboard-tile')).toHaveLength(6);
  });

  it("asks for three tiles' reports at a time, top to bottom, until every tile has asked", async () => {
    const saved = service();
    let inFlight = 0;
    let most = 0;
    const asked: string[] = [];
    saved.handlers['analytics:query'] = async (input: unknown) => {
      asked.push((input as { metrics: string }).metrics);
      most = Math.max(most, ++inFlight);
      await new Promise((done) => setTimeout(done, 30));
      inFlight -= 1;
      return dailyResult(['2026-11-01', '2026-11-02']);
    };
    renderApp('/analytics/dashboards', saved.handlers);
    fireEvent.click(await screen.findByTestId('dashboards-starter'));
    await waitFor(() => expect(asked).toHaveLength(6), { timeout: 10_000 });
    expect(most).toBe(3);
    // The first row's two tiles asked first.
    expect(asked.slice(0, 2)).toEqual(['views,estimatedMinutesWatched', 'subscribersGained,subscribersLost']);
  });

  it('moves a tile with the arrow keys while arranging and saves the layout', async () => {
    const saved = service([twoTiles()]);
    renderApp('/analytics/dashboards?dashboard=d-main', saved.handlers);
    fireEvent.click(await screen.findByTestId('dashboard-edit'));
    const [, second] = await screen.findAllByTestId('dashboard-tile');
    fireEvent.keyDown(second!, { key: 'ArrowUp' });
    await waitFor(() =>
      expect(saved.dashboards[0]!.tiles).toEqual([
        { reportId: 'r1', x: 0, y: 8, w: 24, h: 6 },
        { reportId: 'r2', x: 0, y: 0, w: 24, h: 8 },
      ]),
    );
    fireEvent.keyDown(second!, { key: 'ArrowLeft', shiftKey: true });
    await waitFor(() => expect(saved.dashboards[0]!.tiles[1]).toMatchObject({ w: 23 }));
  });

  it('refuses to remove the last tile, saying what to do instead', async () => {
    const only = { ...twoTiles(), tiles: [twoTiles().tiles[0]!] };
    const saved = service([only]);
    const { verity } = renderApp('/analytics/dashboards?dashboard=d-main', saved.handlers);
    fireEvent.click(await screen.findByTestId('dashboard-edit'));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from the dashboard' }));
    expect((await screen.findByTestId('dashboard-problem')).textContent).toMatch(
      /delete the dashboard instead/,
    );
    expect(verity.calls.some((call) => call.channel === 'analytics:saveDashboard')).toBe(false);
  });

  it('renames, explains a tile whose report was deleted, and deletes', async () => {
    const dashboard = twoTiles();
    dashboard.tiles[1]!.reportId = 'gone';
    const saved = service([dashboard]);
    const { verity } = renderApp('/analytics/dashboards?dashboard=d-main', saved.handlers);
    expect(await screen.findByText(/report was deleted/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('dashboard-rename'));
    const input = screen.getByTestId('dashboard-rename-input');
    fireEvent.change(input, { target: { value: 'Evening' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(screen.getByTestId('dashboard-name').textContent).toBe('Evening'));
    await waitFor(() => expect(saved.dashboards[0]!.name).toBe('Evening'));

    fireEvent.click(screen.getByTestId('dashboard-delete'));
    fireEvent.click(await screen.findByText('Delete dashboard'));
    await waitFor(() =>
      expect(verity.calls.find((call) => call.channel === 'analytics:removeDashboard')?.input).toEqual({
        id: 'd-main',
      }),
    );
    expect(await screen.findByTestId('dashboards-empty', {}, { timeout: 5000 })).toBeTruthy();
    expect(saved.dashboards).toHaveLength(0);
  });
});
