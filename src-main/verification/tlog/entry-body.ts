// A Rekor entry body: the canonicalized JSON `{"apiVersion", "kind", "spec"}` (sigstore/rekor:pkg/types) that
// the log hashes into its tree. Its envelope is read by one schema, for the log checks, the bundle's
// log-body check and the explorer; the spec, whose shape depends on the kind and which the log may not
// have validated, is read field by field with `at`, `str` and `list`, leniently: a missing field is absent.
import { z } from 'zod';

export const EntryBody = z.looseObject({
  kind: z.string(),
  /** Null when absent or not a string: the log checks require one, the explorer shows none. */
  apiVersion: z.string().nullable().catch(null),
  spec: z.unknown().optional(),
});
export type EntryBody = z.infer<typeof EntryBody>;

/** One decoder for every body: creating a TextDecoder costs more than decoding a body with it. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The body's envelope; null when the body is not UTF-8 JSON with a kind. */
export function readEntryBody(body: Uint8Array): EntryBody | null {
  let json: unknown;
  try {
    json = JSON.parse(strictUtf8.decode(body));
  } catch {
    return null;
  }
  const parsed = EntryBody.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The kind and apiVersion the log checks name; null for a body that is not a Rekor entry. */
export function describeBody(body: Uint8Array): { kind: string; apiVersion: string } | null {
  const envelope = readEntryBody(body);
  return envelope?.apiVersion == null ? null : { kind: envelope.kind, apiVersion: envelope.apiVersion };
}

/** The value at a dotted path (array indices as numbers), or undefined. */
export function at(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Array.isArray(current) ? current[Number(key)] : (current as Record<string, unknown>)[key];
  }
  return current;
}

export function str(value: unknown, path: string): string | null {
  const found = at(value, path);
  return typeof found === 'string' ? found : null;
}

export function list(value: unknown, path: string): unknown[] {
  const found = at(value, path);
  return Array.isArray(found) ? found : [];
}
