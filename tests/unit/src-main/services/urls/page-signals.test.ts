import { describe, expect, it } from 'vitest';
import { readHead, robotsHeaderNoindex } from '../../../../../src-main/services/urls/page-signals';

const html = (head: string, body = '') =>
  new TextEncoder().encode(
    `<!doctype html><html><head><title>t</title>${head}</head><body>${body}</body></html>`,
  );

describe('robotsHeaderNoindex', () => {
  it('reads noindex or none for every crawler or for googlebot, not for other crawlers', () => {
    expect(robotsHeaderNoindex(null)).toBe(false);
    expect(robotsHeaderNoindex('noindex')).toBe(true);
    expect(robotsHeaderNoindex('NoIndex, nofollow')).toBe(true);
    expect(robotsHeaderNoindex('none')).toBe(true);
    expect(robotsHeaderNoindex('nofollow, noarchive')).toBe(false);
    expect(robotsHeaderNoindex('googlebot: noindex')).toBe(true);
    expect(robotsHeaderNoindex('otherbot: noindex, nofollow')).toBe(false);
    expect(robotsHeaderNoindex('googlebot: nofollow, otherbot: noindex, nofollow')).toBe(false);
    expect(robotsHeaderNoindex('otherbot: noindex, googlebot: none')).toBe(true);
    expect(robotsHeaderNoindex('max-snippet: 20, unavailable_after: 2025-06-25, noindex')).toBe(true);
  });
});

describe('readHead', () => {
  it('finds a robots or googlebot meta noindex and the first canonical link', () => {
    expect(
      readHead(
        html(
          '<META NAME="Robots" CONTENT="noindex, follow"><link rel="alternate" href="/fr"><link rel="canonical" href=" https://x.example/a "><link rel="canonical" href="/b">',
        ),
      ),
    ).toEqual({ metaNoindex: true, canonical: 'https://x.example/a' });
    expect(readHead(html('<meta name="googlebot" content="none">')).metaNoindex).toBe(true);
    expect(
      readHead(html('<meta name="otherbot" content="noindex"><meta name="robots" content="index">')),
    ).toEqual({
      metaNoindex: false,
      canonical: null,
    });
  });

  it('stops at the head: what the body says does not count', () => {
    expect(
      readHead(html('', '<meta name="robots" content="noindex"><link rel="canonical" href="/x">')),
    ).toEqual({
      metaNoindex: false,
      canonical: null,
    });
  });
});
