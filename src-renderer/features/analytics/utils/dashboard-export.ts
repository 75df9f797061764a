// A dashboard as one report for someone who does not run Verity: what each tile shows (its chart as an SVG,
// its rows as text), the period and channel it covers and when it was made. The HTML and PDF writers both
// take this, so the two files hold the same.

export interface ExportTable {
  headers: string[];
  /** Cells as the console's table shows them (metrics in their unit). */
  rows: string[][];
}

export interface ExportTile {
  title: string;
  /** "2026-10-31 – 2026-11-27" */
  period: string;
  /** A standalone SVG of the chart, or null for a table or a report that could not run. */
  svg: string | null;
  /** The chart's size in pixels, for placing its picture. */
  width: number;
  height: number;
  table: ExportTable | null;
  /** Why the tile holds no data (a deleted report, a refusal), shown in its place. */
  problem?: string;
}

export interface DashboardExport {
  name: string;
  /** Who the figures are of, e.g. "the channel of the profile Demo (channel==MINE)". */
  channel: string;
  /** The span the tiles cover together. */
  period: string;
  generatedAt: Date;
  tiles: ExportTile[];
}

/** The span from the first tile's start to the last one's end, or "—" without any. */
export function overallPeriod(periods: { startDate: string; endDate: string }[]): string {
  if (periods.length === 0) return '—';
  const start = periods.map((period) => period.startDate).sort()[0]!;
  const end = periods
    .map((period) => period.endDate)
    .sort()
    .at(-1)!;
  return `${start} – ${end}`;
}

/** "2026-11-27 08:04 UTC": a moment written the same wherever the file is opened. */
export function generatedText(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** A name safe as a file name: "Channel at a glance" → "channel-at-a-glance". */
export function exportFileName(name: string): string {
  return (
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'dashboard'
  );
}
