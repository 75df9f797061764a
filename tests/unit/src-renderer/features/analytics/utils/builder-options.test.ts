// The builder offers a pick only when some report type allows it with the others; these tests walk it to a
// query for every report type of the catalog and ask the sandbox's own reports.query (answerReport) whether it
// agrees: every query the builder completes is answered, every pick it refuses is refused by the sandbox too.
import { describe, expect, it } from 'vitest';
import { REPORT_TYPES, type ReportType } from '@/lib/analytics-catalog';
import { ALL_OPTIONS, unavailableReason, type PickKind } from '@/features/analytics/utils/builder-options';
import {
  checkBuilder,
  filterChoices,
  lockedFilterValue,
  toQuery,
  type BuilderState,
} from '@/features/analytics/utils/builder-query';

interface SandboxAnswer {
  columnHeaders?: { name: string }[];
  error?: { status: number; message: string };
}
interface SandboxReports {
  answerReport: (url: URL, context: unknown) => SandboxAnswer;
}
interface SandboxChannels {
  channelOf: (sub: string) => { videos: { id: string }[]; playlists: { id: string }[] };
  dayNumber: (date: string) => number;
}

// Loaded by path so the renderer's type check does not follow the sandbox's Node code; the shapes used are above.
const sandboxRoot = '../../../../../../apps/sandbox/services';
const { answerReport } = (await import(`${sandboxRoot}/analytics/report-query`)) as SandboxReports;
const { channelOf, dayNumber } = (await import(`${sandboxRoot}/analytics/demo-channels`)) as SandboxChannels;

const ADA = {
  sub: '104857600000000000001',
  email: 'ada@example.com',
  name: 'Ada Operator',
  ownsDemoData: true,
};
const channel = channelOf(ADA.sub);
const context = {
  token: {
    grant: {
      clientId: 'builder-test',
      account: ADA,
      serviceAccountEmail: undefined,
      scopes: [
        'https://www.googleapis.com/auth/yt-analytics.readonly',
        'https://www.googleapis.com/auth/yt-analytics-monetary.readonly',
      ],
      offline: false,
      refreshToken: undefined,
      revoked: false,
    },
    expiresAt: Date.now() + 3_600_000,
  },
  groupOf: () => undefined,
  lastReportedDay: dayNumber(new Date().toISOString().slice(0, 10)) - 2,
};

function askSandbox(state: BuilderState): SandboxAnswer {
  const params = Object.entries(toQuery(state)).map(([key, value]) => [key, String(value)]);
  return answerReport(new URL(`http://sandbox/v2/reports?${new URLSearchParams(params)}`), context);
}

const empty = (): BuilderState => ({
  metrics: [],
  dimensions: [],
  filters: [],
  // First days of months, which the month dimension needs.
  startDate: '2025-01-01',
  endDate: '2025-02-01',
  sort: [],
  maxResults: undefined,
});

const picksOf = (state: BuilderState) => ({
  metrics: state.metrics,
  dimensions: state.dimensions,
  filters: state.filters.map((filter) => filter.key),
});

/** A value for a filter as a user would give it: the locked one, the first listed, or one of the channel's. */
function valueFor(state: BuilderState, key: string): string {
  const own: Record<string, string> = {
    video: channel.videos[0]!.id,
    playlist: channel.playlists[0]!.id,
    country: 'US',
    province: 'US-CA',
  };
  return lockedFilterValue(state, key) ?? filterChoices(state, key)?.[0] ?? own[key] ?? 'x';
}

/** Adds a pick as the builder does, after checking the builder offers it. */
function add(state: BuilderState, kind: PickKind, name: string): BuilderState {
  expect(unavailableReason(picksOf(state), kind, name), `${kind} ${name}`).toBeUndefined();
  if (kind === 'metric') return { ...state, metrics: [...state.metrics, name] };
  if (kind === 'dimension') return { ...state, dimensions: [...state.dimensions, name] };
  return { ...state, filters: [...state.filters, { key: name, values: [valueFor(state, name)] }] };
}

