// The common case of a bundle's TransparencyLogEntry JSON read without zod: bulk audits read tens of
// thousands of entries, and schema machinery costs more than the fields themselves. Any deviation returns
// null, and bundle-tlog.ts then parses with its zod schema, which names the problem.
import { toBase64 } from './encoding';
import { decodeBase64 } from './base64';
import type { TransparencyLogEntryJson } from './bundle-tlog';
import { jsonObject as record, uint64 } from './json-values';

function bytes(value: unknown): Uint8Array | null {
  return typeof value === 'string' ? decodeBase64(value, true) : null;
}

/** Present-but-null and absent are the same in proto3 JSON. */
const absent = (value: unknown) => value === undefined || value === null;

function proofOf(value: unknown): TransparencyLogEntryJson['inclusionProof'] | undefined {
  if (absent(value)) return null;
  const proof = record(value);
  if (proof === null) return undefined;
  const logIndex = uint64(proof.logIndex);
  const treeSize = uint64(proof.treeSize);
  const rootHash = bytes(proof.rootHash);
  const list = absent(proof.hashes) ? [] : proof.hashes;
  if (logIndex === null || treeSize === null || rootHash === null || !Array.isArray(list)) return undefined;
  const hashes: Uint8Array[] = [];
  for (const hash of list) {
    const decoded = bytes(hash);
    if (decoded === null) return undefined;
    hashes.push(decoded);
  }
  let checkpoint: { envelope: string } | null = null;
  if (!absent(proof.checkpoint)) {
    const envelope = record(proof.checkpoint)?.envelope;
    if (typeof envelope !== 'string') return undefined;
    checkpoint = { envelope };
  }
  return { logIndex, treeSize, rootHash, hashes, checkpoint };
}

export function parseTransparencyLogEntryFast(json: unknown): TransparencyLogEntryJson | null {
  const entry = record(json);
  if (entry === null) return null;
  const logIndex = uint64(entry.logIndex);
  const keyId = bytes(record(entry.logId)?.keyId);
  const kindVersion = record(entry.kindVersion);
  const integratedTime = absent(entry.integratedTime) ? null : uint64(entry.integratedTime);
  const bodyText = entry.canonicalizedBody;
  const body = bytes(bodyText);
  if (logIndex === null || keyId === null || body === null || typeof bodyText !== 'string') return null;
  if (typeof kindVersion?.kind !== 'string' || typeof kindVersion.version !== 'string') return null;
  if (integratedTime === null && !absent(entry.integratedTime)) return null;
  let inclusionPromise: { signedEntryTimestamp: Uint8Array } | null = null;
  if (!absent(entry.inclusionPromise)) {
    const set = bytes(record(entry.inclusionPromise)?.signedEntryTimestamp);
    if (set === null) return null;
    inclusionPromise = { signedEntryTimestamp: set };
  }
  const inclusionProof = proofOf(entry.inclusionProof);
  if (inclusionProof === undefined) return null;
  const standard = bodyText.length % 4 === 0 && !/[-_]/.test(bodyText);
  return {
    logIndex,
    logId: { keyId },
    kindVersion: { kind: kindVersion.kind, version: kindVersion.version },
    integratedTime,
    inclusionPromise,
    inclusionProof,
    canonicalizedBody: { bytes: body, base64: standard ? bodyText : toBase64(body) },
  };
}
