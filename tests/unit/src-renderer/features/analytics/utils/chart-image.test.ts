// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { chartSvg } from '@/features/analytics/utils/chart-image';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('chart image', () => {
  it('writes the theme stylesheet’s look onto each element and titles the standalone SVG', () => {
    document.head.innerHTML = '<style>.series { fill: rgb(34, 139, 230); stroke-width: 3px; }</style>';
    document.body.innerHTML =
      '<svg class="recharts-surface" width="400" height="200"><g><path class="series" d="M0 0L10 10"/></g></svg>';
    const svg = document.querySelector('svg')!;
    const image = chartSvg(svg, 'Views a day');
    const parsed = new DOMParser().parseFromString(image.svg, 'image/svg+xml');
    const root = parsed.documentElement;
    expect(image.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(root.querySelector('text')?.textContent).toBe('Views a day');
    const path = root.querySelector('path.series')!;
    expect(path.getAttribute('style')).toContain('fill:rgb(34, 139, 230)');
    expect(path.getAttribute('style')).toContain('stroke-width:3px');
    // The page's own chart is left as it was.
    expect(svg.querySelector('path')!.hasAttribute('style')).toBe(false);
  });
});
