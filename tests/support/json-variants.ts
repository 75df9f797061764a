// Variants of a JSON document with one member replaced by an odd value each: for checking that a fast
// hand-written parser accepts exactly what its schema accepts.

/** Values that are wrong for most members, or right in a way parsers get wrong. */
export const ODD_VALUES: unknown[] = [
  undefined,
  null,
  -1,
  1.5,
  2 ** 53,
  '01',
  '12',
  '',
  'zz',
  'A'.repeat(64),
  'a'.repeat(63),
  'AAAA',
  'AAA=',
  'AA==A',
  'not base64!',
  [],
  ['x'],
  {},
  { data: 'AAAA' },
  { data: '@' },
  true,
];

/** `path` is a list of keys into nested objects; undefined deletes the member. */
function withValue(json: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(json) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) return copy;
    target = target[key] as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

/** Every member path of `json` (objects only, not into arrays). */
function memberPaths(json: unknown, prefix: string[] = []): string[][] {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return [];
  return Object.entries(json).flatMap(([key, value]) => [
    [...prefix, key],
    ...memberPaths(value, [...prefix, key]),
  ]);
}

/** `json` with each member (and an extra unknown member) set to each odd value in turn. */
export function oddVariants(json: unknown): unknown[] {
  const paths = [...memberPaths(json), ['unknownMember']];
  return paths.flatMap((path) => ODD_VALUES.map((value) => withValue(json, path, value)));
}
