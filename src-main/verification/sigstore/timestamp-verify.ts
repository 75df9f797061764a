// Verifies one RFC 3161 time-stamp of a bundle signature against the trusted timestamp authorities,
// as sigstore/sigstore-js:packages/verify/src/timestamp/tsa.ts does: the token's signer must be the
// signing certificate (first in the chain) of a trusted TSA whose validity window holds genTime.
import { id_ct_tstInfo } from '@peculiar/asn1-tsp';
import type { TrustedAuthority } from '../tlog/trust-types';
import { validateCertificatePath } from './cert-path';
import { parseTrustedCertificate } from './certificate-links';
import { bytesEqual, digest, HASH_LABELS } from './hashes';
import { parsePublicKey } from './public-key';
import { parseTimestamp, type SignerId, type TimeStampToken } from './rfc3161';
import { describeScheme, schemeFromOid, verifySignature } from './signature-verify';
import { errorMessage, formatTime, formatWindow, shortHex } from './text';
import { describeCertificate, type Certificate } from './x509';

export interface TimestampVerification {
  ok: boolean;
  /** The verified genTime; null when the time-stamp did not verify. */
  genTime: Date | null;
  detail: string;
}

/** Clock skew accepted between a TSA (or log) and this machine before a time counts as "in the future". */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

function describeSigner(signer: SignerId): string {
  return signer.kind === 'key-id'
    ? `key id ${shortHex(signer.keyId, 40)}`
    : `"${signer.issuerText}" serial ${shortHex(signer.serialNumber, 40)}`;
}

function signerMatches(signer: SignerId, certificate: Certificate): boolean {
  if (signer.kind === 'key-id') {
    return certificate.subjectKeyId !== null && bytesEqual(certificate.subjectKeyId, signer.keyId);
  }
  return (
    bytesEqual(certificate.issuer, signer.issuer) && bytesEqual(certificate.serialNumber, signer.serialNumber)
  );
}

/** The checks on the token itself, before any key is involved. */
function tokenProblem(token: TimeStampToken, signedBytes: Uint8Array, now: Date): string | null {
  if (token.eContentType !== id_ct_tstInfo)
    return `the signed content is ${token.eContentType}, not a TSTInfo`;
  if (token.imprintAlgorithm === null)
    return `unsupported message imprint algorithm ${token.imprintAlgorithmOid}`;
  // sigstore/protobuf-specs: the time-stamp request's message imprint is the hash of the signature bytes.
  if (!bytesEqual(digest(token.imprintAlgorithm, signedBytes), token.hashedMessage)) {
    return `its message imprint is not the ${HASH_LABELS[token.imprintAlgorithm]} of the bundle signature`;
  }
  if (token.contentTypeAttribute !== id_ct_tstInfo) {
    return 'the content-type signed attribute is missing or not id-ct-TSTInfo (RFC 5652 §11.1)';
  }
  if (token.digestAlgorithm === null) return `unsupported CMS digest algorithm ${token.digestAlgorithmOid}`;
  if (
    token.messageDigestAttribute === null ||
    !bytesEqual(digest(token.digestAlgorithm, token.tstInfo), token.messageDigestAttribute)
  ) {
    return 'the message-digest signed attribute does not match the TSTInfo (RFC 5652 §11.2)';
  }
  if (token.genTime.getTime() > now.getTime() + FUTURE_TOLERANCE_MS) {
    return `its genTime ${formatTime(token.genTime)} is in the future (now ${formatTime(now)})`;
  }
  return null;
}

type AuthorityOutcome = { ok: true; detail: string } | { ok: false; reason: string };

function verifyWithAuthority(
  token: TimeStampToken,
  authority: TrustedAuthority,
  leaf: Certificate,
): AuthorityOutcome {
  const fail = (reason: string): AuthorityOutcome => ({ ok: false, reason });
  const time = token.genTime;
  if (time < leaf.notBefore || time > leaf.notAfter) {
    return fail(
      `genTime is outside ${describeCertificate(leaf)}'s validity (${formatWindow(leaf.notBefore, leaf.notAfter)})`,
    );
  }
  const scheme = schemeFromOid(token.signatureAlgorithmOid, token.digestAlgorithm ?? undefined);
  if (scheme === null) return fail(`unsupported CMS signature algorithm ${token.signatureAlgorithmOid}`);
  const outcome = verifySignature(
    parsePublicKey(leaf.spki),
    scheme,
    { message: token.signedAttributes },
    token.signature,
  );
  if (outcome.status === 'unsupported') return fail(outcome.reason);
  if (outcome.status === 'invalid') {
    return fail(
      `the ${describeScheme(scheme)} CMS signature does not verify with ${describeCertificate(leaf)}`,
    );
  }
  const path = validateCertificatePath(leaf, [authority], [time], 'time-stamping');
  if (!path.ok) return fail(`TSA certificate path: ${path.reason}`);
  const chain = path.path.map(describeCertificate).join(' → ');
  return {
    ok: true,
    detail:
      `TSTInfo digest and ${describeScheme(scheme)} CMS signature verified with ${describeCertificate(leaf)} ` +
      `of timestamp authority "${authority.name}" (chain ${chain} valid at genTime)`,
  };
}

/**
 * Verifies the time-stamp `bytes` over `signedBytes` (the bundle's signature). Never throws.
 * Not checked: the ESS signing-certificate attribute (RFC 5035), nonce, policy and accuracy.
 */
export function verifyTimestamp(
  bytes: Uint8Array,
  signedBytes: Uint8Array,
  authorities: TrustedAuthority[],
  now: Date,
): TimestampVerification {
  let token: TimeStampToken;
  try {
    token = parseTimestamp(bytes);
  } catch (error) {
    return { ok: false, genTime: null, detail: `not an RFC 3161 time-stamp: ${errorMessage(error)}` };
  }
  const prefix = `genTime ${formatTime(token.genTime)}, signer ${describeSigner(token.signerId)}`;
  const fail = (reason: string): TimestampVerification => ({
    ok: false,
    genTime: null,
    detail: `${prefix}: ${reason}`,
  });
  try {
    const problem = tokenProblem(token, signedBytes, now);
    if (problem !== null) return fail(problem);
    const candidates: { authority: TrustedAuthority; leaf: Certificate }[] = [];
    for (const authority of authorities) {
      const first = authority.certChain[0];
      const leaf = first === undefined ? undefined : parseTrustedCertificate(first);
      if (leaf === undefined || leaf instanceof Error || !signerMatches(token.signerId, leaf)) continue;
      const inWindow =
        (authority.validFrom === null || authority.validFrom <= token.genTime) &&
        (authority.validTo === null || token.genTime <= authority.validTo);
      if (inWindow) candidates.push({ authority, leaf });
    }
    if (candidates.length === 0) {
      return fail(
        authorities.length === 0
          ? 'the trust material has no timestamp authorities'
          : 'no trusted timestamp authority valid at genTime has this signing certificate',
      );
    }
    const reasons: string[] = [];
    for (const { authority, leaf } of candidates) {
      const result = verifyWithAuthority(token, authority, leaf);
      if (result.ok) {
        const imprint = HASH_LABELS[token.imprintAlgorithm ?? 'sha256'];
        return {
          ok: true,
          genTime: token.genTime,
          detail: `${prefix}: message imprint is the ${imprint} of the bundle signature; ${result.detail}`,
        };
      }
      reasons.push(`"${authority.name}": ${result.reason}`);
    }
    return fail(reasons.join('; '));
  } catch (error) {
    return fail(errorMessage(error));
  }
}
