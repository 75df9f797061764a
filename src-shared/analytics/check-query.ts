// Checks a YouTube Analytics reports.query against the channel report catalog (report-catalog.ts), as the
// service does before it counts the call: the parameters' formats, identifiers it knows, a report type that
// allows the dimensions, filters and metrics together, and that report's sort and row-limit rules. A failure
// carries the service's own 400 message (fixtures/google/youtubeAnalytics-examples.json) and an explanation of
// which rule it broke, for a query builder to show.
import { ALL_METRICS, FILTER_VALUES, REPORT_TYPES } from './report-catalog';
import type { ReportType, RuleGroup } from './report-type';

export const QUERY_NOT_SUPPORTED =
  'The query is not supported. Check the documentation at https://developers.google.com/youtube/analytics/v2/available_reports for a list of supported queries.';

/** The query parameters as the client sends them (strings), or as a builder holds them. */
export interface AnalyticsQuery {
  ids?: string;
  startDate?: string;
  endDate?: string;
  metrics?: string;
  dimensions?: string;
  filters?: string;
  sort?: string;
  maxResults?: number | string;
  startIndex?: number | string;
  currency?: string;
}

interface QueryFilter {
  key: string;
  values: string[];
}

interface SortKey {
  field: string;
  descending: boolean;
}

export interface CheckedQuery {
  ids: { kind: string; id: string };
  startDate: string;
  endDate: string;
  metrics: string[];
  dimensions: string[];
  filters: QueryFilter[];
  sort: SortKey[];
  maxResults: number | undefined;
  startIndex: number;
  currency: string;
}

interface QueryError {
  reason: 'badRequest' | 'required' | 'invalid';
  message: string;
  /** Which rule the query broke and how to fix it, in words. */
  explanation: string;
}

export type QueryCheck = { reportType: ReportType; query: CheckedQuery } | { error: QueryError };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const KNOWN_METRICS = new Set(ALL_METRICS);
const KNOWN_DIMENSIONS = new Set(REPORT_TYPES.flatMap((report) => groupKeys(report.dimensions)));
const KNOWN_FILTERS = new Set(REPORT_TYPES.flatMap((report) => groupKeys(report.filters)));
/** insightTrafficSourceDetail is reported only for these source types (the catalog's list). */
const DETAIL_SOURCE_TYPES = FILTER_VALUES['insightTrafficSourceDetailAllowedSourceTypes'] ?? [];

function groupKeys(groups: readonly RuleGroup[]): string[] {
  return groups.flatMap((group) => group.values.map((value) => value.split('==')[0]!));
}

function invalid(field: string, value: string, explanation: string): { error: QueryError } {
  const message = `Invalid value (${value}) given in field parameters.${field}.`;
  return { error: { reason: 'invalid', message, explanation } };
}

function unknown(field: string, value: string, explanation: string): { error: QueryError } {
  const message = `Unknown identifier (${value}) given in field parameters.${field}.`;
  return { error: { reason: 'badRequest', message, explanation } };
}

function notSupported(explanation: string): { error: QueryError } {
  return { error: { reason: 'badRequest', message: QUERY_NOT_SUPPORTED, explanation } };
}

function list(text: string | undefined): string[] {
  return (text ?? '').split(',').filter((item) => item !== '');
}

function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** `channel==MINE`, `channel==UC…` or `contentOwner==NAME` split at `==`; undefined when malformed. */
export function parseIds(ids: string | undefined): { kind: string; id: string } | undefined {
  const match = /^([a-zA-Z]+)==([a-zA-Z0-9_+-]+)$/.exec(ids ?? '');
  return match ? { kind: match[1]!, id: match[2]! } : undefined;
}

function parseFilters(text: string | undefined): QueryFilter[] | undefined {
  if (!text) return [];
  const filters: QueryFilter[] = [];
  for (const part of text.split(';')) {
    const match = /^([a-zA-Z]+)==(.+)$/.exec(part);
    if (!match) return undefined;
    filters.push({ key: match[1]!, values: match[2]!.split(',') });
  }
  return filters;
}

function positiveInteger(value: number | string | undefined): number | undefined | false {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : false;
}

