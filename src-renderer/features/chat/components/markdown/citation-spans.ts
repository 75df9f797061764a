import { createByteIndex } from './utf8-offsets';

/** A citation as the service sends it (citationMetadata.citationSources[]): offsets are UTF-8 bytes. */
export interface CitationSource {
  /** Omitted when 0 (proto3 JSON drops default values). */
  startIndex?: number | null;
  endIndex?: number | null;
  uri?: string | null;
  title?: string | null;
  license?: string | null;
}

/** Where citation `number` (1-based, in the service's order) falls in the text, in UTF-16 code units. */
interface CitedRange {
  number: number;
  start: number;
  end: number;
}

export interface CitationLayout {
  ranges: CitedRange[];
  /** One line per citation that could not be shown as given, saying what was done. */
  problems: string[];
}

/** Byte ranges → UTF-16 ranges, clamping and reporting bad ranges. */
export function layoutCitations(text: string, citations: readonly CitationSource[]): CitationLayout {
  const index = createByteIndex(text);
  const problems: string[] = [];
  const ranges: CitedRange[] = [];
  citations.forEach((citation, position) => {
    const number = position + 1;
    const rawStart = citation.startIndex ?? 0;
    const rawEnd = citation.endIndex;
    const label = `Citation ${number} (bytes ${rawStart}–${rawEnd ?? '?'})`;
    if (rawEnd == null || !Number.isFinite(rawEnd) || !Number.isFinite(rawStart)) {
      problems.push(`${label} has no usable end: no excerpt shown.`);
      return;
    }
    const start = Math.max(0, Math.floor(rawStart));
    const end = Math.min(index.byteLength, Math.ceil(rawEnd));
    if (start >= index.byteLength) {
      problems.push(
        `${label} starts past the end of the text (${index.byteLength} bytes): no excerpt shown.`,
      );
      return;
    }
    if (end <= start) {
      problems.push(`${label} is empty or reversed: no excerpt shown.`);
      return;
    }
    if (rawStart < 0 || rawEnd > index.byteLength) {
      problems.push(
        `${label} runs outside the text (${index.byteLength} bytes): clamped to bytes ${start}–${end}.`,
      );
    }
    const from = index.toUtf16(start, 'down');
    const to = index.toUtf16(end, 'up');
    if (index.toUtf16(start, 'up') !== from || index.toUtf16(end, 'down') !== to) {
      problems.push(`${label} cuts a multi-byte character: widened to whole characters.`);
    }
    ranges.push({ number, start: from, end: to });
  });
  return { ranges, problems };
}
