// Which days of a report are final, and the session's cache of answers that hold only final days. The service
// leaves out today and the two days before it (their figures still change), so the first of those is where
// a chart marks the data as incomplete; an answer that ends before it can be kept and reused.
import type { CheckedQuery } from '../../../src-shared/analytics/check-query';
import type { ReportResult } from '../../../src-shared/contract/schemas/analytics';
import { dayBefore } from '../urls/service-day';

/** Today and the two days before it are not final at the service. */
const DAYS_NOT_FINAL = 3;
const CACHED_ANSWERS = 200;

/** The first day whose figures are not final, given the service's today (`YYYY-MM-DD`, Pacific). */
export function incompleteFrom(serviceToday: string): string {
  return dayBefore(serviceToday, DAYS_NOT_FINAL - 1);
}

/** The last day a query covers: with the month dimension, endDate (the 1st) stands for its whole month. */
export function lastDayCovered(query: Pick<CheckedQuery, 'endDate' | 'dimensions'>): string {
  if (!query.dimensions.includes('month')) return query.endDate;
  const [year, month] = query.endDate.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** One key per profile, account and whole query; parameters in a fixed order, so equal queries share it. */
export function queryKey(profileId: string, identity: string | null, query: CheckedQuery): string {
  const { ids, startDate, endDate, metrics, dimensions, filters, sort, maxResults, startIndex, currency } =
    query;
  return JSON.stringify([
    profileId,
    identity,
    `${ids.kind}==${ids.id}`,
    startDate,
    endDate,
    metrics,
    dimensions,
    filters,
    sort,
    maxResults ?? null,
    startIndex,
    currency,
  ]);
}

type CachedAnswer = Omit<ReportResult, 'cached'>;

/** The most recently used answers, up to a bound; the oldest is dropped first. */
export function createReportCache(limit = CACHED_ANSWERS) {
  const answers = new Map<string, CachedAnswer>();
  return {
    get(key: string): CachedAnswer | undefined {
      const answer = answers.get(key);
      if (answer) {
        answers.delete(key);
        answers.set(key, answer);
      }
      return answer;
    },
    set(key: string, answer: CachedAnswer): void {
      answers.delete(key);
      answers.set(key, answer);
      if (answers.size > limit) answers.delete(answers.keys().next().value!);
    },
  };
}
