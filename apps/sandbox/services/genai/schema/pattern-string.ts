// A string matching a regular expression `pattern` from a schema, for the common subset: literals, escapes
// (\d \w \s), ".", classes with ranges and negation, groups with alternation, and the quantifiers
// * + ? {n} {n,} {n,m}. Anything else yields undefined and the caller falls back to other candidates.
import type { SeededRandom } from '../text/seeded-random';

const DIGITS = '0123456789';
const WORD = `abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ${DIGITS}_`;
const PRINTABLE = `${WORD}-.`;

type Node =
  | { kind: 'chars'; options: string }
  | { kind: 'group'; alternatives: Node[][] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

class Parser {
  private i = 0;

  constructor(private readonly source: string) {}

  parse(): Node[][] {
    const alternatives = this.alternatives();
    if (this.i !== this.source.length) throw new Error('unbalanced');
    return alternatives;
  }

  private alternatives(): Node[][] {
    const out: Node[][] = [this.sequence()];
    while (this.source[this.i] === '|') {
      this.i += 1;
      out.push(this.sequence());
    }
    return out;
  }

  private sequence(): Node[] {
    const nodes: Node[] = [];
    while (this.i < this.source.length && this.source[this.i] !== '|' && this.source[this.i] !== ')') {
      const atom = this.atom();
      if (atom) nodes.push(this.quantified(atom));
    }
    return nodes;
  }

  private atom(): Node | undefined {
    const c = this.source[this.i++] as string;
    if (c === '^' || c === '$') return undefined;
    if (c === '.') return { kind: 'chars', options: PRINTABLE };
    if (c === '[') return this.characterClass();
    if (c === '(') {
      if (this.source.startsWith('?:', this.i)) this.i += 2;
      else if (this.source[this.i] === '?') throw new Error('lookaround');
      const alternatives = this.alternatives();
      if (this.source[this.i++] !== ')') throw new Error('unclosed group');
      return { kind: 'group', alternatives };
    }
    if (c === '\\') return { kind: 'chars', options: this.escape(this.source[this.i++] ?? '') };
    if ('*+?{'.includes(c)) throw new Error('dangling quantifier');
    return { kind: 'chars', options: c };
  }

  private escape(c: string): string {
    if (c === 'd') return DIGITS;
    if (c === 'w') return WORD;
    if (c === 's') return ' ';
    if (/[DWSbB]/.test(c)) throw new Error('unsupported escape');
    return c;
  }

  private characterClass(): Node {
    const negated = this.source[this.i] === '^';
    if (negated) this.i += 1;
    let set = '';
    while (this.i < this.source.length && this.source[this.i] !== ']') {
      const c = this.source[this.i++] as string;
      if (c === '\\') {
        set += this.escape(this.source[this.i++] ?? '');
        continue;
      }
      if (this.source[this.i] === '-' && this.source[this.i + 1] !== ']' && this.i + 1 < this.source.length) {
        const end = this.source[this.i + 1] as string;
        this.i += 2;
        for (let code = c.charCodeAt(0); code <= end.charCodeAt(0); code += 1)
          set += String.fromCharCode(code);
        continue;
      }
      set += c;
    }
    if (this.source[this.i++] !== ']') throw new Error('unclosed class');
    const options = negated ? [...PRINTABLE].filter((ch) => !set.includes(ch)).join('') : set;
    if (options === '') throw new Error('empty class');
    return { kind: 'chars', options };
  }

  private quantified(node: Node): Node {
    const bounds = this.bounds();
    if (!bounds) return node;
    if (this.source[this.i] === '?') this.i += 1;
    return { kind: 'repeat', node, min: bounds[0], max: bounds[1] };
  }

  /** The quantifier at the cursor as [min, max] (unbounded ones capped), consumed; undefined when none. */
  private bounds(): [number, number] | undefined {
    const c = this.source[this.i];
    if (c === '*' || c === '+' || c === '?') {
      this.i += 1;
      return c === '*' ? [0, 3] : c === '+' ? [1, 4] : [0, 1];
    }
    if (c !== '{') return undefined;
    const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.i));
    if (!match) return undefined;
    this.i += match[0].length;
    const min = Number(match[1]);
    return [min, match[2] === undefined ? min : match[3] ? Number(match[3]) : min + 3];
  }
}

function emit(nodes: readonly Node[], random: SeededRandom): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'chars':
          return random.pick([...node.options]);
        case 'group':
          return emit(random.pick(node.alternatives), random);
        case 'repeat': {
          const count = random.int(node.min, Math.min(node.max, node.min + 4));
          return Array.from({ length: count }, () => emit([node.node], random)).join('');
        }
      }
    })
    .join('');
}

export function stringForPattern(pattern: string, random: SeededRandom): string | undefined {
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, 'u');
  } catch {
    return undefined;
  }
  try {
    const alternatives = new Parser(pattern).parse();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const candidate = emit(random.pick(alternatives), random);
      if (regex.test(candidate)) return candidate;
    }
  } catch {
    // Outside the supported subset.
  }
  return undefined;
}
