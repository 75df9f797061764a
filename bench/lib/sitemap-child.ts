/**
 * One way of turning a sitemap file into its distinct page URLs, in a process of its own so its peak memory is
 * its own: `node --import tsx bench/lib/sitemap-child.ts VARIANT FILE RUNS`. `console` is the URLs page's path
 * (the streaming reader, then normalise + de-duplicate); `dom` parses the whole document into a tree first and
 * collects its `<loc>` elements, as a straightforward script would. Prints one JSON line: each run's time, the
 * URL count, and the resident memory high-water mark over the file already read.
 */
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { DomUtils, parseDocument } from 'htmlparser2';
import { collectUrls } from '../../src-main/services/urls/url-import';
import { parseSitemap } from '../../src-main/services/urls/sitemap-parser';

const [variant, file, runs] = process.argv.slice(2);
if ((variant !== 'console' && variant !== 'dom') || !file) {
  console.error('usage: sitemap-child.ts console|dom FILE RUNS');
  process.exit(2);
}

async function consoleWay(bytes: Uint8Array): Promise<number> {
  const { locs } = await parseSitemap(bytes);
  return collectUrls(locs).urls.length;
}

function domWay(bytes: Uint8Array): number {
  const text = Buffer.from(bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : bytes).toString(
    'utf8',
  );
  const document = parseDocument(text, { xmlMode: true });
  const locs = DomUtils.getElementsByTagName('loc', document).map((loc) => DomUtils.textContent(loc).trim());
  return new Set(locs.map((loc) => new URL(loc).href)).size;
}

const bytes = new Uint8Array(await readFile(file));
const rssBefore = process.memoryUsage().rss;
const times: number[] = [];
let count = 0;
for (let run = 0; run < Number(runs ?? 5); run++) {
  const started = performance.now();
  count = variant === 'console' ? await consoleWay(bytes) : domWay(bytes);
  times.push(performance.now() - started);
}
// maxRSS is in KiB.
const peakGrowth = process.resourceUsage().maxRSS * 1024 - rssBefore;
process.stdout.write(`${JSON.stringify({ times, count, peakGrowth })}\n`);
