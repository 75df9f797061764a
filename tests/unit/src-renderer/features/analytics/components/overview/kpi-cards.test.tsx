// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportQuery } from '@/features/analytics/api/run-report';
import { KpiCards } from '@/features/analytics/components/overview/kpi-cards';
import { createFakeVerity, FakeFailure } from '../../../../../../support/renderer/fake-verity';
import { renderComponent } from '../../../../../../support/renderer/render-component';
import { answer } from './analytics-fakes';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  delete window.verity;
});

const RANGE = { startDate: '2026-10-31', endDate: '2026-11-27' };
const PREVIOUS = { startDate: '2026-10-03', endDate: '2026-10-30' };
// views, estimatedMinutesWatched, averageViewDuration, subscribersGained, subscribersLost, likes
const NOW = [1000, 600, 120, 40, 10, 50];
const BEFORE = [800, 600, 130, 0, 0, 40];

type Revenue = 'granted' | 'refused';

function renderCards(
  options: { revenue?: Revenue; current?: number[]; videoId?: string; failure?: FakeFailure } = {},
) {
  const { revenue = 'granted', current = NOW, failure } = options;
  const verity = createFakeVerity({
    'analytics:query': (input) => {
      const query = input as ReportQuery;
      const now = query.startDate === RANGE.startDate;
      if (query.metrics === 'estimatedRevenue') {
        if (revenue === 'refused')
          throw new FakeFailure('UPSTREAM', 'GET /v2/reports failed with HTTP 403: Forbidden', {
            status: 403,
            hint: 'Revenue and ad figures need the yt-analytics-monetary.readonly scope.',
          });
        return answer(query, [[now ? 12.5 : 10]]);
      }
      if (failure) throw failure;
      return answer(query, [now ? current : BEFORE], now ? '2026-11-25' : undefined);
    },
  });
  window.verity = verity.api;
  renderComponent(<KpiCards range={RANGE} previous={PREVIOUS} videoId={options.videoId} />);
  return verity;
}

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('KPI cards', () => {
  it('shows each figure of the period with its change against the previous period', async () => {
    renderCards();
    await waitFor(() => expect(text('kpi-views-value')).toBe('1,000'));
    expect(text('kpi-views-change')).toMatch(/\+200 \(\+25%\)/);
    expect(screen.getByTestId('kpi-views-change').dataset.direction).toBe('1');
    expect(text('kpi-estimatedMinutesWatched-value')).toBe('10 h 0 min');
    expect(screen.getByTestId('kpi-estimatedMinutesWatched-change').dataset.direction).toBe('0');
    expect(text('kpi-averageViewDuration-value')).toBe('2:00');
    expect(text('kpi-averageViewDuration-change')).toMatch(/−0:10 \(−7\.7%\)/);
    expect(screen.getByTestId('kpi-averageViewDuration-change').dataset.direction).toBe('-1');
    // Subscribers net is gained − lost; the previous period had none, so there is no percentage to give.
    expect(text('kpi-subscribersNet-value')).toBe('30');
    expect(text('kpi-subscribersNet-change')).toBe('No previous data');
    await waitFor(() => expect(text('kpi-estimatedRevenue-value')).toBe('$12.50'));
    expect(text('kpi-estimatedRevenue-change')).toMatch(/\+\$2\.50 \(\+25%\)/);
    expect(text('kpi-not-final')).toMatch(/from 2026-11-25 on are not final/);
  });

  it('asks for one video when given one', async () => {
    const verity = renderCards({ videoId: 'vid123' });
    await waitFor(() => expect(text('kpi-views-value')).toBe('1,000'));
    const filters = verity.calls.map((call) => (call.input as ReportQuery).filters);
    expect(new Set(filters)).toEqual(new Set(['video==vid123']));
  });

  it('leaves the revenue card out when the account did not grant the monetary scope', async () => {
    renderCards({ revenue: 'refused' });
    await waitFor(() => expect(text('kpi-views-value')).toBe('1,000'));
    await waitFor(() => expect(screen.queryByTestId('kpi-estimatedRevenue')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Could not load/)).toBeNull();
  });

  it('sends the person to Settings → Accounts when the profile has no Google account', async () => {
    renderCards({
      failure: new FakeFailure(
        'NOT_FOUND',
        'Profile "sandbox" is not signed in to an account: sign in first, or import a service-account key',
      ),
    });
    const alert = await screen.findByTestId('kpi-error');
    expect(alert.textContent).toMatch(/no Google account/);
    expect(screen.getByRole('link', { name: 'Settings → Accounts' }).getAttribute('href')).toBe('/settings');
  });

  it('names the scope a sign-in did not grant', async () => {
    renderCards({
      failure: new FakeFailure('UPSTREAM', 'GET /v2/reports failed with HTTP 403', {
        status: 403,
        reason: 'ACCESS_TOKEN_SCOPE_INSUFFICIENT',
      }),
    });
    expect((await screen.findByTestId('kpi-error')).textContent).toMatch(/yt-analytics\.readonly/);
  });

  it('says so when the channel had no views', async () => {
    renderCards({ current: [0, 0, 0, 0, 0, 0] });
    expect((await screen.findByTestId('kpi-empty')).textContent).toMatch(/no views in these days/);
  });
});
