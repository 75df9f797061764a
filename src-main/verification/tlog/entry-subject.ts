// What an entry is, for the report's subject lines: indices, tree, time, body kind.
import { toHex } from './encoding';
import type { TlogEntryFacts, TlogEntryResult } from './tlog-entry-types';

/** One decoder for every body: creating a TextDecoder costs more than decoding a body with it. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Rekor entry bodies are JSON `{"apiVersion", "kind", "spec"}`; null for anything else. */
export function describeBody(body: Uint8Array): { kind: string; apiVersion: string } | null {
  try {
    const json: unknown = JSON.parse(strictUtf8.decode(body));
    if (typeof json !== 'object' || json === null) return null;
    const { kind, apiVersion } = json as Record<string, unknown>;
    return typeof kind === 'string' && typeof apiVersion === 'string' ? { kind, apiVersion } : null;
  } catch {
    return null;
  }
}

export function entrySubject(
  facts: TlogEntryFacts,
  result: TlogEntryResult,
  body: { kind: string; apiVersion: string },
): [string, string][] {
  const subject: [string, string][] = [
    ['log index', facts.logIndex.toString()],
    ['entry kind', `${body.kind} ${body.apiVersion}`],
    ['leaf hash (UUID)', toHex(result.leafHash)],
  ];
  if (facts.proof !== null) {
    subject.push(
      ['shard index', facts.proof.logIndex.toString()],
      ['tree size', facts.proof.treeSize.toString()],
    );
  }
  const origin = result.checkpoint?.checkpoint?.origin;
  if (origin !== undefined) subject.push(['checkpoint origin', origin]);
  if (facts.integratedTime !== null) {
    subject.push(['integrated time', new Date(Number(facts.integratedTime) * 1000).toISOString()]);
  }
  return subject;
}
