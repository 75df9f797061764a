/**
 * Converting the service's citation offsets (UTF-8 byte positions in the answer text) to JavaScript
 * string positions (UTF-16 code units), for text with multi-byte characters (accents, CJK, emoji).
 */

/** The UTF-8 length of the code point starting at UTF-16 position `index`, and its UTF-16 length. */
function codePointWidths(text: string, index: number): { bytes: number; units: number } {
  const code = text.codePointAt(index)!;
  if (code < 0x80) return { bytes: 1, units: 1 };
  if (code < 0x800) return { bytes: 2, units: 1 };
  if (code < 0x10000) return { bytes: 3, units: 1 }; // lone surrogates too: encoders write U+FFFD, 3 bytes
  return { bytes: 4, units: 2 };
}

export interface ByteIndex {
  /** The text's length in UTF-8 bytes. */
  byteLength: number;
  /**
   * The UTF-16 position of a byte offset. An offset inside a multi-byte character snaps to that
   * character's start (`down`) or end (`up`), so a span never cuts a character in half.
   */
  toUtf16(byteOffset: number, round: 'down' | 'up'): number;
}

/** One pass over the text; each lookup is then a binary search over its non-ASCII characters. */
export function createByteIndex(text: string): ByteIndex {
  // For each non-ASCII character: its byte start, UTF-16 start and widths. ASCII runs between are 1:1.
  const byteStarts: number[] = [];
  const unitStarts: number[] = [];
  const byteWidths: number[] = [];
  const unitWidths: number[] = [];
  let bytes = 0;
  for (let units = 0; units < text.length;) {
    const width = codePointWidths(text, units);
    if (width.bytes > 1) {
      byteStarts.push(bytes);
      unitStarts.push(units);
      byteWidths.push(width.bytes);
      unitWidths.push(width.units);
    }
    bytes += width.bytes;
    units += width.units;
  }
  const byteLength = bytes;
  return {
    byteLength,
    toUtf16(byteOffset, round) {
      const offset = Math.min(Math.max(0, Math.floor(byteOffset)), byteLength);
      // The last non-ASCII character starting at or before the offset.
      let low = 0;
      let high = byteStarts.length - 1;
      let found = -1;
      while (low <= high) {
        const mid = (low + high) >> 1;
        if (byteStarts[mid]! <= offset) {
          found = mid;
          low = mid + 1;
        } else high = mid - 1;
      }
      if (found === -1) return offset;
      const start = byteStarts[found]!;
      const end = start + byteWidths[found]!;
      const unitStart = unitStarts[found]!;
      if (offset === start) return unitStart;
      if (offset < end) return round === 'down' ? unitStart : unitStart + unitWidths[found]!;
      return unitStart + unitWidths[found]! + (offset - end);
    },
  };
}