/** Why `present` breaks `groups`, or undefined when every rule holds and nothing else is present. */
function ruleBreak(
  groups: readonly RuleGroup[],
  present: readonly string[],
  what: string,
): string | undefined {
  const listed = new Set(groupKeys(groups));
  const extra = present.find((item) => !listed.has(item));
  if (extra) return `${what} ${extra} is not allowed`;
  for (const group of groups) {
    const keys = group.values.map((value) => value.split('==')[0]!);
    const count = keys.filter((key) => present.includes(key)).length;
    const names = keys.join(', ');
    if (group.rule === 'Required' && count < keys.length) return `${what}s ${names} are required`;
    if (group.rule === 'ExactlyOne' && count !== 1) return `exactly one ${what} of ${names} is required`;
    if (group.rule === 'OneOrMore' && count < 1) return `at least one ${what} of ${names} is required`;
    if (group.rule === 'ZeroOrOne' && count > 1) return `at most one ${what} of ${names} is allowed`;
  }
  return undefined;
}

/** Filter values a report requires (`country==US`) or the catalog restricts. */
function filterValueBreak(report: ReportType, filters: readonly QueryFilter[]): string | undefined {
  for (const locked of report.filters.flatMap((group) =>
    group.values.filter((value) => value.includes('==')),
  )) {
    const [key, value] = locked.split('==') as [string, string];
    const filter = filters.find((item) => item.key === key);
    if (filter && (filter.values.length !== 1 || filter.values[0] !== value))
      return `the filter must be ${locked}`;
  }
  const source = filters.find((item) => item.key === 'insightTrafficSourceType');
  if (report.dimensions.some((group) => group.values.includes('insightTrafficSourceDetail')) && source) {
    const outside = source.values.find((value) => !DETAIL_SOURCE_TYPES.includes(value));
    if (outside) return `details are not reported for traffic source ${outside}`;
  }
  const video = filters.find((item) => item.key === 'video');
  if (report.id === 'AudienceRetention' && video && video.values.length !== 1)
    return 'the video filter must name exactly one video';
  return undefined;
}

function reportBreak(report: ReportType, query: CheckedQuery): string | undefined {
  const keys = query.filters.map((filter) => filter.key);
  const reason =
    ruleBreak(report.dimensions, query.dimensions, 'dimension') ??
    ruleBreak(report.filters, keys, 'filter') ??
    filterValueBreak(report, query.filters);
  if (reason) return reason;
  const metric = query.metrics.find((item) => !report.metrics.includes(item));
  return metric && `metric ${metric} is not reported (it allows ${report.metrics.join(', ')})`;
}

function sortBreak(report: ReportType, query: CheckedQuery): string | undefined {
  const columns = [...query.dimensions, ...query.metrics];
  const stray = query.sort.find((key) => !columns.includes(key.field));
  if (stray) return `sort field ${stray.field} is not a requested dimension or metric`;
  if (!report.requiresSortAndMaxResults) return undefined;
  const options = report.sortOptions.join(', ');
  if (query.sort.length === 0) return `${report.name} needs sort, descending by one of ${options}`;
  const wrong = query.sort.find((key) => !report.sortOptions.includes(key.field) || !key.descending);
  if (wrong) return `${report.name} sorts only descending by one of ${options}`;
  if (query.maxResults === undefined) return `${report.name} needs maxResults (at most ${report.maxResults})`;
  if (report.maxResults !== null && query.maxResults > report.maxResults)
    return `${report.name} returns at most ${report.maxResults} rows (maxResults ${query.maxResults})`;
  return undefined;
}

function parse(query: AnalyticsQuery): CheckedQuery | { error: QueryError } {
  for (const field of ['ids', 'startDate', 'endDate', 'metrics'] as const) {
    if (!query[field]) {
      const message = `Required parameter: ${field}`;
      return { error: { reason: 'required', message, explanation: `Give ${field}.` } };
    }
  }
  const ids = parseIds(query.ids);
  if (!ids) return invalid('ids', query.ids!, 'ids is channel==MINE or channel==<channel ID>.');
  for (const field of ['startDate', 'endDate'] as const) {
    if (!isDate(query[field]!)) return invalid(field, query[field]!, `${field} is a date as YYYY-MM-DD.`);
  }
  if (query.startDate! > query.endDate!)
    return invalid('endDate', query.endDate!, 'endDate must not be before startDate.');
  const filters = parseFilters(query.filters);
  if (!filters) return invalid('filters', query.filters!, 'filters are name==value pairs joined by ";".');
  const maxResults = positiveInteger(query.maxResults);
  if (maxResults === false)
    return invalid('maxResults', String(query.maxResults), 'maxResults is a whole number ≥ 1.');
  const startIndex = positiveInteger(query.startIndex);
  if (startIndex === false)
    return invalid('startIndex', String(query.startIndex), 'startIndex is a whole number ≥ 1.');
  const currency = query.currency ?? 'USD';
  if (!/^[A-Z]{3}$/.test(currency))
    return invalid('currency', currency, 'currency is an ISO 4217 code such as USD or EUR.');
  const sort = list(query.sort).map((field) =>
    field.startsWith('-') ? { field: field.slice(1), descending: true } : { field, descending: false },
  );
  return {
    ids,
    startDate: query.startDate!,
    endDate: query.endDate!,
    metrics: list(query.metrics),
    dimensions: list(query.dimensions),
    filters,
    sort,
    maxResults,
    startIndex: startIndex ?? 1,
    currency,
  };
}

