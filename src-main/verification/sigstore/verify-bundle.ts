// The full-bundle verdict of a Sigstore bundle, kept apart from the transparency-log verdict: who
// signed (certificate chain and validity at the signing time), what was signed (signature, artifact)
// and when (RFC 3161 time-stamps). The log checks (SET, inclusion, checkpoint) live in src-main/verification/tlog
// and hand over the integrated times they verified. What "full bundle" covers follows
// sigstore/sigstore-js:packages/verify/src/verifier.ts, minus SCTs; the identity policy only when one is given.
import { BUNDLE_CHECK_NAMES, type Check } from '../../../src-shared/contract/schemas/verification';
import type { TrustSet } from '../tlog/trust-types';
import { parseBundle, type ParsedBundle } from './bundle-parse';
import { checkArtifact } from './check-artifact';
import { checkCertificateChain, checkCertificateValidity } from './check-certificate';
import { checkLogBody } from './check-log-body';
import { checkSignature } from './check-signature';
import { checkTimestamps } from './check-timestamps';
import { bundleCheck, guarded, type BundleVerifyOptions } from './check';
import { describeKey, parsePublicKey } from './public-key';
import { checkSignerIdentity, isEmptyPolicy } from './signer-identity';
import { collectSigningTimes } from './signing-time';
import { errorMessage, plural } from './text';
import { describeCertificate } from './x509';

function describeFormat(bundle: ParsedBundle): string {
  let signer: string;
  if (bundle.key.kind === 'certificate') {
    let keyText: string;
    try {
      keyText = describeKey(parsePublicKey(bundle.key.leaf.spki).key);
    } catch (error) {
      keyText = `unsupported key (${errorMessage(error)})`;
    }
    signer = `signing certificate ${describeCertificate(bundle.key.leaf)} with an ${keyText} key`;
  } else {
    signer = `public key hint "${bundle.key.hint}"`;
  }
  const content =
    bundle.content.kind === 'dsse'
      ? `DSSE envelope with payload type "${bundle.content.payloadType}"`
      : `message signature over a ${bundle.content.hashName} digest`;
  return `v${bundle.version} bundle (${bundle.mediaType}): ${signer}; ${content}; ${plural(bundle.timestamps.length, 'RFC 3161 time-stamp')}`;
}

/**
 * Verifies everything in a Sigstore bundle except its transparency-log entries. Never throws: a
 * malformed bundle gives `bundle-format` false with the reason and the other checks not applicable.
 */
export function verifyBundleContent(
  bundle: unknown,
  trust: TrustSet,
  options: BundleVerifyOptions = {},
): Check[] {
  let parsed: ReturnType<typeof parseBundle>;
  try {
    parsed = parseBundle(bundle);
  } catch (error) {
    parsed = { ok: false, reason: errorMessage(error) };
  }
  const policy = isEmptyPolicy(options.signerPolicy) ? null : options.signerPolicy!;
  if (!parsed.ok) {
    const names = [...BUNDLE_CHECK_NAMES, ...(policy ? (['signer-identity'] as const) : [])];
    return names.map((name) =>
      name === 'bundle-format'
        ? bundleCheck(name, false, `malformed bundle: ${parsed.reason}`)
        : bundleCheck(name, null, 'not checked: the bundle is malformed'),
    );
  }
  const parsedBundle = parsed.bundle;
  const now = options.now ?? new Date();
  const format = guarded('bundle-format', () =>
    bundleCheck('bundle-format', true, describeFormat(parsedBundle)),
  );
  const setAside = options.timestampPolicy === 'set-aside' && (options.integratedTimes ?? []).length > 0;
  let timestamps: ReturnType<typeof checkTimestamps>;
  try {
    timestamps = checkTimestamps(parsedBundle, trust, now, setAside);
  } catch (error) {
    timestamps = {
      check: bundleCheck('timestamp', false, `the check could not complete: ${errorMessage(error)}`),
      verified: [],
      anyFailed: true,
    };
  }
  const signing = collectSigningTimes(options.integratedTimes, timestamps.verified, now);
  return [
    format,
    guarded('certificate-chain', () => checkCertificateChain(parsedBundle, trust, signing)),
    guarded('certificate-validity', () =>
      checkCertificateValidity(parsedBundle, signing, timestamps.anyFailed),
    ),
    guarded('signature', () => checkSignature(parsedBundle, options)),
    guarded('artifact', () => checkArtifact(parsedBundle, options)),
    timestamps.check,
    guarded('log-body', () => checkLogBody(parsedBundle)),
    ...(policy ? [guarded('signer-identity', () => checkSignerIdentity(parsedBundle, policy))] : []),
  ];
}
