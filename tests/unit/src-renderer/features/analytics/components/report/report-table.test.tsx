// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sortRows, type SortState } from '@/features/analytics/components/report/report-shape';
import { ReportTable } from '@/features/analytics/components/report/report-table';
import { renderComponent } from '../../../../../../support/renderer/render-component';
import { videoResult } from '../../report-fixtures';

beforeAll(() => {
  // jsdom lays nothing out; the virtualiser reads the scroller's size from these.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 420 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 800 });
});
afterEach(cleanup);

function SortedTable({ count }: { count: number }) {
  const result = videoResult(count);
  const [sort, setSort] = useState<SortState | null>(null);
  return (
    <ReportTable result={result} rows={sortRows(result.rows, sort)} sort={sort} onSortChange={setSort} />
  );
}

describe('report table', () => {
  it('renders only the rows in view of a 10,000-row result', () => {
    renderComponent(<SortedTable count={10_000} />);
    const table = screen.getByTestId('report-table');
    expect(table.getAttribute('aria-rowcount')).toBe('10000');
    const rendered = within(table).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
  });

  it('sorts by a metric descending first, then ascending, then back to the service order', () => {
    renderComponent(<SortedTable count={50} />);
    const firstVideo = () => within(screen.getAllByRole('row')[1]!).getAllByRole('cell')[0]!.textContent;
    expect(firstVideo()).toBe('video00000');
    const views = screen.getByRole('columnheader', { name: /Views/ });
    fireEvent.click(views);
    expect(views.getAttribute('aria-sort')).toBe('descending');
    const top = sortRows(videoResult(50).rows, { column: 1, descending: true })[0]![0];
    expect(firstVideo()).toBe(top);
    fireEvent.click(views);
    expect(views.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(views);
    expect(views.getAttribute('aria-sort')).toBe('none');
    expect(firstVideo()).toBe('video00000');
  });
});
