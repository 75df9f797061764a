// timestamp: every RFC 3161 time-stamp in timestampVerificationData verifies; verified genTimes
// become signing times for the certificate checks. A bad or duplicated time-stamp fails the bundle
// when it would be the only source of time (Rekor v2), as in sigstore/sigstore-js:packages/verify/src/verifier.ts.
// With the 'set-aside' policy, when the log's verified integrated time already dates the signature,
// unverifiable time-stamps are reported and set aside instead, as sigstore/sigstore-python does.
import type { Check } from '../../../src-shared/contract/schemas/verification';
import type { TrustSet } from '../tlog/trust-types';
import type { ParsedBundle } from './bundle-parse';
import { bundleCheck } from './check';
import { bytesEqual } from './hashes';
import { verifyTimestamp } from './timestamp-verify';

export interface TimestampsOutcome {
  check: Check;
  /** genTimes of the time-stamps that verified, with their position in the bundle. */
  verified: { index: number; time: Date }[];
  /** Whether the bundle had time-stamps that did not verify. */
  anyFailed: boolean;
}

const NOT_CHECKED =
  'not checked: the ESS signing-certificate attribute (RFC 5035), nonce, policy and accuracy';

export function checkTimestamps(
  bundle: ParsedBundle,
  trust: TrustSet,
  now: Date,
  setAsideFailures = false,
): TimestampsOutcome {
  if (bundle.timestamps.length === 0) {
    return {
      check: bundleCheck('timestamp', null, 'not applicable: the bundle carries no RFC 3161 time-stamps'),
      verified: [],
      anyFailed: false,
    };
  }
  const lines: string[] = [];
  const verified: TimestampsOutcome['verified'] = [];
  let anyFailed = false;
  for (const [index, bytes] of bundle.timestamps.entries()) {
    const label = `time-stamp ${index + 1}`;
    const earlier = bundle.timestamps.findIndex((other) => bytesEqual(other, bytes));
    if (earlier < index) {
      anyFailed = true;
      lines.push(`${label}: duplicates time-stamp ${earlier + 1}, so it cannot count as a second source`);
      continue;
    }
    const result = verifyTimestamp(bytes, bundle.signatureBytes, trust.timestampAuthorities, now);
    if (result.ok && result.genTime) verified.push({ index, time: result.genTime });
    else anyFailed = true;
    lines.push(`${label}: ${result.ok ? 'verified, ' : 'FAILED, '}${result.detail}`);
  }
  const detail = `${lines.join('; ')}; ${NOT_CHECKED}`;
  if (anyFailed && setAsideFailures) {
    const setAside = `set aside: ${verified.length === 0 ? 'no time-stamp' : 'not every time-stamp'} verified against the trusted timestamp authorities, and the transparency log's verified integrated time dates the signature instead; ${detail}`;
    return { check: bundleCheck('timestamp', null, setAside), verified, anyFailed: false };
  }
  return { check: bundleCheck('timestamp', !anyFailed, detail), verified, anyFailed };
}
