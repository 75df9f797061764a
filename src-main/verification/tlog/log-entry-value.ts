// The value of a Rekor v1 LogEntry map (`{"<entry ID>": value}`, sigstore/rekor:openapi.yaml LogEntry): the
// one schema entries are read with, from a file by the audit and from a log by the explorer's client.
import { z } from 'zod';
import { fromHex } from './encoding';
import { Base64Bytes, base64Field, HexHash, Uint64Json } from './json-fields';
import type { EntryId } from './entry-id';
import type { TlogEntryFacts } from './tlog-entry-types';

export const LogEntryValue = z.object({
  body: base64Field(false, 'must be standard padded base64'),
  integratedTime: Uint64Json,
  logID: HexHash,
  logIndex: Uint64Json,
  attestation: z.object({ data: z.string().optional() }).optional(),
  verification: z
    .object({
      inclusionProof: z
        .object({
          checkpoint: z.string().optional(),
          hashes: z.array(HexHash),
          logIndex: Uint64Json,
          rootHash: HexHash,
          treeSize: Uint64Json,
        })
        .optional(),
      signedEntryTimestamp: Base64Bytes.optional(),
    })
    .optional(),
});
export type LogEntryValue = z.infer<typeof LogEntryValue>;

/** The checks' view of a value read with LogEntryValue. */
export function factsOf(entryId: EntryId, entry: LogEntryValue): TlogEntryFacts {
  const proof = entry.verification?.inclusionProof;
  return {
    entryId,
    body: entry.body.bytes,
    bodyBase64: entry.body.text,
    integratedTime: entry.integratedTime,
    logId: fromHex(entry.logID),
    logIndex: entry.logIndex,
    signedEntryTimestamp: entry.verification?.signedEntryTimestamp ?? null,
    proof:
      proof === undefined
        ? null
        : {
            logIndex: proof.logIndex,
            treeSize: proof.treeSize,
            rootHash: fromHex(proof.rootHash),
            hashes: proof.hashes.map(fromHex),
            checkpoint: proof.checkpoint ?? null,
          },
  };
}
