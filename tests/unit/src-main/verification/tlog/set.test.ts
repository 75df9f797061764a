import canonicalize from 'canonicalize';
import { describe, expect, it } from 'vitest';
import { fromBase64, fromHex } from '../../../../../src-main/verification/tlog/encoding';
import { setPayload, verifySet } from '../../../../../src-main/verification/tlog/set';
import {
  contextOf,
  flipBit,
  PRODUCTION,
  STAGING,
  testLogKey,
  trustFrom,
} from '../../../../support/tlog-verification';
import { fixtureJson } from '../../../../support/tlog-fixtures';

interface LogEntryValue {
  body: string;
  integratedTime: number;
  logID: string;
  logIndex: number;
  verification: { signedEntryTimestamp: string; inclusionProof?: { logIndex: number } };
}

function entry(path: string): LogEntryValue {
  return Object.values(fixtureJson<Record<string, LogEntryValue>>(path))[0]!;
}

function setInput(value: LogEntryValue) {
  return {
    bodyBase64: value.body,
    integratedTime: BigInt(value.integratedTime),
    logId: fromHex(value.logID),
    logIndex: BigInt(value.logIndex),
    signature: fromBase64(value.verification.signedEntryTimestamp),
  };
}

const jar = entry('entries/sigstore-java.jar-entry.prod-shard0.json');
const prodTrust = trustFrom(PRODUCTION);
const prod = contextOf(prodTrust);

describe('signed entry timestamps', () => {
  it('rebuilds the RFC 8785 payload Rekor signed', () => {
    const payload = setPayload(setInput(jar))!;
    expect(payload.startsWith(`{"body":"${jar.body.slice(0, 10)}`)).toBe(true);
    expect(payload.endsWith(`","integratedTime":1659719927,"logID":"${jar.logID}","logIndex":3120029}`)).toBe(
      true,
    );
  });

  it('writes the payload exactly as an RFC 8785 canonicaliser does', () => {
    const inputs = [
      setInput(jar),
      { ...setInput(jar), integratedTime: 0n, logIndex: BigInt(Number.MAX_SAFE_INTEGER) },
      { ...setInput(jar), bodyBase64: 'quote " backslash \\ tab \t \u2028 é \u{1F600} \u0001' },
    ];
    for (const input of inputs) {
      expect(setPayload(input)).toBe(
        canonicalize({
          body: input.bodyBase64,
          integratedTime: Number(input.integratedTime),
          logID: jar.logID,
          logIndex: Number(input.logIndex),
        }),
      );
    }
    expect(setPayload({ ...setInput(jar), logIndex: 2n ** 53n })).toBeNull();
  });

  it('verifies real SETs, signed over the global index', () => {
    expect(verifySet(setInput(jar), prod)).toMatchObject({ ok: true, key: { name: 'rekor.sigstore.dev' } });
    const staging = entry('entries/sigstore-java.entry-no-inclusion-proof.staging.json');
    expect(verifySet(setInput(staging), contextOf(trustFrom(STAGING))).ok).toBe(true);
    const sharded = entry('entries/derived.conformance.happy-path-v0.1.logentry.json');
    expect(verifySet(setInput(sharded), prod).ok).toBe(true);
    const shardIndex = BigInt(sharded.verification.inclusionProof!.logIndex);
    expect(verifySet({ ...setInput(sharded), logIndex: shardIndex }, prod)).toMatchObject({
      ok: false,
      detail: expect.stringContaining('the SET does not verify with rekor.sigstore.dev (c0d23d6a…)'),
    });
  });

  it('fails for an altered body, time or signature', () => {
    expect(verifySet({ ...setInput(jar), bodyBase64: jar.body.replace('eyJh', 'eyJi') }, prod).ok).toBe(
      false,
    );
    expect(verifySet({ ...setInput(jar), integratedTime: 1659719928n }, prod).ok).toBe(false);
    expect(verifySet({ ...setInput(jar), signature: flipBit(setInput(jar).signature, 200) }, prod).ok).toBe(
      false,
    );
  });

  it('chooses the key by logID and a validity window that contains integratedTime (end inclusive)', () => {
    const at = new Date(jar.integratedTime * 1000);
    const windowed = (validFrom: Date | null, validTo: Date | null) =>
      contextOf({ ...prodTrust, tlogs: prodTrust.tlogs.map((key) => ({ ...key, validFrom, validTo })) });
    expect(verifySet(setInput(jar), windowed(null, at)).ok).toBe(true);
    const expired = verifySet(setInput(jar), windowed(null, new Date(at.getTime() - 1000)));
    expect(expired.ok).toBe(false);
    expect(expired.detail).toContain('but its key was not valid at 2022-08-05T17:18:47.000Z');
    expect(verifySet({ ...setInput(jar), logId: new Uint8Array(32) }, prod).detail).toBe(
      'cannot check the SET: no trusted log has logID 0000000000000000000000000000000000000000000000000000000000000000',
    );
  });

  it('verifies payloads of any size and text, one after another (the encoding buffer is reused and grows)', () => {
    const log = testLogKey('p256', 'crafted');
    const inputs = [120, 40_000, 7, 9_000].map((size, i) => {
      const input = {
        bodyBase64: (i % 2 === 0 ? 'é\u{1F600}"' : 'A').repeat(size),
        integratedTime: 1_700_000_000n + BigInt(i),
        logId: log.key.logId,
        logIndex: BigInt(i),
      };
      return { ...input, signature: log.sign(setPayload(input)!) };
    });
    for (const input of inputs) expect(verifySet(input, contextOf(log.trust)).ok).toBe(true);
    // Each signature belongs to its own payload: checked after a larger one was encoded, none passes for another.
    expect(verifySet({ ...inputs[2]!, signature: inputs[0]!.signature }, contextOf(log.trust)).ok).toBe(
      false,
    );
    expect(verifySet({ ...inputs[0]!, signature: inputs[1]!.signature }, contextOf(log.trust)).ok).toBe(
      false,
    );
    expect(verifySet(inputs[2]!, contextOf(log.trust)).ok).toBe(true);
  });
});
