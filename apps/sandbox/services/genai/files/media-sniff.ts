// Whether a file's first bytes are what its MIME type says, for the media types whose formats open with a fixed
// signature (their magic numbers). The real service fails a file whose bytes it cannot process as its type; the
// sandbox stands in for that processing with this check. Text and other types are not sniffed.

/** What each sniffed type must start with, and how to say it. */
const SIGNATURES: Record<string, { what: string; matches(head: Buffer): boolean }> = {
  'image/png': {
    what: 'the PNG signature',
    matches: (h) => startsWith(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  'image/jpeg': {
    what: 'a JPEG start-of-image marker',
    matches: (h) => startsWith(h, 0, [0xff, 0xd8, 0xff]),
  },
  'image/gif': { what: 'GIF87a or GIF89a', matches: (h) => ascii(h, 0, 'GIF87a') || ascii(h, 0, 'GIF89a') },
  'image/webp': { what: 'a RIFF WEBP header', matches: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WEBP') },
  'application/pdf': { what: '%PDF-', matches: (h) => ascii(h, 0, '%PDF-') },
  'audio/wav': { what: 'a RIFF WAVE header', matches: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WAVE') },
  // An ID3 tag, or straight away an MPEG audio frame (11 sync bits set).
  'audio/mpeg': {
    what: 'an ID3 tag or an MPEG audio frame',
    matches: (h) => ascii(h, 0, 'ID3') || (h.length >= 2 && h[0] === 0xff && (h[1]! & 0xe0) === 0xe0),
  },
  'video/mp4': { what: 'an ISO media "ftyp" box', matches: (h) => ascii(h, 4, 'ftyp') },
};

/** How many first bytes the longest check reads. */
export const SNIFF_BYTES = 12;

function startsWith(head: Buffer, at: number, bytes: readonly number[]): boolean {
  return head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
}

function ascii(head: Buffer, at: number, text: string): boolean {
  return startsWith(head, at, [...Buffer.from(text, 'latin1')]);
}

/** What is wrong when `head` (the file's first SNIFF_BYTES bytes) is not `mimeType`, else undefined. */
export function mediaMismatch(mimeType: string, head: Buffer): string | undefined {
  const signature = SIGNATURES[mimeType];
  if (signature === undefined || signature.matches(head)) return undefined;
  return `The file is not ${mimeType}: it does not start with ${signature.what}. Upload it again with the MIME type of its content.`;
}
