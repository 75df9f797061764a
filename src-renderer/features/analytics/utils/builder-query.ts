// The report builder's picks as a reports.query, its verdict from the catalog's checker (the one main and
// the sandbox use), and what the nearest report type still needs when the picks are not a query yet.
import type { InputOf } from '@/lib/contract';
import { checkQuery, FILTER_VALUES, type QueryCheck, type ReportType } from '@/lib/analytics-catalog';
import { compatibleReports } from './builder-options';

export interface BuilderFilter {
  key: string;
  values: string[];
}

export interface BuilderState {
  metrics: string[];
  dimensions: string[];
  filters: BuilderFilter[];
  startDate: string;
  endDate: string;
  /** Column names, `-` in front for descending. */
  sort: string[];
  maxResults: number | undefined;
}

export type BuilderQuery = Omit<InputOf<'analytics:query'>, 'profileId'>;

export function toQuery(state: BuilderState): BuilderQuery {
  const filters = state.filters
    .filter((filter) => filter.values.length > 0)
    .map((filter) => `${filter.key}==${filter.values.join(',')}`)
    .join(';');
  return {
    ids: 'channel==MINE',
    startDate: state.startDate,
    endDate: state.endDate,
    metrics: state.metrics.join(','),
    ...(state.dimensions.length > 0 ? { dimensions: state.dimensions.join(',') } : {}),
    ...(filters ? { filters } : {}),
    ...(state.sort.length > 0 ? { sort: state.sort.join(',') } : {}),
    ...(state.maxResults !== undefined ? { maxResults: state.maxResults } : {}),
  };
}

/** The picks of a saved query, the inverse of toQuery. */
export function fromQuery(query: BuilderQuery): BuilderState {
  const list = (text: string | undefined) => (text ? text.split(',').filter(Boolean) : []);
  return {
    metrics: list(query.metrics),
    dimensions: list(query.dimensions),
    filters: (query.filters ?? '')
      .split(';')
      .filter(Boolean)
      .map((part) => {
        const [key, values = ''] = part.split('==');
        return { key: key!, values: list(values) };
      }),
    startDate: query.startDate,
    endDate: query.endDate,
    sort: list(query.sort),
    maxResults: query.maxResults,
  };
}

/** The catalog's verdict on the picks; a group filter counts as its group's kind (videos or playlists). */
export function checkBuilder(state: BuilderState, groupKind?: 'video' | 'playlist'): QueryCheck {
  return checkQuery(toQuery(state), groupKind ? { groupKind } : {});
}

/** The value a filter must carry in every report type allowing it with the picks (`isCurated==1`), if any. */
export function lockedFilterValue(state: BuilderState, key: string): string | undefined {
  const locks = compatibleReports({
    metrics: state.metrics,
    dimensions: state.dimensions,
    filters: [...state.filters.map((f) => f.key), key],
  }).map((report) =>
    report.filters.flatMap((group) => group.values).find((value) => value.startsWith(`${key}==`)),
  );
  const [first] = locks;
  return first && locks.every((lock) => lock === first) ? first.split('==')[1] : undefined;
}

/**
 * The values a filter takes where the catalog lists them (traffic source types, continents…); with traffic
 * source details picked, only the source types details are reported for.
 */
export function filterChoices(state: BuilderState, key: string): readonly string[] | undefined {
  if (key === 'insightTrafficSourceType' && state.dimensions.includes('insightTrafficSourceDetail'))
    return FILTER_VALUES['insightTrafficSourceDetailAllowedSourceTypes'];
  return FILTER_VALUES[key];
}

/** What `report` still needs before the picks are a query it answers, in words. */
export function missingFor(report: ReportType, state: BuilderState): string[] {
  const needs: string[] = [];
  const filterKeys = state.filters.map((filter) => filter.key);
  for (const [groups, picked, what] of [
    [report.dimensions, state.dimensions, 'dimension'],
    [report.filters, filterKeys, 'filter'],
  ] as const) {
    for (const group of groups) {
      const keys = group.values.map((value) => value.split('==')[0]!);
      const count = keys.filter((key) => picked.includes(key)).length;
      const names = keys.map((key) => `\`${key}\``).join(', ');
      if (group.rule === 'Required' && count < keys.length)
        needs.push(`the ${what}${keys.length > 1 ? 's' : ''} ${names}`);
      if ((group.rule === 'ExactlyOne' || group.rule === 'OneOrMore') && count === 0)
        needs.push(`one ${what} of ${names}`);
    }
  }
  if (state.metrics.length === 0) needs.push('at least one metric');
  if (report.requiresSortAndMaxResults) {
    if (state.sort.length === 0)
      needs.push(
        `a descending sort by one of ${report.sortOptions.slice(0, 4).join(', ')}${report.sortOptions.length > 4 ? '…' : ''}`,
      );
    if (state.maxResults === undefined) needs.push(`maxResults (at most ${report.maxResults})`);
  }
  return needs;
}
