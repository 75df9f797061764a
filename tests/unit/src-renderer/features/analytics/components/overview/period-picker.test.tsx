// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, configure, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PeriodPicker } from '@/features/analytics/components/overview/period-picker';
import { usePeriod } from '@/features/analytics/hooks/use-period';
import { usePeriodStore } from '@/features/analytics/stores/period-store';
import { renderComponent } from '../../../../../../support/renderer/render-component';

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  usePeriodStore.setState({ preset: '28', custom: {} });
});

function Harness() {
  const period = usePeriod();
  return (
    <>
      <PeriodPicker period={period} />
      <output data-testid="range">{period.range ? JSON.stringify(period.range) : ''}</output>
    </>
  );
}

const range = () => screen.getByTestId('range').textContent;

describe('Period picker', () => {
  it('reports the last 28 Pacific days by default and 7 or 90 when chosen', () => {
    // 06:00 UTC on the 27th is still the 26th in California.
    vi.useFakeTimers({ now: Date.parse('2026-11-27T06:00:00Z'), toFake: ['Date'] });
    renderComponent(<Harness />);
    expect(JSON.parse(range()!)).toEqual({ startDate: '2026-10-30', endDate: '2026-11-26' });
    expect(screen.getByTestId('period-summary').textContent).toMatch(
      /compared with Oct 2, 2026 – Oct 29, 2026/,
    );
    fireEvent.click(screen.getByText('7 days'));
    expect(JSON.parse(range()!)).toEqual({ startDate: '2026-11-20', endDate: '2026-11-26' });
    fireEvent.click(screen.getByText('90 days'));
    expect(JSON.parse(range()!).startDate).toBe('2026-08-29');
  });

  it('asks for nothing until a custom range is whole and in order, and says what is missing', () => {
    renderComponent(<Harness />);
    fireEvent.click(screen.getByText('Custom'));
    expect(range()).toBe('');
    expect(screen.getByTestId('period-summary').textContent).toBe('Pick the first day of the range.');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(screen.getByTestId('period-summary').textContent).toBe(
      'The first day must not be after the last day.',
    );
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    expect(JSON.parse(range()!)).toEqual({ startDate: '2026-03-10', endDate: '2026-03-31' });
    expect(screen.getByTestId('period-summary').textContent).toMatch(
      /compared with Feb 16, 2026 – Mar 9, 2026/,
    );
  });
});
