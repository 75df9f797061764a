/**
 * A long model answer in Markdown, generated deterministically (same seed, same text): sections of
 * paragraphs with inline markup, bullet, numbered and task lists, fenced code, tables and quotes, in
 * the proportions of a technical answer. Plus the stream it arrives as: chunks of 30–60 tokens at a
 * steady tokens-per-second rate, split mid-word like the service's events (≈4 characters per token).
 */
import type { PlayedChunk } from './stream-player';

const CHARS_PER_TOKEN = 4;

/** mulberry32: a small seeded PRNG, so every run streams the same text in the same chunks. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'the a of to and in is for that with as on by this be are from it at or an which can not if each one ' +
  'request response stream chunk token model server client cache index entry proof tree root hash log ' +
  'signature checkpoint consistency inclusion verify latency throughput buffer render block parser value ' +
  'field option setting error retry timeout limit quota upload file batch result order query update state'
).split(' ');
const IDENTIFIERS = [
  'fetchEntries',
  'treeSize',
  'rootHash',
  'maxRetries',
  'config.yaml',
  'onChunk',
  'verify()',
];
const LANGS = ['ts', 'python', 'bash', 'json', 'go', 'rust'];

export function generateAnswer(targetTokens: number, seed = 20_000): string {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const words = (count: number) => Array.from({ length: count }, () => pick(WORDS)).join(' ');

  const sentence = () => {
    const parts = [words(between(4, 9))];
    const decoration = random();
    if (decoration < 0.15) parts.push(`**${words(between(1, 3))}**`);
    else if (decoration < 0.25) parts.push(`*${words(between(1, 2))}*`);
    else if (decoration < 0.4) parts.push(`\`${pick(IDENTIFIERS)}\``);
    else if (decoration < 0.45) parts.push(`[${words(2)}](https://example.com/docs/${pick(WORDS)})`);
    else if (decoration < 0.48) parts.push(`~~${words(1)}~~`);
    parts.push(words(between(3, 8)));
    const text = parts.join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  const paragraph = () => Array.from({ length: between(2, 5) }, sentence).join(' ');
  const list = (ordered: boolean) =>
    Array.from({ length: between(3, 7) }, (_, i) => {
      const item = `${ordered ? `${i + 1}.` : '-'} ${sentence()}`;
      return random() < 0.2 ? `${item}\n   - ${sentence()}\n   - ${sentence()}` : item;
    }).join('\n');
  const tasks = () =>
    Array.from({ length: between(3, 5) }, () => `- [${random() < 0.5 ? 'x' : ' '}] ${sentence()}`).join('\n');
  const code = () => {
    const lang = pick(LANGS);
    const lines = Array.from({ length: between(5, 25) }, (_, i) => {
      const indent = '  '.repeat(between(0, 2));
      const name = pick(IDENTIFIERS).replace(/\W/g, '');
      if (lang === 'python')
        return `${indent}${name}_${i} = compute("${pick(WORDS)}", ${between(1, 999)})  # ${words(3)}`;
      if (lang === 'bash')
        return `${indent}curl -s "https://api.example.com/${pick(WORDS)}?n=${i}" | jq '.${pick(WORDS)}'`;
      if (lang === 'json')
        return `${indent}"${pick(WORDS)}_${i}": ${random() < 0.5 ? between(0, 9999) : `"${words(2)}"`},`;
      if (lang === 'go')
        return `${indent}${name}${i} := client.Get(ctx, "${pick(WORDS)}", ${between(1, 99)}) // ${words(3)}`;
      if (lang === 'rust')
        return `${indent}let ${name.toLowerCase()}_${i}: u64 = state.${pick(WORDS)}(${between(1, 99)})?;`;
      return `${indent}const ${name}${i} = await api.${pick(WORDS)}({ limit: ${between(1, 500)} }); // ${words(3)}`;
    });
    return `\`\`\`${lang}\n${lines.join('\n')}\n\`\`\``;
  };
  const table = () => {
    const columns = between(3, 5);
    const header = `| ${Array.from({ length: columns }, () => pick(WORDS)).join(' | ')} |`;
    const rule = `|${Array.from({ length: columns }, (_, i) => (i === 0 ? ':---' : i === columns - 1 ? '---:' : ':-:')).join('|')}|`;
    const rows = Array.from(
      { length: between(4, 10) },
      () =>
        `| ${Array.from({ length: columns }, (_, i) => (i === columns - 1 ? String(between(1, 99_999)) : words(between(1, 3)))).join(' | ')} |`,
    );
    return [header, rule, ...rows].join('\n');
  };

  const blocks: string[] = [];
  let length = 0;
  let section = 0;
  while (length < targetTokens * CHARS_PER_TOKEN) {
    const roll = random();
    const block =
      roll < 0.06
        ? `${'#'.repeat(between(2, 3))} ${++section}. ${words(between(2, 5))}`
        : roll < 0.45
          ? paragraph()
          : roll < 0.6
            ? list(false)
            : roll < 0.68
              ? list(true)
              : roll < 0.71
                ? tasks()
                : roll < 0.84
                  ? code()
                  : roll < 0.93
                    ? table()
                    : roll < 0.97
                      ? `> ${paragraph()}`
                      : '---';
    blocks.push(block);
    length += block.length + 2;
  }
  return blocks.join('\n\n');
}

/** The answer as the service streams it: 30–60 tokens per event, one event as soon as its tokens are generated. */
export function chunkAnswer(answer: string, tokensPerSecond: number, seed = 7): PlayedChunk[] {
  const random = seededRandom(seed);
  const chunks: PlayedChunk[] = [];
  let atMs = 0;
  for (let offset = 0; offset < answer.length;) {
    const tokens = 30 + Math.floor(random() * 31);
    const text = answer.slice(offset, offset + tokens * CHARS_PER_TOKEN);
    chunks.push({ text, atMs });
    offset += text.length;
    atMs += ((text.length / CHARS_PER_TOKEN) * 1000) / tokensPerSecond;
  }
  return chunks;
}
