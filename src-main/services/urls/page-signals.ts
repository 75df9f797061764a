// What a page says about being indexed, read the way Googlebot reads it: `noindex` (or `none`) in an
// X-Robots-Tag header for all crawlers or for `googlebot:`, or in a robots / googlebot meta tag, and the
// page's rel=canonical link. Only the head is parsed: reading stops at </head> or <body>, and at a byte cap.
import { Parser } from 'htmlparser2';

const MAX_HEAD_BYTES = 512 * 1024;
const PIECE_BYTES = 16 * 1024;
/** Directives whose value follows a colon, which is not a crawler's name. */
const VALUED_DIRECTIVE = /^(unavailable_after|max-snippet|max-image-preview|max-video-preview)$/;
const NOINDEX = new Set(['noindex', 'none']);

/**
 * Whether an X-Robots-Tag value (several headers arrive joined by commas) says noindex to Google: a directive
 * applies to every crawler, or to the one named before it (`googlebot: noindex`), until another is named.
 */
export function robotsHeaderNoindex(value: string | null): boolean {
  if (!value) return false;
  let agent: string | null = null;
  for (const part of value.toLowerCase().split(',')) {
    let directive = part.trim();
    const named = /^([a-z0-9_-]+)\s*:\s*(.*)$/.exec(directive);
    if (named && !VALUED_DIRECTIVE.test(named[1]!)) {
      agent = named[1]!;
      directive = named[2]!.trim();
    }
    if (NOINDEX.has(directive) && (agent === null || agent === 'googlebot')) return true;
  }
  return false;
}

const saysNoindex = (content: string) =>
  content
    .toLowerCase()
    .split(',')
    .some((directive) => NOINDEX.has(directive.trim()));

export interface HeadSignals {
  /** A robots or googlebot meta tag says noindex (or none). */
  metaNoindex: boolean;
  /** The first rel=canonical link's href, as written. */
  canonical: string | null;
}

/** Reads the meta robots tags and the canonical link of an HTML page's head. */
export function readHead(body: Uint8Array): HeadSignals {
  const signals: HeadSignals = { metaNoindex: false, canonical: null };
  let done = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (done) return;
      if (name === 'body') done = true;
      else if (name === 'meta' && /^(robots|googlebot)$/i.test(attributes.name ?? ''))
        signals.metaNoindex ||= saysNoindex(attributes.content ?? '');
      else if (
        name === 'link' &&
        signals.canonical === null &&
        /(^|\s)canonical(\s|$)/i.test(attributes.rel ?? '')
      )
        signals.canonical = attributes.href?.trim() || null;
    },
    onclosetag(name) {
      if (name === 'head') done = true;
    },
  });
  const decoder = new TextDecoder('utf-8');
  const head = body.subarray(0, MAX_HEAD_BYTES);
  for (let at = 0; at < head.byteLength && !done; at += PIECE_BYTES)
    parser.write(decoder.decode(head.subarray(at, at + PIECE_BYTES), { stream: true }));
  return signals;
}
