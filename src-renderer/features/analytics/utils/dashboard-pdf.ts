// PDF through jsPDF in the renderer, charts rasterised to PNG: Electron's printToPDF has no twin in the headless host, and window.print() there yields no file, so one library makes the same PDF in both.
import { jsPDF } from 'jspdf';
import { generatedText, type DashboardExport, type ExportTable } from './dashboard-export';

const MARGIN = 40;
const LINE = 13;
const TABLE_FONT = 8;

/** Draws a chart's SVG as PNG bytes (the renderer's chart-image canvas, passed in so this stays testable). */
export type Rasterise = (svg: string, width: number, height: number) => Promise<Uint8Array>;

/**
 * The standard PDF fonts write Latin-1 (and a few typographic marks); other characters, which they cannot draw,
 * become "?" rather than garbage.
 */
export function pdfText(text: string): string {
  return text.replace(/[^\u0020-\u00ff–—‘’“”•…€]/g, '?');
}

class Pages {
  y = MARGIN;
  constructor(readonly doc: jsPDF) {}
  get width() {
    return this.doc.internal.pageSize.getWidth() - 2 * MARGIN;
  }
  /** Starts a new page when `height` more points would not fit on this one. */
  room(height: number) {
    if (this.y + height <= this.doc.internal.pageSize.getHeight() - MARGIN) return;
    this.doc.addPage();
    this.y = MARGIN;
  }
  text(text: string, size: number, style: 'normal' | 'bold' = 'normal', grey = false) {
    this.doc.setFont('helvetica', style).setFontSize(size);
    this.doc.setTextColor(grey ? 100 : 20);
    for (const line of this.doc.splitTextToSize(pdfText(text), this.width) as string[]) {
      this.room(size + 4);
      this.doc.text(line, MARGIN, this.y + size);
      this.y += size + 4;
    }
  }
}

/** A cell cut to the column's width, ending in "…" when cut. */
function fit(doc: jsPDF, text: string, width: number): string {
  let shown = pdfText(text);
  if (doc.getTextWidth(shown) <= width) return shown;
  while (shown.length > 1 && doc.getTextWidth(`${shown}…`) > width) shown = shown.slice(0, -1);
  return `${shown}…`;
}

function drawTable(pages: Pages, table: ExportTable) {
  const { doc } = pages;
  const column = pages.width / Math.max(1, table.headers.length);
  const row = (cells: string[], bold: boolean) => {
    pages.room(LINE);
    doc
      .setFont('helvetica', bold ? 'bold' : 'normal')
      .setFontSize(TABLE_FONT)
      .setTextColor(20);
    cells.forEach((cell, index) =>
      doc.text(fit(doc, cell, column - 6), MARGIN + index * column, pages.y + 9),
    );
    pages.y += LINE;
  };
  row(table.headers, true);
  for (const cells of table.rows) row(cells, false);
}

/** The dashboard as a PDF: a header, then each tile's title, period, chart picture and table. */
export async function dashboardPdf(report: DashboardExport, rasterise: Rasterise): Promise<Blob> {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setProperties({ title: pdfText(report.name), creator: 'Verity' });
  const pages = new Pages(doc);
  pages.text(report.name, 18, 'bold');
  pages.text(
    `${report.channel} · ${report.period} · generated ${generatedText(report.generatedAt)}`,
    10,
    'normal',
    true,
  );
  pages.y += 10;
  for (const tile of report.tiles) {
    pages.room(60);
    pages.text(tile.title, 13, 'bold');
    pages.text(tile.period, 9, 'normal', true);
    if (tile.problem) pages.text(tile.problem, 10);
    if (tile.svg) {
      const scale = Math.min(1, pages.width / tile.width);
      const height = tile.height * scale;
      pages.room(height);
      const png = await rasterise(tile.svg, tile.width, tile.height);
      doc.addImage(png, 'PNG', MARGIN, pages.y, tile.width * scale, height);
      pages.y += height + 6;
    } else if (tile.table) drawTable(pages, tile.table);
    pages.y += 14;
  }
  return doc.output('blob');
}
