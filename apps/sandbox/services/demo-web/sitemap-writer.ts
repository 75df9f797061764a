// Writes a sitemap (sitemaps.org protocol 0.9) as it is generated, a thousand entries per chunk, so the
// 50,000-URL one never sits whole in memory; gzip-compressed on the way out when the file is a `.gz`.
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DemoSitemap } from './demo-sitemaps';
import { escapeMarkup } from './html-page';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const ENTRIES_PER_CHUNK = 1000;
const CLIENT_GONE = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ERR_STREAM_DESTROYED', 'ECONNRESET', 'EPIPE']);

function* sitemapXml(sitemap: DemoSitemap): Generator<string> {
  const element = sitemap.kind === 'urlset' ? 'url' : 'sitemap';
  let chunk = `<?xml version="1.0" encoding="UTF-8"?>\n<${sitemap.kind} xmlns="${NAMESPACE}">\n`;
  let count = 0;
  for (const { loc, lastmod } of sitemap.entries()) {
    const date = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    chunk += `  <${element}><loc>${escapeMarkup(loc)}</loc>${date}</${element}>\n`;
    count += 1;
    if (count % ENTRIES_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</${sitemap.kind}>\n`;
}

/** Streams `sitemap` into `res` (whose headers are sent); settles when it is written or the client left. */
export async function writeSitemap(sitemap: DemoSitemap, res: ServerResponse): Promise<void> {
  const xml = Readable.from(sitemapXml(sitemap));
  try {
    if (sitemap.gzip) await pipeline(xml, createGzip(), res);
    else await pipeline(xml, res);
  } catch (error) {
    // A client that leaves part way ends the stream early; anything else is the sandbox's own failure.
    if (!CLIENT_GONE.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
  }
}
