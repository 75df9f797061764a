// citationMetadata for recitation and [[sandbox:citations]] answers: sources over whole sentences of the
// candidate text, with startIndex/endIndex as UTF-8 byte offsets into that text.
import type { Topic } from '../text/topic';
import type { CitationSource } from './answer';

function sentenceSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const match of text.matchAll(/[^\s][^.!?。\n]*[.!?。]?/gu)) {
    const start = match.index ?? 0;
    if (match[0].length >= 12) spans.push([start, start + match[0].length]);
  }
  return spans;
}

const bytesBefore = (text: string, index: number) => Buffer.byteLength(text.slice(0, index), 'utf8');

export function citationSources(text: string, topic: Topic): CitationSource[] {
  const spans = sentenceSpans(text);
  if (spans.length === 0) return [];
  const slug = topic.title.replace(/[^\p{L}\p{N}]+/gu, '_').replace(/^_|_$/g, '') || 'Topic';
  const first = spans[Math.min(1, spans.length - 1)] as [number, number];
  const sources: CitationSource[] = [
    {
      startIndex: bytesBefore(text, first[0]),
      endIndex: bytesBefore(text, first[1]),
      uri: `https://en.wikipedia.org/wiki/${encodeURIComponent(slug)}`,
      license: 'CC-BY-SA-4.0',
    },
  ];
  const later = spans[Math.floor((spans.length * 2) / 3)];
  if (later && later[0] > first[1])
    sources.push({
      startIndex: bytesBefore(text, later[0]),
      endIndex: bytesBefore(text, later[1]),
      uri: 'https://www.example.com/sandbox/reference',
    });
  return sources;
}
