import { verify } from 'node:crypto';
import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import type { StoredEntry } from '../../../../../../apps/sandbox/services/tlog/entry-records';
import { EntryTimestamps } from '../../../../../../apps/sandbox/services/tlog/entry-timestamps';
import { generateLogKey, type LogKey } from '../../../../../../apps/sandbox/services/tlog/log-identity';

const body = new TextEncoder().encode('{"apiVersion":"0.0.1","kind":"hashedrekord","spec":{}}');
const bodyBase64 = Buffer.from(body).toString('base64');
const entry = (): StoredEntry => ({
  logIndex: 7,
  integratedTime: 1_700_000_000,
  body,
  leafHash: new Uint8Array(32),
});

/** What a Rekor client checks (sigstore/rekor:pkg/verify/verify.go VerifySignedEntryTimestamp). */
function verifies(key: LogKey, set: string, logIndex: number): boolean {
  const payload = canonicalize({
    body: bodyBase64,
    integratedTime: 1_700_000_000,
    logID: key.logId,
    logIndex,
  })!;
  return verify('sha256', Buffer.from(payload), key.privateKey, Buffer.from(set, 'base64'));
}

describe('EntryTimestamps', () => {
  it('signs the canonical {body, integratedTime, logID, logIndex} once and serves that SET again', () => {
    const key = generateLogKey();
    const stored = entry();
    const timestamps = new EntryTimestamps();
    const set = timestamps.setFor(key, stored, bodyBase64, 7);
    expect(verifies(key, set, 7)).toBe(true);
    // ECDSA signatures are randomised: the same string back means it was not signed again.
    expect(timestamps.setFor(key, stored, bodyBase64, 7)).toBe(set);
  });

  it('signs again under another key (a rotated log) and for another index', () => {
    const [own, rotated] = [generateLogKey(), generateLogKey()];
    const stored = entry();
    const timestamps = new EntryTimestamps();
    const first = timestamps.setFor(own, stored, bodyBase64, 7);
    const underRotated = timestamps.setFor(rotated, stored, bodyBase64, 7);
    expect(verifies(rotated, underRotated, 7)).toBe(true);
    expect(verifies(own, underRotated, 7)).toBe(false);
    const back = timestamps.setFor(own, stored, bodyBase64, 7);
    expect(verifies(own, back, 7)).toBe(true);
    expect(back).not.toBe(first);
    expect(verifies(own, timestamps.setFor(own, stored, bodyBase64, 8), 8)).toBe(true);
  });

  it('keeps SETs per stored entry: an equal entry of a reopened log is signed afresh', () => {
    const key = generateLogKey();
    const timestamps = new EntryTimestamps();
    const set = timestamps.setFor(key, entry(), bodyBase64, 7);
    const again = timestamps.setFor(key, entry(), bodyBase64, 7);
    expect(again).not.toBe(set);
    expect(verifies(key, again, 7)).toBe(true);
  });
});
