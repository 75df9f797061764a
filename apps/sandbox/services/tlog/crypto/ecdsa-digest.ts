// ECDSA verification over a digest the caller already has (hashedrekord signs the artifact's digest, and the
// log never sees the artifact). Node can only verify ECDSA over a message it hashes itself, and a pure-JS
// verify (noble) manages ~300/s here, far below what the log must take. So the two scalar multiplications
// run natively through ECDH, and only cheap field arithmetic runs in BigInt:
//
//   ECDSA accepts iff x(u1·G + u2·Q) ≡ r (mod n), with u1 = z/s, u2 = r/s.
//   Since u1·G + u2·Q = u2·(k·G + Q) with k = z/r, compute k·G natively (ECDH public key of k), add Q in
//   affine coordinates, then u2·(k·G + Q) natively (ECDH shared secret = its x coordinate).
//
// The BigInt inversions (1/(r·s) mod n, 1/(x_Q − x_kG) mod p; Lehmer's GCD, modular-arithmetic.ts) are the
// costliest BigInt work, so a batch of signatures shares them (Montgomery's trick: one per batch and modulus). The degenerate
// cases (k = 0, k·G = ±Q) are astronomically unlikely and fall back to noble.
import { createECDH } from 'node:crypto';
import { p256, p384, p521 } from '@noble/curves/nist.js';
import { bigIntToBytes, bytesToBigInt, invertAll, mod, writeBigInt } from './modular-arithmetic';

export type EcdsaCurveName = 'prime256v1' | 'secp384r1' | 'secp521r1';

export interface EcdsaDigestCheck {
  curve: EcdsaCurveName;
  /** Uncompressed public point: 0x04 ‖ x ‖ y. */
  point: Uint8Array;
  digest: Uint8Array;
  /** DER-encoded signature. */
  signature: Uint8Array;
}

interface CurveMath {
  p: bigint;
  n: bigint;
  /** Bytes of a field element / scalar. */
  bytes: number;
  nBits: number;
  ecdh: ReturnType<typeof createECDH>;
  noble: typeof p256;
}

const curves = new Map<EcdsaCurveName, CurveMath>();

function curve(name: EcdsaCurveName): CurveMath {
  let math = curves.get(name);
  if (!math) {
    const noble = { prime256v1: p256, secp384r1: p384, secp521r1: p521 }[name];
    const { p, n } = noble.Point.CURVE();
    math = { p, n, bytes: noble.Point.Fp.BYTES, nBits: n.toString(2).length, ecdh: createECDH(name), noble };
    curves.set(name, math);
  }
  return math;
}

/** FIPS 186-4 / RFC 6979 bits2int: the leftmost nBits of the digest. */
function digestToScalar(digest: Uint8Array, math: CurveMath): bigint {
  const excess = digest.length * 8 - math.nBits;
  const z = bytesToBigInt(digest);
  return excess > 0 ? z >> BigInt(excess) : z;
}

function fallback(math: CurveMath, check: EcdsaDigestCheck): boolean {
  return math.noble.verify(check.signature, check.digest, check.point, {
    prehash: false,
    lowS: false,
    format: 'der',
  });
}

interface Pending {
  index: number;
  r: bigint;
  s: bigint;
}

/** Verifies checks that share a curve; `results` is filled at each check's index. */
function verifyOnCurve(
  math: CurveMath,
  checks: readonly EcdsaDigestCheck[],
  indices: number[],
  results: boolean[],
): void {
  const { p, n, bytes, ecdh } = math;
  const pending: Pending[] = [];
  for (const index of indices) {
    try {
      const { r, s } = math.noble.Signature.fromBytes(checks[index]!.signature, 'der');
      if (r > 0n && r < n && s > 0n && s < n) pending.push({ index, r, s });
    } catch {
      // malformed DER: stays false
    }
  }
  const inverses = invertAll(
    pending.map(({ r, s }) => r * s),
    n,
  );
  const added: Array<{
    index: number;
    r: bigint;
    u2: bigint;
    gx: bigint;
    gy: bigint;
    qx: bigint;
    qy: bigint;
  }> = [];
  pending.forEach(({ index, r, s }, i) => {
    const check = checks[index]!;
    const k = mod(digestToScalar(check.digest, math) * s * inverses[i]!, n); // z/r
    const u2 = mod(r * r * inverses[i]!, n); // r/s
    const qx = bytesToBigInt(check.point.subarray(1, 1 + bytes));
    const qy = bytesToBigInt(check.point.subarray(1 + bytes));
    if (k === 0n) {
      results[index] = fallback(math, check);
      return;
    }
    ecdh.setPrivateKey(bigIntToBytes(k, bytes));
    const kG = ecdh.getPublicKey();
    const gx = bytesToBigInt(kG.subarray(1, 1 + bytes));
    if (gx === qx) {
      results[index] = fallback(math, check);
      return;
    }
    added.push({ index, r, u2, gx, gy: bytesToBigInt(kG.subarray(1 + bytes)), qx, qy });
  });
  const slopes = invertAll(
    added.map(({ gx, qx }) => qx - gx),
    p,
  );
  added.forEach(({ index, r, u2, gx, gy, qx, qy }, i) => {
    // Affine addition S = k·G + Q, then x(u2·S) natively.
    const lambda = mod((qy - gy) * slopes[i]!, p);
    const sx = mod(lambda * lambda - gx - qx, p);
    const sy = mod(lambda * (gx - sx) - gy, p);
    ecdh.setPrivateKey(bigIntToBytes(u2, bytes));
    const point = Buffer.allocUnsafe(1 + 2 * bytes);
    point[0] = 4;
    writeBigInt(sx, point, 1, bytes);
    writeBigInt(sy, point, 1 + bytes, bytes);
    results[index] = mod(bytesToBigInt(ecdh.computeSecret(point)), n) === r;
  });
}

/** Verifies many checks at once; false for a malformed or wrong signature. */
export function verifyEcdsaDigests(checks: readonly EcdsaDigestCheck[]): boolean[] {
  const results = checks.map(() => false);
  const byCurve = new Map<EcdsaCurveName, number[]>();
  checks.forEach((check, i) => {
    const list = byCurve.get(check.curve);
    if (list) list.push(i);
    else byCurve.set(check.curve, [i]);
  });
  for (const [name, indices] of byCurve) verifyOnCurve(curve(name), checks, indices, results);
  return results;
}

/** Collects checks instead of running them while `deferred` is set (see withDeferredEcdsa). */
let deferred: EcdsaDigestCheck[] | undefined;

export function verifyEcdsaDigest(
  curveName: EcdsaCurveName,
  publicPoint: Uint8Array,
  digest: Uint8Array,
  derSignature: Uint8Array,
): boolean {
  const check = { curve: curveName, point: publicPoint, digest, signature: derSignature };
  if (deferred) {
    deferred.push(check);
    return true;
  }
  return verifyEcdsaDigests([check])[0]!;
}

/**
 * Runs `task` with ECDSA digest checks recorded and assumed to pass; the caller verifies them all at
 * once afterwards and re-runs the task without deferral if any failed (so failures keep their message).
 */
export function withDeferredEcdsa<T>(task: () => T): { value: T; checks: EcdsaDigestCheck[] } {
  const checks: EcdsaDigestCheck[] = [];
  const outer = deferred;
  deferred = checks;
  try {
    return { value: task(), checks };
  } finally {
    deferred = outer;
  }
}
