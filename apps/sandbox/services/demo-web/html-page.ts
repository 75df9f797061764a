// The demo web's HTML: a small, valid page with the head elements a URL pre-flight reads (the title, the
// canonical link, the robots meta tag), and the short body a redirect carries for clients that show it.
import type { DemoPage } from './demo-pages';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe in HTML and XML content and attribute values (the five entities both know). */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** `page` as HTML; `canonical` is already absolute. */
export function renderPage(page: DemoPage, canonical: string | undefined): string {
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeMarkup(page.title)}</title>`,
    ...(page.robots ? [`<meta name="robots" content="${escapeMarkup(page.robots)}">`] : []),
    ...(canonical ? [`<link rel="canonical" href="${escapeMarkup(canonical)}">`] : []),
  ];
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    ...head.map((line) => `  ${line}`),
    '</head>',
    '<body>',
    `  <h1>${escapeMarkup(page.title)}</h1>`,
    `  <p>${escapeMarkup(page.text)}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

export function renderRedirect(status: number, location: string): string {
  const title = status === 301 ? 'Moved Permanently' : 'Found';
  return `<!doctype html>\n<html lang="en">\n<head><title>${status} ${title}</title></head>\n<body>\n  <p>This page has moved to <a href="${escapeMarkup(location)}">${escapeMarkup(location)}</a>.</p>\n</body>\n</html>\n`;
}
