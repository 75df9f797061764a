// log-body: the transparency-log entry is about this bundle. A valid log entry paired with a
// different signature, certificate or artifact digest proves nothing about the bundle, so the
// entry's canonicalized body must carry the bundle's own signature, signer and digest — as
// sigstore/sigstore-js:packages/verify/src/tlog/index.ts (verifyTLogBody) requires.
import type { Check } from '../../../src-shared/contract/schemas/verification';
import { decodeBase64, fromHex, toHex } from '../tlog/encoding';
import type { ParsedBundle } from './bundle-parse';
import { bundleCheck } from './check';
import { bytesEqual, digest } from './hashes';
import { preAuthEncoding } from './dsse';
import { errorMessage } from './text';

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});
const b64 = (value: unknown): Uint8Array | null =>
  typeof value === 'string' ? decodeBase64(value, true) : null;

/** The DER inside a PEM block (bodies store keys and certificates as base64 of PEM). */
function pemToDer(pemBytes: Uint8Array | null): Uint8Array | null {
  if (!pemBytes) return null;
  const text = new TextDecoder().decode(pemBytes);
  const match = /-----BEGIN [A-Z ]+-----([\s\S]*?)-----END [A-Z ]+-----/.exec(text);
  return match ? decodeBase64(match[1]!.replace(/\s+/g, '')) : null;
}

interface BodyClaims {
  signatures: Uint8Array[];
  signers: Array<Uint8Array | null>;
  digest: { algorithm: string; value: Uint8Array } | null;
  /** hashedrekord records the digest of the signed bytes (the artifact, or a DSSE envelope's PAE); dsse and intoto the payload's. */
  digestOf: 'signed-bytes' | 'payload';
}

/** What the entry body claims, per kind and version (Rekor v1 pkg/types/*, Rekor v2 hashedrekord/dsse v0.0.2). */
function readClaims(body: Json): BodyClaims {
  const spec = obj(body.spec);
  const key = `${String(body.kind)}/${String(body.apiVersion)}`;
  switch (key) {
    case 'hashedrekord/0.0.1': {
      const signature = obj(spec.signature);
      const hash = obj(obj(spec.data).hash);
      return {
        signatures: [b64(signature.content)].filter((s): s is Uint8Array => s !== null),
        signers: [pemToDer(b64(obj(signature.publicKey).content))],
        digest: { algorithm: String(hash.algorithm), value: hexBytes(hash.value) },
        digestOf: 'signed-bytes',
      };
    }
    case 'hashedrekord/0.0.2': {
      const v2 = obj(spec.hashedRekordV002);
      const signature = obj(v2.signature);
      const verifier = obj(signature.verifier);
      const data = obj(v2.data);
      return {
        signatures: [b64(signature.content)].filter((s): s is Uint8Array => s !== null),
        signers: [b64(obj(verifier.x509Certificate).rawBytes) ?? b64(obj(verifier.publicKey).rawBytes)],
        digest: { algorithm: String(data.algorithm), value: b64(data.digest) ?? new Uint8Array() },
        digestOf: 'signed-bytes',
      };
    }
    case 'dsse/0.0.1': {
      const entries = Array.isArray(spec.signatures) ? spec.signatures.map(obj) : [];
      const payloadHash = obj(spec.payloadHash);
      return {
        signatures: entries.map((e) => b64(e.signature)).filter((s): s is Uint8Array => s !== null),
        signers: entries.map((e) => pemToDer(b64(e.verifier))),
        digest: { algorithm: String(payloadHash.algorithm), value: hexBytes(payloadHash.value) },
        digestOf: 'payload',
      };
    }
    case 'dsse/0.0.2': {
      const v2 = obj(spec.dsseV002);
      const entries = Array.isArray(v2.signatures) ? v2.signatures.map(obj) : [];
      const payloadHash = obj(v2.payloadHash);
      return {
        signatures: entries.map((e) => b64(e.content)).filter((s): s is Uint8Array => s !== null),
        signers: entries.map(
          (e) =>
            b64(obj(obj(e.verifier).x509Certificate).rawBytes) ??
            b64(obj(obj(e.verifier).publicKey).rawBytes),
        ),
        digest: {
          algorithm: String(payloadHash.algorithm),
          value: b64(payloadHash.digest) ?? new Uint8Array(),
        },
        digestOf: 'payload',
      };
    }
    case 'intoto/0.0.2': {
      const content = obj(spec.content);
      const entries = Array.isArray(obj(content.envelope).signatures)
        ? (obj(content.envelope).signatures as unknown[]).map(obj)
        : [];
      const payloadHash = obj(content.payloadHash);
      return {
        // intoto 0.0.2 stores each signature base64-encoded once more.
        signatures: entries
          .map((e) => b64(new TextDecoder().decode(b64(e.sig) ?? new Uint8Array())))
          .filter((s): s is Uint8Array => s !== null),
        signers: entries.map((e) => pemToDer(b64(e.publicKey))),
        digest: { algorithm: String(payloadHash.algorithm), value: hexBytes(payloadHash.value) },
        digestOf: 'payload',
      };
    }
    default:
      throw new Error(`entries of kind ${key} cannot be matched to a bundle`);
  }
}

