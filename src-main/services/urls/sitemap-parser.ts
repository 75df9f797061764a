// One sitemap's bytes to its <loc>s (sitemaps.org protocol 0.9): gzip recognised by its magic bytes and
// inflated as a stream, the XML read by htmlparser2 as it arrives (never a whole document in memory
// as a tree), at most 50 MB uncompressed as the protocol allows.
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { Parser } from 'htmlparser2';
import { VerityError } from '../../../src-shared/contract/result';

export const MAX_SITEMAP_BYTES = 50 * 1024 * 1024;
const PIECE_BYTES = 64 * 1024;

export interface ParsedSitemap {
  /** A list of pages, or a list of other sitemaps. */
  kind: 'urlset' | 'sitemapindex';
  /** The `<loc>` of each `<url>` (urlset) or `<sitemap>` (index), trimmed, in document order. */
  locs: string[];
}

const refused = (message: string) => new VerityError('VALIDATION', message);

/** `image:loc` → `loc`: the protocol's elements by local name, whatever prefix an extension gives them. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/**
 * Whether the bytes are gzip. Every gzip stream starts with 1f 8b; the type alone is not trusted, since fetch
 * already inflates a body sent with `Content-Encoding: gzip` whose type still says `application/gzip`.
 */
const isGzip = (bytes: Uint8Array) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/** A streaming reader of the protocol's elements: the root's kind, and each entry's `<loc>`. */
function locReader() {
  const stack: string[] = [];
  let kind: string | undefined;
  let text: string | null = null;
  const locs: string[] = [];
  const entry = () => (kind === 'urlset' ? 'url' : 'sitemap');
  const parser = new Parser(
    {
      onopentagname(name) {
        const local = localName(name);
        kind ??= local;
        if (local === 'loc' && stack.length === 2 && stack[1] === entry()) text = '';
        stack.push(local);
      },
      ontext(data) {
        if (text !== null) text += data;
      },
      onclosetag() {
        if (stack.pop() === 'loc' && text !== null) {
          locs.push(text.trim());
          text = null;
        }
      },
    },
    { xmlMode: true },
  );
  return {
    parser,
    result(): ParsedSitemap {
      if (kind === undefined) throw refused('Not a sitemap: the file holds no XML element');
      if (kind !== 'urlset' && kind !== 'sitemapindex')
        throw refused(
          `Not a sitemap: its root element is <${kind}>, not <urlset> or <sitemapindex> (sitemaps.org protocol)`,
        );
      return { kind, locs };
    },
  };
}

const tooLarge = () =>
  refused(
    `The sitemap is larger than ${MAX_SITEMAP_BYTES / (1024 * 1024)} MB uncompressed, the sitemap protocol's limit: ` +
      'split it into several sitemaps under a sitemap index',
  );

/** The pieces of the document's bytes: inflated as they stream when gzip, else the bytes as they are. */
async function* documentPieces(bytes: Uint8Array, gzip: boolean): AsyncGenerator<Uint8Array> {
  if (!gzip) {
    if (bytes.byteLength > MAX_SITEMAP_BYTES) throw tooLarge();
    for (let at = 0; at < bytes.byteLength; at += PIECE_BYTES) yield bytes.subarray(at, at + PIECE_BYTES);
    return;
  }
  const inflating = Readable.from([bytes]).pipe(createGunzip());
  let total = 0;
  try {
    for await (const piece of inflating as AsyncIterable<Buffer>) {
      total += piece.byteLength;
      if (total > MAX_SITEMAP_BYTES) throw tooLarge();
      yield piece;
    }
  } catch (error) {
    if (error instanceof VerityError) throw error;
    throw refused(`The gzip data of the sitemap is damaged (${(error as Error).message})`);
  } finally {
    inflating.destroy();
  }
}

/** Reads a sitemap or sitemap index, gzip or not. */
export async function parseSitemap(bytes: Uint8Array): Promise<ParsedSitemap> {
  const reader = locReader();
  const decoder = new TextDecoder('utf-8');
  for await (const piece of documentPieces(bytes, isGzip(bytes)))
    reader.parser.write(decoder.decode(piece, { stream: true }));
  reader.parser.end(decoder.decode());
  return reader.result();
}
