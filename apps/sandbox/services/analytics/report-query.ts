// reports.query for a caller: whose channel `ids` names (only the caller's own), what a group filter picks,
// the catalog's verdict (src-shared/analytics/check-query.ts), the monetary scope for revenue metrics, and
// then the demo channel's numbers up to the last final day.
import {
  checkQuery,
  parseIds,
  type AnalyticsQuery,
  type CheckedQuery,
} from '../../../../src-shared/analytics/check-query';
import { REVENUE_METRICS } from '../../../../src-shared/analytics/report-catalog';
import type { AccessToken } from '../oauth/oauth-state';
import { channelOf, type DemoChannel } from './demo-channels';
import type { StoredGroup } from './group-store';
import { runReport, type ReportAnswer, type Selection } from './report-runner';
import { runRetention } from './retention-report';
import { CURRENCY_RATES } from './viewer-mix';
import { FORBIDDEN, type YouTubeError } from './youtube-errors';

const MONETARY_SCOPE = 'https://www.googleapis.com/auth/yt-analytics-monetary.readonly';

const PARAMETERS = [
  'ids',
  'startDate',
  'endDate',
  'metrics',
  'dimensions',
  'filters',
  'sort',
  'maxResults',
  'startIndex',
  'currency',
] as const;

export interface ReportContext {
  token: AccessToken;
  /** The caller's group with this ID, if it is theirs. */
  groupOf(id: string): StoredGroup | undefined;
  lastReportedDay: number;
}

function badRequest(message: string, reason = 'badRequest'): { error: YouTubeError } {
  return { error: { status: 400, reason, message } };
}

function indexesOf<T extends { id: string }>(all: readonly T[], ids: readonly string[]): Set<number> {
  const wanted = new Set(ids);
  return new Set(all.flatMap((item, index) => (wanted.has(item.id) ? [index] : [])));
}

function selectionOf(channel: DemoChannel, query: CheckedQuery, group: StoredGroup | undefined): Selection {
  const filter = (key: string) => query.filters.find((item) => item.key === key)?.values;
  const videos = filter('video');
  if (videos) return { videos: indexesOf(channel.videos, videos) };
  const playlists = filter('playlist');
  if (playlists) return { playlists: indexesOf(channel.playlists, playlists) };
  if (!group) return {};
  const members = group.items.map((item) => item.resourceId);
  if (group.itemType === 'youtube#playlist') return { playlists: indexesOf(channel.playlists, members) };
  if (group.itemType === 'youtube#channel') return members.includes(channel.id) ? {} : { videos: new Set() };
  return { videos: indexesOf(channel.videos, members) };
}

export function answerReport(url: URL, context: ReportContext): ReportAnswer | { error: YouTubeError } {
  const input: AnalyticsQuery = {};
  for (const name of PARAMETERS) {
    const value = url.searchParams.get(name);
    if (value !== null) input[name] = value;
  }
  const ids = parseIds(input.ids);
  const channel = channelOf(context.token.grant.account?.sub);
  if (ids && (ids.kind !== 'channel' || !channel || (ids.id !== 'MINE' && ids.id !== channel.id)))
    return { error: FORBIDDEN };
  const groupId = /(?:^|;)group==([^;]+)/.exec(input.filters ?? '')?.[1];
  const group = groupId === undefined ? undefined : context.groupOf(groupId);
  if (groupId !== undefined && !group)
    return badRequest(`Group ${groupId} is not one of your groups (groups.list mine=true lists them).`);
  const check = checkQuery(input, {
    groupKind: group && (group.itemType === 'youtube#playlist' ? 'playlist' : 'video'),
  });
  if ('error' in check) return badRequest(check.error.message, check.error.reason);
  const { query, reportType } = check;
  if (
    query.metrics.some((metric) => REVENUE_METRICS.includes(metric)) &&
    !context.token.grant.scopes.includes(MONETARY_SCOPE)
  )
    return { error: FORBIDDEN };
  const currencyRate = CURRENCY_RATES[query.currency];
  if (currencyRate === undefined)
    return badRequest(`Invalid value (${query.currency}) given in field parameters.currency.`, 'invalid');
  if (!channel) return { error: FORBIDDEN };
  const run = {
    channel,
    reportType,
    query,
    selection: selectionOf(channel, query, group),
    lastDay: context.lastReportedDay,
    currencyRate,
  };
  if (reportType.id === 'AudienceRetention') {
    const video = channel.videoById.get(query.filters.find((filter) => filter.key === 'video')!.values[0]!);
    return runRetention(run, video?.index);
  }
  return runReport(run);
}
