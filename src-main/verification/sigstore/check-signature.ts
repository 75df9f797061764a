// signature: the bundle's signature verifies with the signing certificate's key, over the artifact
// (message signatures) or over PAE(payloadType, payload) (DSSE, secure-systems-lab/dsse:protocol.md).
import type { Check } from '../../../src-shared/contract/schemas/verification';
import type { BundleContent, ParsedBundle } from './bundle-parse';
import { bundleCheck, leafOf, publicKeyBundleDetail, type BundleVerifyOptions } from './check';
import { preAuthEncoding } from './dsse';
import { HASH_LABELS } from './hashes';
import { describeKey, parsePublicKey, type PublicKey } from './public-key';
import { describeScheme, verifySignature, type SignatureScheme, type SignedInput } from './signature-verify';
import { errorMessage, plural } from './text';

type MessageContent = Extract<BundleContent, { kind: 'message-signature' }>;

function schemeFor(key: PublicKey, messageHash: MessageContent['hash'] | null): SignatureScheme {
  if (key.kind === 'ed25519') return { scheme: 'ed25519' };
  if (key.kind === 'rsa') return { scheme: 'rsa-pkcs1', hash: messageHash ?? 'sha256' };
  // DSSE has no digest field: the key's curve decides, as in the Sigstore key details (PKIX_ECDSA_P384_SHA_384).
  return { scheme: 'ecdsa', hash: messageHash ?? (key.curve === 'P-384' ? 'sha384' : 'sha256') };
}

/** What the message signature is checked over and how the detail says it, or why it cannot be checked. */
function messageInput(
  content: MessageContent,
  key: PublicKey,
  options: BundleVerifyOptions,
): { input: SignedInput; what: string } | { notApplicable: string } {
  if (options.artifact) {
    return {
      input: { message: options.artifact },
      what: `the artifact (${plural(options.artifact.length, 'byte')})`,
    };
  }
  if (key.kind === 'ed25519') {
    return {
      notApplicable:
        'no artifact given: an Ed25519 signature covers the whole artifact (RFC 8032 §5.1.6), so it cannot be checked against a digest',
    };
  }
  if (options.artifactDigest) {
    if (content.hash !== 'sha256') {
      return {
        notApplicable: `the given artifact digest is SHA-256 but the bundle signed a ${HASH_LABELS[content.hash]} digest`,
      };
    }
    return { input: { digest: options.artifactDigest.digest }, what: 'the given SHA-256 artifact digest' };
  }
  return {
    input: { digest: content.digest },
    what: `the bundle's ${HASH_LABELS[content.hash]} message digest only (no artifact given)`,
  };
}

export function checkSignature(bundle: ParsedBundle, options: BundleVerifyOptions): Check {
  const leaf = leafOf(bundle);
  if (leaf === null) {
    return bundleCheck(
      'signature',
      null,
      `${publicKeyBundleDetail(bundle)}; the trust material carries no signer keys, so the signature was not checked`,
    );
  }
  let key: PublicKey;
  try {
    key = parsePublicKey(leaf.spki);
  } catch (error) {
    return bundleCheck(
      'signature',
      false,
      `the signing certificate's key cannot be used: ${errorMessage(error)}`,
    );
  }
  const { content } = bundle;
  let input: SignedInput;
  let what: string;
  let scheme: SignatureScheme;
  if (content.kind === 'dsse') {
    input = { message: preAuthEncoding(content.payloadType, content.payload) };
    what = `PAE("${content.payloadType}", ${plural(content.payload.length, 'byte')} payload)`;
    scheme = schemeFor(key, null);
  } else {
    const chosen = messageInput(content, key, options);
    if ('notApplicable' in chosen) return bundleCheck('signature', null, chosen.notApplicable);
    ({ input, what } = chosen);
    scheme = schemeFor(key, content.hash);
  }
  const outcome = verifySignature(key, scheme, input, content.signature);
  const keyText = `the signing certificate's ${describeKey(key.key)} key`;
  if (outcome.status === 'unsupported')
    return bundleCheck('signature', false, `cannot verify: ${outcome.reason}`);
  if (outcome.status === 'invalid') {
    return bundleCheck(
      'signature',
      false,
      `the ${describeScheme(scheme)} signature over ${what} does not verify with ${keyText}`,
    );
  }
  return bundleCheck(
    'signature',
    true,
    `${describeScheme(scheme)} signature over ${what} verified with ${keyText}`,
  );
}
