// Signed entry timestamps (SETs): ECDSA P-256 over the RFC 8785 canonical JSON of {body, integratedTime,
// logID, logIndex} (sigstore/rekor:pkg/api/entries.go signEntry). Rekor signs afresh on every response; the
// sandbox signs each entry once per key and serves that SET again, as it does for checkpoints
// (checkpoint-signer.ts): entries never change, so the SET it would sign covers the same bytes.
import { sign } from 'node:crypto';
import canonicalize from 'canonicalize';
import type { StoredEntry } from './entry-records';
import type { LogKey } from './log-identity';

interface SignedTimestamp {
  key: LogKey;
  logIndex: number;
  set: string;
}

function signEntryTimestamp(key: LogKey, entry: StoredEntry, bodyBase64: string, logIndex: number): string {
  const payload = canonicalize({
    body: bodyBase64,
    integratedTime: entry.integratedTime,
    logID: key.logId,
    logIndex,
  })!;
  return sign('sha256', Buffer.from(payload, 'utf8'), key.privateKey).toString('base64');
}

export class EntryTimestamps {
  // Keyed by the stored entry itself: a log that is reset or reopened holds new entries and so new SETs.
  private readonly signed = new WeakMap<StoredEntry, SignedTimestamp>();

  /** The base64 SET of `entry` (body `bodyBase64`, global index `logIndex`) under `key`, signed on first request. */
  setFor(key: LogKey, entry: StoredEntry, bodyBase64: string, logIndex: number): string {
    const cached = this.signed.get(entry);
    if (cached !== undefined && cached.key === key && cached.logIndex === logIndex) return cached.set;
    const set = signEntryTimestamp(key, entry, bodyBase64, logIndex);
    this.signed.set(entry, { key, logIndex, set });
    return set;
  }
}
