// The common case of a Rekor v1 LogEntry value read without zod, as tle-fast-parse.ts does for bundle
// entries: lists verify thousands of entries, and schema machinery cost more than the checks themselves.
// It accepts exactly what log-entry-value.ts's schema accepts; any deviation returns null, and the schema then
// names the problem.
import { decodeBase64 } from './base64';
import { jsonObject as record, uint64 } from './json-values';
import type { LogEntryValue } from './log-entry-value';

const HEX_HASH = /^[0-9a-fA-F]{64}$/;

/** Same as json-fields HexHash: 64 hex characters, lowercased. */
const hexHash = (value: unknown) =>
  typeof value === 'string' && HEX_HASH.test(value) ? value.toLowerCase() : null;

type Verification = NonNullable<LogEntryValue['verification']>;

function proofOf(value: unknown): Verification['inclusionProof'] | null {
  const proof = record(value);
  if (proof === null || !Array.isArray(proof.hashes)) return null;
  const { checkpoint } = proof;
  const logIndex = uint64(proof.logIndex);
  const treeSize = uint64(proof.treeSize);
  const rootHash = hexHash(proof.rootHash);
  if (logIndex === null || treeSize === null || rootHash === null) return null;
  if (checkpoint !== undefined && typeof checkpoint !== 'string') return null;
  const hashes: string[] = [];
  for (const hash of proof.hashes as unknown[]) {
    const hex = hexHash(hash);
    if (hex === null) return null;
    hashes.push(hex);
  }
  return checkpoint === undefined
    ? { hashes, logIndex, rootHash, treeSize }
    : { checkpoint, hashes, logIndex, rootHash, treeSize };
}

function verificationOf(value: unknown): Verification | null {
  const verification = record(value);
  if (verification === null) return null;
  const out: Verification = {};
  if (verification.inclusionProof !== undefined) {
    const proof = proofOf(verification.inclusionProof);
    if (proof === null) return null;
    out.inclusionProof = proof;
  }
  const set = verification.signedEntryTimestamp;
  if (set !== undefined) {
    const bytes = typeof set === 'string' ? decodeBase64(set) : null;
    if (bytes === null) return null;
    out.signedEntryTimestamp = bytes;
  }
  return out;
}

export function parseLogEntryValueFast(value: unknown): LogEntryValue | null {
  const entry = record(value);
  if (entry === null || typeof entry.body !== 'string') return null;
  const bytes = decodeBase64(entry.body);
  const integratedTime = uint64(entry.integratedTime);
  const logID = hexHash(entry.logID);
  const logIndex = uint64(entry.logIndex);
  if (bytes === null || integratedTime === null || logID === null || logIndex === null) return null;
  const parsed: LogEntryValue = { body: { text: entry.body, bytes }, integratedTime, logID, logIndex };
  if (entry.verification !== undefined) {
    const verification = verificationOf(entry.verification);
    if (verification === null) return null;
    parsed.verification = verification;
  }
  return parsed;
}
