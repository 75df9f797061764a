// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FakeVerity } from '../../../../../../support/renderer/fake-verity';
import { renderApp, resetApp } from '../../../../../../support/renderer/render-app';
import { dailyResult } from '../../report-fixtures';

beforeAll(() => {
  // jsdom lays nothing out; the report table's virtualiser reads its scroller's size from these.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 420 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
});

afterEach(() => {
  cleanup();
  resetApp();
});

const queries = (verity: FakeVerity) =>
  verity.calls.filter((call) => call.channel === 'analytics:query').map((call) => call.input);

const saved = {
  id: 'r1',
  name: 'Views by country',
  query: {
    ids: 'channel==MINE',
    startDate: '2026-01-01',
    endDate: '2026-01-28',
    metrics: 'views',
    dimensions: 'country',
  },
  chart: 'map' as const,
  updatedAt: 1,
};

describe('report builder', () => {
  it('opens a saved report into the builder and runs it', async () => {
    const { verity } = renderApp('/analytics/reports', {
      'analytics:reports': () => ({ reports: [saved] }),
      'analytics:query': () => ({
        columnHeaders: [
          { name: 'country', columnType: 'DIMENSION', dataType: 'STRING' },
          { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
        ],
        rows: [
          ['US', 10],
          ['DE', 4],
        ],
        reportType: { id: 'GeographyBasedActivity', name: 'Geography-based activity' },
        cached: false,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Views by country' }));
    expect(await screen.findByTestId('geo-map')).toBeTruthy();
    expect(within(screen.getByTestId('pick-dimension-country')).getByRole('checkbox')).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByTestId('builder-report-type').textContent).toContain('Geography-based activity');
    await waitFor(() => expect(queries(verity)).toHaveLength(1));
    expect(queries(verity)[0]).toMatchObject({ metrics: 'views', dimensions: 'country' });
  });

  it('explains a clash, and runs a valid query into a chart and a table', async () => {
    const { verity } = renderApp('/analytics/reports?filters=country%3D%3DUS', {
      'analytics:reports': () => ({ reports: [] }),
      'analytics:query': () => dailyResult(['2026-01-01', '2026-01-02']),
    });
    const province = await screen.findByTestId('pick-filter-province');
    expect(province.hasAttribute('data-unavailable')).toBe(true);
    fireEvent.click(screen.getByTestId('builder-run'));
    await screen.findByTestId('report-table');
    expect(queries(verity)[0]).toMatchObject({ filters: 'country==US', dimensions: 'day' });
  });
});
