import { useQuery } from '@tanstack/react-query';
import { unwrap, type InputOf } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { getVerity } from '@/lib/verity';

export type ReportQuery = InputOf<'analytics:query'>;

/**
 * One reports.query for the active profile, keyed by the query itself so every chart asking the same thing
 * shares one answer; main keeps final days' answers for the session and refuses what the catalog forbids.
 */
export function useReport(query: ReportQuery | null) {
  return useQuery({
    queryKey: queryKeys.analyticsReport(query),
    queryFn: async () => unwrap(await getVerity().analytics.query(query!)),
    enabled: query !== null,
    // A report changes only as days pass; a page reopened within the hour shows what it showed.
    staleTime: 60 * 60 * 1000,
  });
}