/** What a report type needs, picked one by one through the builder: required dimensions and filters, a metric, its sort. */
function queryFor(report: ReportType): BuilderState {
  let state = empty();
  for (const [groups, kind] of [
    [report.dimensions, 'dimension'],
    [report.filters, 'filter'],
  ] as const) {
    for (const group of groups) {
      const keys = group.values.map((value) => value.split('==')[0]!);
      // A group filter needs a group of the account; the builder's own choice between them is the other key.
      const needed =
        group.rule === 'Required'
          ? keys
          : group.rule === 'ExactlyOne' || group.rule === 'OneOrMore'
            ? [keys.find((k) => k !== 'group')!]
            : [];
      for (const key of needed) state = add(state, kind, key);
    }
  }
  const metric = report.requiresSortAndMaxResults ? report.sortOptions[0]! : report.metrics[0]!;
  state = add(state, 'metric', metric);
  if (report.requiresSortAndMaxResults)
    state = { ...state, sort: [`-${metric}`], maxResults: report.maxResults ?? 10 };
  return state;
}

describe('the builder and the sandbox agree', () => {
  it.each(REPORT_TYPES.map((report) => [report.id, report] as const))('on a query for %s', (_, report) => {
    const state = queryFor(report);
    const verdict = checkBuilder(state);
    expect('error' in verdict ? verdict.error.explanation : 'accepted').toBe('accepted');
    const answer = askSandbox(state);
    expect(answer.error).toBeUndefined();
    const asked = [...state.dimensions, ...state.metrics];
    expect(answer.columnHeaders?.map((header) => header.name)).toEqual(asked);
  });

  it('refuses what the builder does not offer, on top of every report type query', () => {
    let refusals = 0;
    for (const report of REPORT_TYPES) {
      const state = queryFor(report);
      for (const kind of ['dimension', 'filter', 'metric'] as const) {
        for (const name of ALL_OPTIONS[kind]) {
          if (unavailableReason(picksOf(state), kind, name) === undefined) continue;
          const refused: BuilderState =
            kind === 'metric'
              ? { ...state, metrics: [...state.metrics, name] }
              : kind === 'dimension'
                ? { ...state, dimensions: [...state.dimensions, name] }
                : { ...state, filters: [...state.filters, { key: name, values: [valueFor(state, name)] }] };
          expect('error' in checkBuilder(refused), `${report.id} + ${kind} ${name}`).toBe(true);
          expect(askSandbox(refused).error?.status, `${report.id} + ${kind} ${name}`).toBe(400);
          refusals += 1;
        }
      }
    }
    expect(refusals).toBeGreaterThan(100);
    // Thousands of refused queries against the sandbox's code.
  }, 120_000);

  it('explains a clash by naming the pick it clashes with', () => {
    const picks = { metrics: ['views'], dimensions: [], filters: ['country'] };
    expect(unavailableReason(picks, 'filter', 'province')).toBe(
      '`country` and `province` cannot be used together: pick one.',
    );
    const byDay = { metrics: [], dimensions: ['day'], filters: [] };
    expect(unavailableReason(byDay, 'dimension', 'month')).toBe(
      '`day` and `month` cannot be used together: pick one.',
    );
    const state = {
      ...empty(),
      metrics: ['views'],
      filters: [
        { key: 'country', values: ['US'] },
        { key: 'province', values: ['US-CA'] },
      ],
    };
    expect(askSandbox(state).error?.message).toMatch(/^The query is not supported\./);
    expect(
      unavailableReason(
        { metrics: ['views'], dimensions: ['ageGroup'], filters: [] },
        'metric',
        'estimatedRevenue',
      ),
    ).toMatch(/`estimatedRevenue` together with dimension `ageGroup`/);
  });
});
