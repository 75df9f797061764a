/**
 * Random valid storage `q` queries, each with the same filter written as a plain function: the anchor of the
 * `q` benchmark. Terms cover every field family of the grammar (text, full text, times, flags, collections,
 * properties); connectives nest up to three levels.
 */
import type { QueryCaller, QueryFile } from '../../apps/sandbox/services/storage/query/query-eval';

export interface Picker {
  next(): number;
  one<T>(items: readonly T[]): T;
}

/** A small deterministic generator (mulberry32), so every run asks the same queries. */
export function seeded(seed: number): Picker {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, one: (items) => items[Math.floor(next() * items.length)]! };
}

interface Vocabulary {
  words: readonly string[];
  mimeTypes: readonly string[];
  people: readonly string[];
  caller: QueryCaller;
}

export interface RandomQuery {
  q: string;
  test: (file: QueryFile) => boolean;
}

const NOT_WORD = '[^\\p{L}\\p{N}]';
const TIME_FIELDS = ['modifiedTime', 'createdTime', 'viewedByMeTime'] as const;
const FLAGS = ['trashed', 'starred', 'sharedWithMe'] as const;
const START = Date.parse('2024-01-01T00:00:00Z');

function randomTerm(pick: Picker, v: Vocabulary): RandomQuery {
  const word = pick.one(v.words);
  switch (Math.floor(pick.next() * 9)) {
    case 0: {
      const startsToken = new RegExp(`(^|${NOT_WORD})${word}`, 'iu');
      return { q: `name contains '${word}'`, test: (f) => startsToken.test(f.name) };
    }
    case 1: {
      const wholeToken = new RegExp(`(^|${NOT_WORD})${word}($|${NOT_WORD})`, 'iu');
      return {
        q: `fullText contains '${word}'`,
        test: (f) => wholeToken.test(f.name) || wholeToken.test(f.description ?? ''),
      };
    }
    case 2: {
      const mimeType = pick.one(v.mimeTypes);
      return pick.next() < 0.5
        ? { q: `mimeType = '${mimeType}'`, test: (f) => f.mimeType === mimeType }
        : { q: `mimeType != '${mimeType}'`, test: (f) => f.mimeType !== mimeType };
    }
    case 3: {
      const field = pick.one(TIME_FIELDS);
      const at = START + Math.floor(pick.next() * 3 * 365) * 86_400_000;
      const when = new Date(at).toISOString().replace('.000Z', 'Z');
      return pick.next() < 0.5
        ? { q: `${field} > '${when}'`, test: (f) => f[field] !== undefined && f[field] > at }
        : { q: `${field} <= '${when}'`, test: (f) => f[field] !== undefined && f[field] <= at };
    }
    case 4: {
      const flag = pick.one(FLAGS);
      const value = pick.next() < 0.5;
      return { q: `${flag} = ${value}`, test: (f) => f[flag] === value };
    }
    case 5: {
      const folder = pick.next() < 0.2 ? 'root' : `folder${Math.floor(pick.next() * 500)}`;
      const id = folder === 'root' ? v.caller.rootId : folder;
      return { q: `'${folder}' in parents`, test: (f) => f.parents.includes(id) };
    }
    case 6: {
      const who = pick.next() < 0.3 ? 'me' : pick.one(v.people);
      const email = who === 'me' ? v.caller.email : who;
      const collection = pick.one(['owners', 'writers', 'readers'] as const);
      return { q: `'${who}' in ${collection}`, test: (f) => f[collection].includes(email) };
    }
    case 7:
      return {
        q: `properties has { key='project' and value='${word}' }`,
        test: (f) => f.properties.project === word,
      };
    default: {
      const name = `${word} ${pick.one(v.words)} ${Math.floor(pick.next() * 100_000)}.pdf`;
      return { q: `name = '${name}'`, test: (f) => f.name === name };
    }
  }
}

export function randomQuery(pick: Picker, v: Vocabulary, depth = 3): RandomQuery {
  const roll = pick.next();
  if (depth === 0 || roll < 0.4) return randomTerm(pick, v);
  if (roll < 0.55) {
    const operand = randomQuery(pick, v, depth - 1);
    return { q: `not (${operand.q})`, test: (f) => !operand.test(f) };
  }
  const left = randomQuery(pick, v, depth - 1);
  const right = randomQuery(pick, v, depth - 1);
  return roll < 0.8
    ? { q: `(${left.q}) and (${right.q})`, test: (f) => left.test(f) && right.test(f) }
    : { q: `(${left.q}) or (${right.q})`, test: (f) => left.test(f) || right.test(f) };
}
