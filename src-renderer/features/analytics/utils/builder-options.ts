// What the report builder can still offer given the current picks: an item is offered when some catalog report
// type allows it together with everything picked (rules that need more picks can still be met later), and
// otherwise comes with the reason, naming the pick it clashes with.
import { REPORT_TYPES, type ReportType, type RuleGroup } from '@/lib/analytics-catalog';

export type PickKind = 'metric' | 'dimension' | 'filter';

export interface Picks {
  metrics: readonly string[];
  dimensions: readonly string[];
  /** Filter keys (`country`, `video`, `group`…). */
  filters: readonly string[];
}

const keyOf = (value: string) => value.split('==')[0]!;
const keysOf = (group: RuleGroup) => group.values.map(keyOf);

/** Dimensions, filters and metrics any report type lists, in catalog order. */
export const ALL_OPTIONS: Record<PickKind, string[]> = {
  metric: [...new Set(REPORT_TYPES.flatMap((report) => report.metrics))],
  dimension: [...new Set(REPORT_TYPES.flatMap((report) => report.dimensions.flatMap(keysOf)))],
  filter: [...new Set(REPORT_TYPES.flatMap((report) => report.filters.flatMap(keysOf)))],
};

/** Whether no "at most one" rule of `groups` is broken by `picked` and each pick is listed. */
function groupsAllow(groups: readonly RuleGroup[], picked: readonly string[]): boolean {
  const listed = new Set(groups.flatMap(keysOf));
  if (picked.some((item) => !listed.has(item))) return false;
  return groups.every((group) => {
    if (group.rule !== 'ZeroOrOne' && group.rule !== 'ExactlyOne') return true;
    return keysOf(group).filter((key) => picked.includes(key)).length <= 1;
  });
}

/** Whether `report` allows every pick (what it still requires can be added later). */
function reportAllows(report: ReportType, picks: Picks): boolean {
  return (
    groupsAllow(report.dimensions, picks.dimensions) &&
    groupsAllow(report.filters, picks.filters) &&
    picks.metrics.every((metric) => report.metrics.includes(metric))
  );
}

export function compatibleReports(picks: Picks): ReportType[] {
  return REPORT_TYPES.filter((report) => reportAllows(report, picks));
}

const FIELD: Record<PickKind, keyof Picks> = {
  metric: 'metrics',
  dimension: 'dimensions',
  filter: 'filters',
};

function withPick(picks: Picks, kind: PickKind, name: string): Picks {
  return { ...picks, [FIELD[kind]]: [...picks[FIELD[kind]], name] };
}

function withoutPick(picks: Picks, kind: PickKind, name: string): Picks {
  return { ...picks, [FIELD[kind]]: picks[FIELD[kind]].filter((item) => item !== name) };
}

/** Whether some report type lists `a` and `b` in one "at most one of" group (country and province). */
function exclusive(a: string, b: string): boolean {
  return REPORT_TYPES.some((report) =>
    [...report.dimensions, ...report.filters].some(
      (group) =>
        (group.rule === 'ZeroOrOne' || group.rule === 'ExactlyOne') &&
        keysOf(group).includes(a) &&
        keysOf(group).includes(b),
    ),
  );
}

/** Why `name` cannot be added to the picks, or undefined when some report type allows it with them. */
export function unavailableReason(picks: Picks, kind: PickKind, name: string): string | undefined {
  if (picks[FIELD[kind]].includes(name)) return undefined;
  const added = withPick(picks, kind, name);
  if (compatibleReports(added).length > 0) return undefined;
  const picked = (['dimension', 'filter', 'metric'] as const).flatMap((other) =>
    picks[FIELD[other]].map((item) => ({ kind: other, item })),
  );
  const clash = picked.find(
    ({ kind: other, item }) => compatibleReports(withoutPick(added, other, item)).length > 0,
  );
  if (!clash) return `No report type has \`${name}\` with the current picks: remove some to use it.`;
  if (exclusive(clash.item, name))
    return `\`${clash.item}\` and \`${name}\` cannot be used together: pick one.`;
  return `No report type has \`${name}\` together with ${clash.kind} \`${clash.item}\`.`;
}