function identifierError(query: CheckedQuery): { error: QueryError } | undefined {
  const metric = query.metrics.find((name) => !KNOWN_METRICS.has(name));
  if (metric) return unknown('metrics', metric, `${metric} is not a metric of the API.`);
  const dimension = query.dimensions.find((name) => !KNOWN_DIMENSIONS.has(name));
  if (dimension) return unknown('dimensions', dimension, `${dimension} is not a dimension of the API.`);
  const filter = query.filters.find(({ key }) => !KNOWN_FILTERS.has(key));
  if (filter) return unknown('filters', filter.key, `${filter.key} is not a filter of the API.`);
  for (const { key, values } of query.filters) {
    const allowed = FILTER_VALUES[key];
    const outside = allowed && values.find((value) => !allowed.includes(value));
    if (outside) return invalid('filters', `${key}==${outside}`, `${key} is one of ${allowed.join(', ')}.`);
  }
  if (
    query.dimensions.includes('month') &&
    !(query.startDate.endsWith('-01') && query.endDate.endsWith('-01'))
  )
    return notSupported('With the month dimension, startDate and endDate are each the first day of a month.');
  return undefined;
}

/** A report that fails only on a metric is nearer than one that fails on dimensions; among those, the broader. */
function nearerThan(
  reason: string,
  report: ReportType,
  nearest: { report: ReportType; reason: string },
): boolean {
  const onMetric = reason.startsWith('metric');
  if (onMetric !== nearest.reason.startsWith('metric')) return onMetric;
  return onMetric && report.metrics.length > nearest.report.metrics.length;
}

export interface CheckOptions {
  /** The kind of report a `group` filter allows: its group's item type decides (a group of playlists → playlist). */
  groupKind?: 'video' | 'playlist';
}

/** The report type that answers `query`, or the error the service answers it with. */
export function checkQuery(input: AnalyticsQuery, options: CheckOptions = {}): QueryCheck {
  const query = parse(input);
  if ('error' in query) return query;
  const identifiers = identifierError(query);
  if (identifiers) return identifiers;
  const grouped = query.filters.some((filter) => filter.key === 'group');
  const candidates: ReportType[] = [];
  let nearest: { report: ReportType; reason: string } | undefined;
  for (const report of REPORT_TYPES) {
    if (grouped && options.groupKind && report.contentKind !== options.groupKind) continue;
    const reason = reportBreak(report, query);
    if (!reason) candidates.push(report);
    else if (!nearest || nearerThan(reason, report, nearest)) nearest = { report, reason };
  }
  if (candidates.length === 0) {
    const hint =
      nearest && nearest.reason.startsWith('metric') ? `${nearest.report.name}: ${nearest.reason}` : '';
    return notSupported(
      `No report type allows dimensions [${query.dimensions.join(', ')}] with filters [${query.filters
        .map((filter) => filter.key)
        .join(', ')}] and these metrics.${hint ? ` Nearest: ${hint}.` : ''}`,
    );
  }
  // Several report types can answer one query; the one with the most metrics is the general one the
  // documentation files it under (time-based activity rather than live/on-demand playback details).
  candidates.sort((a, b) => b.metrics.length - a.metrics.length);
  const reasons: string[] = [];
  for (const report of candidates) {
    const reason = sortBreak(report, query);
    if (!reason) return { reportType: report, query };
    reasons.push(reason);
  }
  return notSupported(`${reasons[0]}.`);
}
