import { describe, expect, it } from 'vitest';
import type { DashboardExport } from '@/features/analytics/utils/dashboard-export';
import { dashboardHtml, escapeHtml } from '@/features/analytics/utils/dashboard-html';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" onload="alert(1)"><path d="M0 0L10 10" style="stroke:#228be6"/><image href="https://example.com/x.png"/><use href="#clip"/></svg>';

const dashboard: DashboardExport = {
  name: 'Morning <check>',
  channel: 'Channel: the channel of the profile Demo (channel==MINE)',
  period: '2026-10-31 – 2026-11-27',
  generatedAt: new Date('2026-11-27T08:04:59Z'),
  tiles: [
    {
      title: 'Views by day',
      period: '2026-10-31 – 2026-11-27',
      svg: SVG,
      width: 400,
      height: 200,
      table: { headers: ['Day', 'Views'], rows: [['2026-10-31', '1,234']] },
    },
    {
      title: 'Top videos',
      period: '2026-10-31 – 2026-11-27',
      svg: null,
      width: 0,
      height: 0,
      table: { headers: ['Video', 'Views'], rows: [['<b>vid</b>', '12']] },
    },
    {
      title: 'Gone',
      period: '',
      svg: null,
      width: 0,
      height: 0,
      table: null,
      problem: 'Its report was deleted.',
    },
  ],
};

describe('dashboard HTML export', () => {
  const html = dashboardHtml(dashboard);

  it('names the dashboard, its channel, period and when it was made', () => {
    expect(html).toContain('<title>Morning &lt;check&gt;</title>');
    expect(html).toContain('Channel: the channel of the profile Demo (channel==MINE)');
    expect(html).toContain('2026-10-31 – 2026-11-27');
    expect(html).toContain('generated 2026-11-27 08:04 UTC');
  });

  it('holds each chart inline as SVG and each table as HTML, escaped', () => {
    expect(html).toContain('<path d="M0 0L10 10" style="stroke:#228be6"/>');
    expect(html).toContain('<details><summary>Data (1 rows)</summary><table>');
    expect(html).toContain('<td class="n">1,234</td>');
    expect(html).toContain('<td>&lt;b&gt;vid&lt;/b&gt;</td>');
    expect(html).toContain('Its report was deleted.');
  });

  it('runs nothing and fetches nothing', () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toContain('https://example.com');
    // Links inside the SVG (its clip paths) stay.
    expect(html).toContain('<use href="#clip"/>');
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
  });

  it('escapes every character HTML gives a meaning', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
