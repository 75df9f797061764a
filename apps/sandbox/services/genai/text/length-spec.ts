// How long an answer the prompt asks for. Phrases (case-insensitive), first match wins in this order:
// "N tokens" → exactly N tokens; "N words"/"N-word" → exactly N words of prose; "N paragraphs" → N paragraphs;
// "N sentences", "one sentence" → N sentences; "N bullet points/items/tips/ways/reasons/steps/ideas/examples"
// or "list of N" → a list of N (numbered for steps); "long", "essay", "detailed", "in depth" → a long essay;
// "brief", "short", "concisely", "tl;dr" → one or two sentences. Numbers may be digits or one…twenty.

export type LengthSpec =
  | { kind: 'tokens' | 'words' | 'paragraphs' | 'sentences'; count: number }
  | { kind: 'items'; count: number; ordered: boolean }
  | { kind: 'long' | 'short' | 'default' };

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];
const NUMBER = `(\\d[\\d,_]*|${NUMBER_WORDS.join('|')}|a single|a|an)`;
const LIMITS = { tokens: 1_000_000, words: 50_000, paragraphs: 200, sentences: 2_000, items: 500 };
const ITEM_NOUNS =
  'bullet points|bullet-points|bullets|points|items|tips|ways|reasons|steps|ideas|examples|facts|things|questions|options|benefits|features|rules';

function toNumber(raw: string): number {
  const word = raw.toLowerCase();
  if (word === 'a' || word === 'an' || word === 'a single') return 1;
  const index = NUMBER_WORDS.indexOf(word);
  if (index >= 0) return index;
  return Number(raw.replace(/[,_]/g, ''));
}

function counted(text: string, noun: string): number | undefined {
  const match = new RegExp(`\\b${NUMBER}[\\s-]*(?:${noun})\\b`, 'i').exec(text);
  if (!match?.[1]) return undefined;
  const n = toNumber(match[1]);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function readLengthSpec(text: string): LengthSpec {
  for (const kind of ['tokens', 'words', 'paragraphs', 'sentences'] as const) {
    const count = counted(text, `${kind.slice(0, -1)}s?`);
    if (count) return { kind, count: Math.min(count, LIMITS[kind]) };
  }
  const items = counted(text, `(?:[a-z]+\\s+){0,2}?(?:${ITEM_NOUNS})`) ?? listOf(text);
  if (items)
    return {
      kind: 'items',
      count: Math.min(items, LIMITS.items),
      ordered: /\b(steps?|numbered|ranked|top)\b/i.test(text),
    };
  if (/\b(long|lengthy|essay|detailed|in[- ]depth|comprehensive|thorough(ly)?|extensive(ly)?)\b/i.test(text))
    return { kind: 'long' };
  if (/\b(brief(ly)?|short|concise(ly)?|quick(ly)?|tl;?dr|one[- ]liner|in a nutshell)\b/i.test(text))
    return { kind: 'short' };
  return { kind: 'default' };
}

function listOf(text: string): number | undefined {
  const match = new RegExp(`\\b(?:list|top)\\s+(?:of\\s+)?${NUMBER}\\b`, 'i').exec(text);
  if (!match?.[1]) return undefined;
  const n = toNumber(match[1]);
  return Number.isFinite(n) && n > 1 ? n : undefined;
}
