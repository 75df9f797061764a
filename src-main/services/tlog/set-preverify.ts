// The SETs of a batch of served entries, checked on the thread pool before the batch is verified (see
// preverified-signatures.ts). The message is built by the verification core's own functions (set.ts); if
// it differed from what the core checks, the core would simply verify that SET itself.
import { fromHex, utf8Encode } from '../../verification/tlog/encoding';
import { decodeBase64 } from '../../verification/tlog/base64';
import type { VerifyKey } from '../../verification/tlog/crypto';
import { verifyKeyOf } from '../../verification/tlog/keys';
import { matchLogKey, setPayload } from '../../verification/tlog/set';
import type { TrustSet } from '../../verification/tlog/trust-types';
import { PreverifiedSignatures } from '../crypto/preverified-signatures';
import type { ServedEntry } from './rekor-api';

interface SignatureJob {
  key: VerifyKey;
  message: Uint8Array;
  signature: Uint8Array;
}

/** The key, signed bytes and signature of an entry's SET; null when there is nothing the core would verify. */
export function setSignatureJob(entry: ServedEntry['entry'], trust: TrustSet): SignatureJob | null {
  const set = entry.verification?.signedEntryTimestamp;
  if (set === undefined || entry.integratedTime === undefined) return null;
  const signature = decodeBase64(set);
  if (signature === null) return null;
  const logId = fromHex(entry.logID);
  const match = matchLogKey(trust, logId, new Date(entry.integratedTime * 1000));
  if (!match.ok || match.key === null) return null;
  const payload = setPayload({
    bodyBase64: entry.body,
    integratedTime: BigInt(entry.integratedTime),
    logId,
    logIndex: BigInt(entry.logIndex),
  });
  if (payload === null) return null;
  return { key: verifyKeyOf(match.key), message: utf8Encode(payload), signature };
}

/** Every SET of `batch` that verifies, checked off the main thread. */
export async function preverifySets(
  batch: readonly ServedEntry[],
  trust: TrustSet,
): Promise<PreverifiedSignatures> {
  const signatures = new PreverifiedSignatures();
  await Promise.all(
    batch.map((served) => {
      const job = setSignatureJob(served.entry, trust);
      return job === null ? false : signatures.check(job.key, job.message, job.signature);
    }),
  );
  return signatures;
}
