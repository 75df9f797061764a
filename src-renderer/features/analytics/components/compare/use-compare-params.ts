import { useSearchParams } from 'react-router';
import type { Against, CompareMode } from './compare-queries';

const MODES: readonly CompareMode[] = ['periods', 'videos', 'groups'];
export const PERIOD_DAYS = [7, 28, 90] as const;

export interface CompareParams {
  mode: CompareMode;
  /** Period A: the last 7, 28 or 90 days, or the custom range `from`–`to`. */
  days: number | 'custom';
  from: string | null;
  to: string | null;
  against: Against;
  /** The two videos' or groups' IDs, as picked (null until picked). */
  a: string | null;
  b: string | null;
}

/**
 * Compare's choices, kept in the address (`?mode=videos&days=28&a=…&b=…`), so a comparison survives a
 * reload and can be linked to. Unknown values fall back to the defaults.
 */
export function useCompareParams(): [CompareParams, (change: Partial<CompareParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const mode = MODES.find((candidate) => candidate === search.get('mode')) ?? 'periods';
  const days =
    search.get('days') === 'custom'
      ? 'custom'
      : (PERIOD_DAYS.find((candidate) => String(candidate) === search.get('days')) ?? 28);
  const params: CompareParams = {
    mode,
    days,
    from: search.get('from'),
    to: search.get('to'),
    against: search.get('against') === 'year' ? 'year' : 'previous',
    a: search.get('a'),
    b: search.get('b'),
  };
  const update = (change: Partial<CompareParams>) => {
    const next = { ...params, ...change };
    if (next.days !== 'custom') Object.assign(next, { from: null, to: null });
    // Picks belong to a mode: IDs of videos mean nothing as groups.
    if (change.mode && change.mode !== params.mode) Object.assign(next, { a: null, b: null });
    const entries = Object.entries(next).filter(([, value]) => value !== null && value !== '') as [
      string,
      string | number,
    ][];
    setSearch(Object.fromEntries(entries.map(([key, value]) => [key, String(value)])), { replace: true });
  };
  return [params, update];
}
