import { describe, expect, it } from 'vitest';
import type { DashboardExport } from '@/features/analytics/utils/dashboard-export';
import { dashboardPdf, pdfText } from '@/features/analytics/utils/dashboard-pdf';

// A 1×1 PNG: what the canvas gives for a chart, small.
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

function report(rows: number): DashboardExport {
  return {
    name: 'Morning check',
    channel: 'Channel: the channel of the profile Demo (channel==MINE)',
    period: '2026-10-31 – 2026-11-27',
    generatedAt: new Date('2026-11-27T08:04:00Z'),
    tiles: [
      { title: 'Views by day', period: 'p', svg: '<svg/>', width: 800, height: 300, table: null },
      {
        title: 'Top videos',
        period: 'p',
        svg: null,
        width: 0,
        height: 0,
        table: {
          headers: ['Video', 'Views'],
          rows: Array.from({ length: rows }, (_, i) => [`v${i}`, `${i}`]),
        },
      },
    ],
  };
}

async function pdfOf(rows: number, rasterised: string[] = []) {
  const blob = await dashboardPdf(report(rows), async (svg) => {
    rasterised.push(svg);
    return PIXEL;
  });
  return new TextDecoder('latin1').decode(await blob.arrayBuffer());
}

describe('dashboard PDF export', () => {
  it('is a PDF with the header, each title, the chart as an image and the table rows', async () => {
    const rasterised: string[] = [];
    const pdf = await pdfOf(3, rasterised);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(rasterised).toEqual(['<svg/>']);
    expect(pdf).toContain('/Subtype /Image');
    for (const text of [
      'Morning check',
      'Views by day',
      'Top videos',
      'v2',
      'generated 2026-11-27',
      '08:04 UTC',
    ])
      expect(pdf).toContain(text);
  });

  it('runs a long table onto further pages', async () => {
    const pages = (pdf: string) => pdf.match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages(await pdfOf(3))).toBe(1);
    expect(pages(await pdfOf(300))).toBeGreaterThan(3);
  });

  it('writes characters the standard fonts lack as "?"', () => {
    expect(pdfText('Zürich – 東京 €5')).toBe('Zürich – ?? €5');
  });
});
