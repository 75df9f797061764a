// The dashboard as one self-contained HTML file: its charts inline as SVG, its rows as HTML tables, its styles
// in the head; no scripts and nothing fetched, which the file's own Content-Security-Policy also enforces.
import { generatedText, type DashboardExport, type ExportTable, type ExportTile } from './dashboard-export';

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 24px; color: #1a1b1e; background: #fff; }
h1 { margin: 0 0 4px; font-size: 22px; }
.meta { color: #555; margin: 0 0 20px; font-size: 14px; }
section { border: 1px solid #ddd; border-radius: 8px; padding: 12px 16px; margin: 0 0 16px; break-inside: avoid; }
h2 { font-size: 16px; margin: 0 0 2px; }
.period { color: #666; font-size: 12px; margin: 0 0 8px; }
svg { max-width: 100%; height: auto; }
table { border-collapse: collapse; font-size: 12px; margin-top: 8px; }
th, td { border-bottom: 1px solid #e5e5e5; padding: 3px 10px; text-align: left; }
td.n, th.n { text-align: right; font-variant-numeric: tabular-nums; }
summary { cursor: pointer; color: #444; font-size: 13px; margin-top: 6px; }
.problem { color: #a61e1e; }
`;

/** Text made safe inside HTML elements and attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Whether a cell reads as a number (right-aligned): "1,234", "12.5%", "$3.20", "1:05". */
function numeric(cell: string): boolean {
  return /^[-+−$€£]?[\d.,:]+\s?[%a-zA-Z]{0,3}$/.test(cell.trim());
}

function tableHtml(table: ExportTable): string {
  const numericColumn = table.headers.map((_, column) =>
    table.rows.every((row) => row[column] === '' || numeric(row[column] ?? '')),
  );
  const cell = (tag: 'th' | 'td', text: string, column: number) =>
    `<${tag}${numericColumn[column] ? ' class="n"' : ''}>${escapeHtml(text)}</${tag}>`;
  const head = table.headers.map((header, column) => cell('th', header, column)).join('');
  const body = table.rows
    .map((row) => `<tr>${row.map((text, column) => cell('td', text, column)).join('')}</tr>`)
    .join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

/** An SVG from the page without anything that could run or fetch (it holds none; this keeps it so). */
function inertSvg(svg: string): string {
  return svg
    .replace(/<script[\s\S]*?<\/script>/gi, '')
    .replace(/\son[a-z]+\s*=\s*("[^"]*"|'[^']*')/gi, '')
    .replace(/\s(?:xlink:)?href\s*=\s*("(?!#)[^"]*"|'(?!#)[^']*')/gi, '');
}

function tileHtml(tile: ExportTile): string {
  const parts = [`<h2>${escapeHtml(tile.title)}</h2>`, `<p class="period">${escapeHtml(tile.period)}</p>`];
  if (tile.problem) parts.push(`<p class="problem">${escapeHtml(tile.problem)}</p>`);
  if (tile.svg) parts.push(inertSvg(tile.svg));
  if (tile.table && tile.svg)
    parts.push(
      `<details><summary>Data (${tile.table.rows.length} rows)</summary>${tableHtml(tile.table)}</details>`,
    );
  else if (tile.table) parts.push(tableHtml(tile.table));
  return `<section>\n${parts.join('\n')}\n</section>`;
}

/** The whole dashboard as an HTML document. */
export function dashboardHtml(report: DashboardExport): string {
  const meta = `${escapeHtml(report.channel)} · ${escapeHtml(report.period)} · generated ${escapeHtml(
    generatedText(report.generatedAt),
  )}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
<meta name="generator" content="Verity">
<title>${escapeHtml(report.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<h1>${escapeHtml(report.name)}</h1>
<p class="meta">${meta}</p>
${report.tiles.map(tileHtml).join('\n')}
</body>
</html>
`;
}
