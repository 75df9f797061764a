// What an entry is, for the report's subject lines: indices, tree, time, body kind.
import { toHex } from './encoding';
import type { TlogEntryFacts, TlogEntryResult } from './tlog-entry-types';

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
