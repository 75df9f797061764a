// signer-identity: who signed, against the operator's policy, as cosign's --certificate-identity(-regexp) and
// --certificate-oidc-issuer(-regexp) (sigstore/cosign:pkg/cosign/verify.go, validateCertIdentity) and
// sigstore-js's policy (sigstore/sigstore-js:packages/verify/src/policy.ts). Only run when a policy is given.
import { AsnConvert } from '@peculiar/asn1-schema';
import { DirectoryString } from '@peculiar/asn1-x509';
import type { Check, SignerPolicy } from '../../../src-shared/contract/schemas/verification';
import type { ParsedBundle } from './bundle-parse';
import { bundleCheck, leafOf, publicKeyBundleDetail } from './check';
import type { Certificate } from './x509';

/** Fulcio's OIDC issuer: .1.1 holds the raw issuer bytes (deprecated), .1.8 a DER UTF8String (sigstore/fulcio:docs/oid-info.md). */
const OID_ISSUER_V1 = '1.3.6.1.4.1.57264.1.1';
const OID_ISSUER_V2 = '1.3.6.1.4.1.57264.1.8';

/** True when the policy constrains nothing (then the check is not run at all). */
export function isEmptyPolicy(policy: SignerPolicy | undefined): boolean {
  return (
    policy === undefined ||
    (policy.identities.length === 0 &&
      policy.identityRegexps.length === 0 &&
      policy.issuers.length === 0 &&
      policy.issuerRegexps.length === 0)
  );
}

/**
 * The OIDC issuer Fulcio recorded, read as sigstore-js's getSigner does: the v2 extension when present,
 * else the legacy one. Throws when the v2 extension is not a DER string, so a garbled issuer never matches.
 */
export function fulcioIssuer(leaf: Certificate): string | null {
  const v2 = leaf.extensions.find((extension) => extension.oid === OID_ISSUER_V2);
  if (v2) return AsnConvert.parse(v2.value, DirectoryString).toString();
  const v1 = leaf.extensions.find((extension) => extension.oid === OID_ISSUER_V1);
  return v1 ? new TextDecoder('utf-8', { fatal: true }).decode(v1.value) : null;
}

/** What one side of the policy asks for, in words: "https://a or https://b or matching /^x$/". */
function describeWanted(values: readonly string[], patterns: readonly string[]): string {
  return [
    ...values.map((value) => `"${value}"`),
    ...patterns.map((pattern) => `a match of /${pattern}/`),
  ].join(' or ');
}

/** The first of `candidates` that equals a value or matches a pattern (unanchored, as cosign and sigstore-js). */
function firstMatch(
  candidates: readonly string[],
  values: readonly string[],
  patterns: readonly string[],
): string | undefined {
  const expressions = patterns.map((pattern) => new RegExp(pattern));
  return candidates.find(
    (candidate) => values.includes(candidate) || expressions.some((expression) => expression.test(candidate)),
  );
}

export function checkSignerIdentity(bundle: ParsedBundle, policy: SignerPolicy): Check {
  const leaf = leafOf(bundle);
  if (leaf === null) {
    return bundleCheck(
      'signer-identity',
      false,
      `${publicKeyBundleDetail(bundle).replace('not applicable: ', '')}, so it has no signer identity to hold to the policy; verify it with its key instead`,
    );
  }
  const sans = leaf.subjectAltNames.map(({ value }) => value);
  const issuer = fulcioIssuer(leaf);
  const has = `the certificate's identity is ${sans.length > 0 ? sans.map((san) => `"${san}"`).join(', ') : '(no SAN)'} from issuer ${issuer === null ? '(no Fulcio issuer extension)' : `"${issuer}"`}`;
  const problems: string[] = [];
  const parts: string[] = [];
  if (policy.identities.length > 0 || policy.identityRegexps.length > 0) {
    const wanted = describeWanted(policy.identities, policy.identityRegexps);
    const match = firstMatch(sans, policy.identities, policy.identityRegexps);
    if (match === undefined) problems.push(`the identity must be ${wanted}`);
    else parts.push(`identity "${match}" is ${wanted}`);
  }
  if (policy.issuers.length > 0 || policy.issuerRegexps.length > 0) {
    const wanted = describeWanted(policy.issuers, policy.issuerRegexps);
    const match = issuer === null ? undefined : firstMatch([issuer], policy.issuers, policy.issuerRegexps);
    if (match === undefined) problems.push(`the issuer must be ${wanted}`);
    else parts.push(`issuer "${match}" is ${wanted}`);
  }
  if (problems.length > 0) {
    return bundleCheck(
      'signer-identity',
      false,
      `${has}, but ${problems.join(' and ')}: this bundle was not signed by a required signer`,
    );
  }
  return bundleCheck('signer-identity', true, `${parts.join('; ')}`);
}
