// reports.query for a profile's account. The query is checked against the report catalog first (the rules
// the service applies), so a combination no report type allows is refused here with the rule it broke and
// never spends a request; a group filter is checked as the kind of report its group's items make.
import { checkQuery } from '../../../src-shared/analytics/check-query';
import { VerityError } from '../../../src-shared/contract/result';
import type { ParsedInputOf } from '../../../src-shared/contract/contract';
import type { ReportResult } from '../../../src-shared/contract/schemas/analytics';
import { z } from 'zod';
import type { YOUTUBE_ANALYTICS_V2 } from '../google/generated/youtube-analytics-v2';
import type { GoogleClient } from '../google/google-client';
import type { ServiceClock } from '../urls/service-day';
import { withReportFix } from './analytics-fixes';
import { createReportCache, incompleteFrom, lastDayCovered, queryKey } from './report-cache';

export type ReportQuery = Omit<ParsedInputOf<'analytics:query'>, 'profileId'>;

/** The service's `youtubeAnalytics#resultTable`: `rows` is left out when there is no data. */
const ResultTable = z.object({
  columnHeaders: z.array(
    z.object({ name: z.string(), columnType: z.enum(['DIMENSION', 'METRIC']), dataType: z.string() }),
  ),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))).optional(),
});

/** The group a `filters` value names (`group==ID`), if any. */
function groupFilterOf(filters: string | undefined): string | undefined {
  return /(?:^|;)group==([^;]+)/.exec(filters ?? '')?.[1];
}

export function createAnalyticsReports(deps: {
  client: GoogleClient<typeof YOUTUBE_ANALYTICS_V2>;
  /** The service's clock per profile, from the `Date` of its answers. */
  clock: ServiceClock;
  /** Whose account the profile's token speaks for, so a cached answer is never another account's. */
  identity: (profileId: string) => string | null;
  /** The kind of report a group's items make (undefined when the group is not found). */
  groupKind: (profileId: string, groupId: string) => Promise<'video' | 'playlist' | undefined>;
}) {
  const cache = createReportCache();

  return async function query(
    profileId: string,
    input: ReportQuery,
    signal?: AbortSignal,
  ): Promise<ReportResult> {
    const groupId = groupFilterOf(input.filters);
    const groupKind = groupId === undefined ? undefined : await deps.groupKind(profileId, groupId);
    const check = checkQuery(input, { groupKind });
    if ('error' in check)
      throw new VerityError('VALIDATION', check.error.explanation, {
        reason: check.error.reason,
        serviceMessage: check.error.message,
      });
    const reportType = { id: check.reportType.id, name: check.reportType.name };
    const key = queryKey(profileId, deps.identity(profileId), check.query);
    // A group's items can change elsewhere (YouTube Studio), so answers filtered by one are never reused.
    const hit = groupId === undefined ? cache.get(key) : undefined;
    if (hit) return { ...hit, cached: true };

    let answered: unknown;
    try {
      answered = await deps.client.call(profileId, 'reports.query', { params: { ...input }, signal });
    } catch (error) {
      throw withReportFix(error, check.query.metrics);
    }
    const table = ResultTable.safeParse(answered);
    if (!table.success)
      throw new VerityError(
        'BAD_RESPONSE',
        `reports.query answered a table Verity cannot read: ${table.error.message}`,
      );
    const firstIncomplete = incompleteFrom(deps.clock.day(profileId));
    const complete = lastDayCovered(check.query) < firstIncomplete;
    const answer = {
      columnHeaders: table.data.columnHeaders.map(({ name, columnType, dataType }) => ({
        name,
        columnType,
        dataType,
      })),
      rows: table.data.rows ?? [],
      reportType,
      ...(complete ? {} : { incompleteFrom: firstIncomplete }),
    };
    // Final days' figures no longer change, so an answer holding only those stays true for the session.
    if (complete && groupId === undefined) cache.set(key, answer);
    return { ...answer, cached: false };
  };
}
