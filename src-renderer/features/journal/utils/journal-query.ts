import type { InputOf } from '@/lib/contract';
import type { JournalFilterValues } from '../stores/journal-filter-store';

export type JournalListInput = InputOf<'journal:list'>;
/** What selects operations, for the list and both exports. */
export type JournalFilters = InputOf<'journal:export'>;

/** A datetime-local value as ms since the epoch; undefined when empty or not a time. */
function epochMs(local: string): number | undefined {
  if (!local) return undefined;
  const ms = new Date(local).getTime();
  return Number.isNaN(ms) ? undefined : ms;
}

/** The filters as `journal.list` and `journal.export` take them: only the ones set. */
export function toJournalFilters(filter: JournalFilterValues): JournalFilters {
  const kind = filter.kind.trim();
  return {
    ...(filter.service && { service: filter.service }),
    ...(kind && { kind }),
    ...(filter.outcome && { outcome: filter.outcome }),
    ...(epochMs(filter.from) !== undefined && { since: epochMs(filter.from) }),
    ...(epochMs(filter.to) !== undefined && { until: epochMs(filter.to) }),
  };
}

/** verity-journal-2026-11-26T16-46-29Z.csv: sorts by time, and no character a file system refuses. */
export function exportFileName(extension: 'json' | 'csv', now = new Date()): string {
  return `verity-journal-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.${extension}`;
}
