// In-toto statements inside DSSE payloads: Rekor indexes their subjects' digests and, for SLSA v0.2
// provenance, the materials' digests (sigstore/rekor:pkg/types/dsse/v0.0.1/entry.go IndexKeys), so a search
// by an artifact's hash finds the attestations about it.
import { hashKey } from '../search-index';

interface DigestSet {
  digest?: Record<string, unknown>;
}

function keysOf(items: unknown): string[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: DigestSet) =>
    Object.entries(item?.digest ?? {}).flatMap(([algorithm, value]) =>
      typeof value === 'string' && /^[0-9a-fA-F]+$/.test(value) ? [hashKey(algorithm, value)] : [],
    ),
  );
}

/** Digest search keys of a statement; an unparsable payload simply yields none (Rekor logs and moves on). */
export function digestKeys(payload: Uint8Array): string[] {
  let statement: { subject?: unknown; predicate?: { materials?: unknown } };
  try {
    statement = JSON.parse(Buffer.from(payload).toString('utf8')) as typeof statement;
  } catch {
    return [];
  }
  if (typeof statement !== 'object' || statement === null) return [];
  return [...keysOf(statement.subject), ...keysOf(statement.predicate?.materials)];
}
