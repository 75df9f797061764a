import { describe, expect, it } from 'vitest';
import {
  availableKinds,
  cellText,
  columnLabel,
  sortRows,
  suggestChartKind,
} from '@/features/analytics/components/report/report-shape';
import { countryResult, dailyResult, videoResult } from '../../report-fixtures';

describe('report shape', () => {
  it('suggests a line for days, a map for countries, bars for other categories and a table otherwise', () => {
    expect(suggestChartKind(dailyResult(['2026-01-01']))).toBe('line');
    expect(suggestChartKind(countryResult([['US', 1]]))).toBe('map');
    expect(suggestChartKind(videoResult(3))).toBe('bar');
    const twoDimensions = dailyResult(['2026-01-01']);
    twoDimensions.columnHeaders.splice(1, 0, {
      name: 'country',
      columnType: 'DIMENSION',
      dataType: 'STRING',
    });
    expect(availableKinds(twoDimensions)).toEqual(['table']);
    expect(availableKinds(countryResult([]))).toContain('table');
  });

  it('labels columns in words and shows metrics in their unit', () => {
    expect(columnLabel('estimatedMinutesWatched')).toBe('Watch time');
    expect(columnLabel('insightTrafficSourceType')).toBe('Insight traffic source type');
    const [, views, minutes] = dailyResult([]).columnHeaders;
    expect(cellText(views!, 12345)).toBe('12,345');
    expect(cellText(minutes!, 90)).toBe('1 h 30 min');
    expect(cellText(views!, null)).toBe('');
  });

  it('sorts numbers numerically, text alphabetically, and keeps the service order without a sort', () => {
    const { rows } = videoResult(20);
    const byViews = sortRows(rows, { column: 1, descending: true });
    expect(byViews.map((row) => row[1])).toEqual(
      rows.map((row) => row[1]).sort((a, b) => Number(b) - Number(a)),
    );
    expect(sortRows(rows, { column: 0, descending: true })[0]![0]).toBe('video00019');
    expect(sortRows(rows, null)).toBe(rows);
  });
});
