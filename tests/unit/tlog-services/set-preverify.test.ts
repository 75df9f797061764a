import { generateKeyPairSync, sign } from 'node:crypto';
import canonicalize from 'canonicalize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeVerifyCrypto } from '../../../src-main/services/crypto/node-verify-crypto';
import {
  PreverifiedSignatures,
  verifyOnThreadPool,
} from '../../../src-main/services/crypto/preverified-signatures';
import type { ServedEntry } from '../../../src-main/services/tlog/rekor-api';
import { preverifySets, setSignatureJob } from '../../../src-main/services/tlog/set-preverify';
import { toHex } from '../../../src-main/verification/tlog/encoding';
import { hashLeaf } from '../../../src-main/verification/tlog/rfc6962';
import { useVerifyCrypto, verifyCrypto, type VerifyCrypto } from '../../../src-main/verification/tlog/crypto';
import { trustedKeyFromPem, verifyKeyOf } from '../../../src-main/verification/tlog/keys';
import { verifyLogEntry } from '../../../src-main/verification/tlog/log-entry';
import { EMPTY_TRUST, type TrustSet } from '../../../src-main/verification/tlog/trust-types';

function newLog() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const key = trustedKeyFromPem(pem, { name: 'test-log', source: 'pem' });
  const trust: TrustSet = { ...EMPTY_TRUST, tlogs: [key] };
  return { privateKey, key, trust, logID: toHex(key.logId) };
}

let previous: VerifyCrypto;
beforeAll(() => {
  previous = useVerifyCrypto(nodeVerifyCrypto);
});
afterAll(() => {
  useVerifyCrypto(previous);
});

/** A LogEntry with a SET and no inclusion proof (a SET alone vouches for it). */
function served(log: ReturnType<typeof newLog>, logIndex: number): ServedEntry {
  const bodyBytes = new TextEncoder().encode(
    JSON.stringify({ apiVersion: '0.0.1', kind: 'hashedrekord', spec: { n: logIndex } }),
  );
  const body = Buffer.from(bodyBytes).toString('base64');
  const integratedTime = 1_700_000_000 + logIndex;
  const payload = canonicalize({ body, integratedTime, logID: log.logID, logIndex })!;
  const set = sign('sha256', Buffer.from(payload), log.privateKey).toString('base64');
  const entry = {
    body,
    integratedTime,
    logID: log.logID,
    logIndex,
    verification: { signedEntryTimestamp: set },
  };
  const entryId = toHex(hashLeaf(bodyBytes));
  return { entryId, entry, json: { [entryId]: entry } };
}

describe('PreverifiedSignatures', () => {
  it('remembers exactly the triples OpenSSL accepted', async () => {
    const log = newLog();
    const job = setSignatureJob(served(log, 3).entry, log.trust)!;
    const signatures = new PreverifiedSignatures();
    expect(await signatures.check(job.key, job.message, job.signature)).toBe(true);
    expect(signatures.has(job.key, job.message, job.signature)).toBe(true);
    const flipped = job.message.slice();
    flipped[10] = flipped[10]! ^ 1;
    expect(signatures.has(job.key, flipped, job.signature)).toBe(false);
    const other = verifyKeyOf(newLog().key);
    expect(signatures.has(other, job.message, job.signature)).toBe(false);
    const badSignature = job.signature.slice();
    badSignature[badSignature.length - 1] = badSignature.at(-1)! ^ 1;
    expect(signatures.has(job.key, job.message, badSignature)).toBe(false);
    expect(await signatures.check(job.key, job.message, badSignature)).toBe(false);
    expect(signatures.has(job.key, job.message, badSignature)).toBe(false);
    expect(await signatures.check(job.key, flipped, job.signature)).toBe(false);
  });

  it('answers as the synchronous primitives do, and never throws on garbage', async () => {
    const job = setSignatureJob(served(newLog(), 1).entry, newLog().trust);
    expect(job).toBeNull(); // signed by another log: nothing the core would verify
    const log = newLog();
    const good = setSignatureJob(served(log, 1).entry, log.trust)!;
    expect(await verifyOnThreadPool(good.key, good.message, good.signature)).toBe(
      nodeVerifyCrypto.verify(good.key, good.message, good.signature),
    );
    expect(await verifyOnThreadPool(good.key, good.message, new Uint8Array([1, 2, 3]))).toBe(false);
    expect(
      await verifyOnThreadPool({ ...good.key, spki: new Uint8Array(4) }, good.message, good.signature),
    ).toBe(false);
  });

  it('uses remembered signatures only inside apply, and restores the primitives even on a throw', async () => {
    const log = newLog();
    const entry = served(log, 5);
    const signatures = await preverifySets([entry], log.trust);
    let calls = 0;
    const counting: VerifyCrypto = {
      ...nodeVerifyCrypto,
      verify: (...args) => {
        calls++;
        return nodeVerifyCrypto.verify(...args);
      },
    };
    const before = useVerifyCrypto(counting);
    try {
      expect(signatures.apply(() => verifyLogEntry(entry.json, log.trust).tlog)).toBe('pass');
      expect(calls).toBe(0);
      expect(verifyLogEntry(entry.json, log.trust).tlog).toBe('pass');
      expect(calls).toBe(1);
      expect(() =>
        signatures.apply(() => {
          throw new Error('boom');
        }),
      ).toThrow('boom');
      expect(verifyCrypto()).toBe(counting);
    } finally {
      useVerifyCrypto(before);
    }
  });
});

describe('preverifySets', () => {
  it('leaves every verdict as it was: a tampered SET, time or key still fails', async () => {
    const log = newLog();
    const good = served(log, 7);
    const lateTime = served(log, 8);
    (lateTime.json[lateTime.entryId] as { integratedTime: number }).integratedTime += 1;
    lateTime.entry.integratedTime! += 1;
    const otherLog = newLog();
    const foreign = served(otherLog, 9);
    const batch = [good, lateTime, foreign];
    const signatures = await preverifySets(batch, log.trust);
    const verdicts = signatures.apply(() => batch.map((s) => verifyLogEntry(s.json, log.trust)));
    expect(verdicts.map((r) => r.tlog)).toEqual(['pass', 'fail', 'fail']);
    expect(verdicts[1]!.checks.find((c) => c.name === 'set')?.ok).toBe(false);
    expect(verdicts[2]!.checks.find((c) => c.name === 'set')?.ok).toBe(false);
    expect(batch.map((s) => verifyLogEntry(s.json, log.trust).tlog)).toEqual(['pass', 'fail', 'fail']);
  });

  it('skips entries the core would not check a SET for', () => {
    const log = newLog();
    const entry = served(log, 2).entry;
    expect(setSignatureJob({ ...entry, verification: {} }, log.trust)).toBeNull();
    expect(setSignatureJob({ ...entry, integratedTime: undefined }, log.trust)).toBeNull();
    expect(
      setSignatureJob({ ...entry, verification: { signedEntryTimestamp: 'not base64!' } }, log.trust),
    ).toBeNull();
    expect(setSignatureJob(entry, EMPTY_TRUST)).toBeNull();
  });
});
