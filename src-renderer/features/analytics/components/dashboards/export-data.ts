// Gathers what the dashboard shows right now for its export: each tile's answer from the query cache (the one
// the tile drew) and its chart's SVG from the page, with styles written onto it.
import type { QueryClient } from '@tanstack/react-query';
import type { SavedReport } from '@/features/analytics/api/list-saved-reports';
import type { Dashboard } from '@/features/analytics/api/list-dashboards';
import { chartPng, chartSvg } from '@/features/analytics/utils/chart-image';
import {
  overallPeriod,
  type DashboardExport,
  type ExportTile,
} from '@/features/analytics/utils/dashboard-export';
import { queryKeys } from '@/lib/query-keys';
import { cellText, columnLabel, type ReportResult } from '../report/report-shape';

const CHART_SVG = 'svg.recharts-surface, [data-testid="geo-map"] svg';

function tableOf(result: ReportResult): ExportTile['table'] {
  return {
    headers: result.columnHeaders.map((header) => columnLabel(header.name)),
    rows: result.rows.map((row) => row.map((value, index) => cellText(result.columnHeaders[index]!, value))),
  };
}

function tileExport(
  report: SavedReport | undefined,
  result: ReportResult | undefined,
  element: Element | undefined,
): ExportTile {
  const empty = { svg: null, width: 0, height: 0, table: null };
  if (!report) return { ...empty, title: 'A deleted report', period: '', problem: 'Its report was deleted.' };
  const period = `${report.query.startDate} – ${report.query.endDate}`;
  if (!result)
    return { ...empty, title: report.name, period, problem: 'Not shown: the report had not answered.' };
  const svg = element?.querySelector<SVGSVGElement>(CHART_SVG);
  const image = svg ? chartSvg(svg, report.name) : null;
  return {
    title: report.name,
    period,
    table: tableOf(result),
    svg: image?.svg ?? null,
    width: image?.width ?? 0,
    height: image?.height ?? 0,
  };
}

export function collectExport(
  dashboard: Dashboard,
  reports: SavedReport[],
  queryClient: QueryClient,
  grid: HTMLElement,
  channel: string,
): DashboardExport {
  const elements = [...grid.querySelectorAll('[data-testid="dashboard-tile"]')];
  const tileReports = dashboard.tiles.map((tile) => reports.find((report) => report.id === tile.reportId));
  // Reading order: top to bottom, then left to right.
  const order = dashboard.tiles
    .map((_, index) => index)
    .sort((a, b) => {
      const left = dashboard.tiles[a]!;
      const right = dashboard.tiles[b]!;
      return left.y - right.y || left.x - right.x;
    });
  const tiles = order.map((index) => {
    const report = tileReports[index];
    const result = report && queryClient.getQueryData<ReportResult>(queryKeys.analyticsReport(report.query));
    return tileExport(report, result, elements[index]);
  });
  const periods = tileReports.flatMap((report) => (report ? [report.query] : []));
  return { name: dashboard.name, channel, period: overallPeriod(periods), generatedAt: new Date(), tiles };
}

/** A chart's SVG as PNG bytes, drawn at twice its size for sharp print. */
export async function rasterise(svg: string, width: number, height: number): Promise<Uint8Array> {
  const blob = await chartPng({ svg, width, height });
  return new Uint8Array(await blob.arrayBuffer());
}

/** Whose figures the tiles show: "channel==MINE" is the active profile's channel. */
export function channelLabel(reports: (SavedReport | undefined)[], profileName: string | undefined): string {
  const ids = [
    ...new Set(reports.flatMap((report) => (report ? [report.query.ids ?? 'channel==MINE'] : []))),
  ];
  const names = ids.map((ids) =>
    ids === 'channel==MINE' ? `the channel of the profile ${profileName ?? 'in use'} (channel==MINE)` : ids,
  );
  return names.length === 0 ? 'No channel' : `Channel: ${names.join(', ')}`;
}