function hexBytes(value: unknown): Uint8Array {
  return typeof value === 'string' && /^([0-9a-f]{2})*$/i.test(value) ? fromHex(value) : new Uint8Array();
}

/** Hash names as bodies write them (Rekor v1 lower case, Rekor v2 protobuf enum) → one spelling. */
function normalizeHashName(name: string): string {
  return (
    ({ SHA2_256: 'sha256', SHA2_384: 'sha384', SHA2_512: 'sha512' } as Record<string, string>)[name] ??
    name.toLowerCase()
  );
}

/** Compares one log entry body with the bundle it came in. */
export function checkLogBody(bundle: ParsedBundle): Check {
  const canonicalizedBody = bundle.logBody;
  if (!canonicalizedBody)
    return bundleCheck('log-body', null, 'not applicable: the bundle has no transparency-log entry');
  let claims: BodyClaims;
  try {
    claims = readClaims(JSON.parse(new TextDecoder().decode(canonicalizedBody)) as Json);
  } catch (error) {
    return bundleCheck('log-body', false, `the log entry body cannot be read: ${errorMessage(error)}`);
  }
  const problems: string[] = [];
  if (!claims.signatures.some((s) => bytesEqual(s, bundle.signatureBytes))) {
    problems.push("the entry does not carry the bundle's signature");
  }
  if (bundle.key.kind === 'certificate') {
    const leaf = bundle.key.leaf.der;
    if (!claims.signers.some((s) => s !== null && bytesEqual(s, leaf)))
      problems.push('the entry names a different signing certificate');
  }
  const expected =
    bundle.content.kind === 'message-signature'
      ? { algorithm: bundle.content.hash as string, value: bundle.content.digest, what: 'artifact' }
      : claims.digestOf === 'payload'
        ? { algorithm: 'sha256', value: digest('sha256', bundle.content.payload), what: 'payload' }
        : {
            algorithm: 'sha256',
            value: digest('sha256', preAuthEncoding(bundle.content.payloadType, bundle.content.payload)),
            what: 'envelope (PAE)',
          };
  const claimed = claims.digest;
  const what = expected.what;
  if (!claimed || normalizeHashName(claimed.algorithm) !== expected.algorithm) {
    problems.push(
      `the entry's ${what} digest is ${claimed?.algorithm ?? 'missing'}, the bundle's is ${expected.algorithm}`,
    );
  } else if (!bytesEqual(claimed.value, expected.value)) {
    problems.push(
      `the entry's ${what} digest ${toHex(claimed.value).slice(0, 16)}… differs from the bundle's ${toHex(expected.value).slice(0, 16)}…`,
    );
  }
  return problems.length === 0
    ? bundleCheck('log-body', true, 'the log entry records this bundle: same signature, signer and digest')
    : bundleCheck('log-body', false, problems.join('; '));
}
