// Decides whether the model calls functions and with which arguments.
// Mode AUTO (the default) or VALIDATED: call every declared function the last user turn mentions, by name
// ("get_weather", "get weather") or by a distinctive word of its name or description ("weather"); arithmetic
// like "100/2" counts as mentioning divide. ANY: always call, only among allowedFunctionNames when given —
// the mentioned ones, else the first. NONE: never. Several mentioned functions → parallel calls; a function
// with one place-like parameter and several places in the prompt → one call per place.
// Arguments are valid against the declared parameters; numbers, quoted strings, places and enum values that
// appear in the prompt are used for matching parameters first.
import { fromJsonSchema, fromOpenApi, type Shape } from '../schema/schema-shape';
import { valueFor } from '../schema/schema-value';
import type { FunctionDeclaration, GenerateRequest } from '../request/types';
import type { SeededRandom } from '../text/seeded-random';

export interface PlannedCall {
  name: string;
  args: Record<string, unknown>;
}

const GENERIC = new Set(
  'get set the and for with from that this function tool call calls return returns returned data info information given value values current custom fetch make list into about using based specified provided user request result results string number object optional required'.split(
    ' ',
  ),
);
const PLACE = /(location|city|place|country|destination|address|region|town)/i;
const FIRST_ISH = /^(numerator|dividend|first|a|x|start|from|min|minimum|base|lhs|left)$/i;
const SECOND_ISH = /^(denominator|divisor|second|b|y|end|to|max|maximum|exponent|rhs|right)$/i;

function nameWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_.:-]+/)
    .map((w) => w.toLowerCase())
    .filter(Boolean);
}

const stem = (word: string) => word.toLowerCase().replace(/(ing|ed|es|s)$/, '');

function promptWords(prompt: string): Set<string> {
  const words = (prompt.toLowerCase().match(/\p{L}[\p{L}\p{N}'-]*/gu) ?? []).map(stem);
  if (/\d\s*\/\s*\d/.test(prompt)) words.push('divide', 'division');
  if (/\d\s*[*×]\s*\d/.test(prompt)) words.push('multiply', 'product');
  if (/\d\s*\+\s*\d/.test(prompt)) words.push('add', 'sum');
  if (/\d\s+-\s+\d/.test(prompt)) words.push('subtract', 'difference');
  return new Set(words.map(stem));
}

function mentions(prompt: string, words: Set<string>, fn: FunctionDeclaration): boolean {
  const name = fn.name ?? '';
  const lower = prompt.toLowerCase();
  if (name !== '' && (lower.includes(name.toLowerCase()) || lower.includes(nameWords(name).join(' '))))
    return true;
  const distinctive = [
    ...nameWords(name),
    ...(fn.description ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u),
  ].filter((w) => w.length >= 4 && !GENERIC.has(w));
  return distinctive.some((w) => words.has(stem(w)));
}

function shapeOf(fn: FunctionDeclaration): Shape | undefined {
  if (fn.parameters) return fromOpenApi(fn.parameters);
  if (fn.parametersJsonSchema !== undefined) return fromJsonSchema(fn.parametersJsonSchema);
  return undefined;
}

/** Values the prompt offers: numbers, "quoted strings" and Capitalised Places, each used once. */
class PromptValues {
  readonly numbers: number[];
  readonly quoted: string[];
  readonly places: string[];

  constructor(private readonly prompt: string) {
    this.numbers = (prompt.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    this.quoted = [...prompt.matchAll(/["“']([^"”']{1,200})["”']/g)].map((m) => m[1] ?? '');
    this.places = [...prompt.matchAll(/(?<![.!?]\s|^)\b(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)*)/gu)]
      .map((m) => m[1] ?? '')
      .filter((p) => !/^(I|What|How|Why|When|Where|Please|Can|Could|The|Is|Are)$/.test(p));
  }

  enumMatch(options: readonly unknown[]): unknown {
    const lower = this.prompt.toLowerCase();
    return options.find(
      (o) =>
        typeof o === 'string' &&
        new RegExp(`\\b${o.toLowerCase().replace(/[^a-z0-9]+/g, '.')}\\b`).test(lower),
    );
  }
}

function argsFor(
  fn: FunctionDeclaration,
  prompt: string,
  place: string | undefined,
  random: SeededRandom,
): Record<string, unknown> {
  const shape = shapeOf(fn);
  if (!shape?.properties) return {};
  const values = new PromptValues(prompt);
  const numeric = shape.properties
    .filter(([, s]) => s.types.includes('number') || s.types.includes('integer'))
    .map(([n]) => n)
    .sort((a, b) => rank(a) - rank(b));
  const numbers = new Map(numeric.map((n, i) => [n, values.numbers[i]]));
  const places = place ? [place] : values.places;
  const given = (prop: string, child: Shape): unknown => {
    if (child.enum) return values.enumMatch(child.enum);
    const number = numbers.get(prop);
    if (
      number !== undefined &&
      (child.types.includes('number') || Number.isInteger(number)) &&
      within(child, number)
    )
      return number;
    if (!child.types.includes('string') || child.format) return undefined;
    if (PLACE.test(prop) && places.length > 0) return places.shift();
    if (values.quoted.length > 0) return values.quoted.shift();
    return undefined;
  };
  return valueFor(shape, fn.name ?? 'args', { random, topic: prompt.slice(0, 40), given }) as Record<
    string,
    unknown
  >;
}

function rank(name: string): number {
  return FIRST_ISH.test(name) ? 0 : SECOND_ISH.test(name) ? 2 : 1;
}

function within(shape: Shape, n: number): boolean {
  return (
    (shape.minimum === undefined || n >= shape.minimum) && (shape.maximum === undefined || n <= shape.maximum)
  );
}

/** The calls to make, or undefined when the answer should be text. */
export function planFunctionCalls(
  request: GenerateRequest,
  prompt: string,
  random: SeededRandom,
): PlannedCall[] | undefined {
  const declarations = (request.tools ?? []).flatMap((tool) => tool.functionDeclarations ?? []);
  if (declarations.length === 0) return undefined;
  const config = request.toolConfig?.functionCallingConfig;
  const mode = config?.mode ?? 'AUTO';
  if (mode === 'NONE') return undefined;
  const allowed = config?.allowedFunctionNames ?? [];
  const candidates =
    mode === 'ANY' && allowed.length > 0
      ? declarations.filter((fn) => allowed.includes(fn.name ?? ''))
      : declarations;
  const words = promptWords(prompt);
  let chosen = candidates.filter((fn) => mentions(prompt, words, fn));
  if (chosen.length === 0 && mode === 'ANY' && candidates[0]) chosen = [candidates[0]];
  if (chosen.length === 0) return undefined;
  const places = new PromptValues(prompt).places;
  return chosen.flatMap((fn) => {
    const placeParams = (shapeOf(fn)?.properties ?? []).filter(
      ([n, s]) => PLACE.test(n) && s.types.includes('string'),
    );
    const perPlace = placeParams.length === 1 && places.length > 1 ? places.slice(0, 5) : [undefined];
    return perPlace.map((place) => ({
      name: fn.name ?? '',
      args: argsFor(fn, prompt, place, random.fork(`${fn.name}:${place ?? ''}`)),
    }));
  });
}
