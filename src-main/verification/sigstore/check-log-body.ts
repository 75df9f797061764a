// log-body: the transparency-log entry is about this bundle. A valid log entry paired with a
// different signature, certificate or artifact digest proves nothing about the bundle, so the
// entry's canonicalized body must carry the bundle's own signature, signer and digest — as
// sigstore/sigstore-js:packages/verify/src/tlog/index.ts (verifyTLogBody) requires.
import type { Check } from '../../../src-shared/contract/schemas/verification';
import { decodeBase64, fromHex, toHex } from '../tlog/encoding';
import { at, list, readEntryBody, type EntryBody } from '../tlog/entry-body';
import type { ParsedBundle } from './bundle-parse';
import { bundleCheck } from './check';
import { bytesEqual, digest } from './hashes';
import { preAuthEncoding } from './dsse';
import { errorMessage } from './text';

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

const present = (values: Array<Uint8Array | null>) => values.filter((v): v is Uint8Array => v !== null);
const b64At = (node: unknown, path: string) => b64(at(node, path));
/** A Rekor v2 verifier: the certificate's or the key's DER. */
const v2Signer = (verifier: unknown) =>
  b64At(verifier, 'x509Certificate.rawBytes') ?? b64At(verifier, 'publicKey.rawBytes');

/** What the entry body claims, per kind and version (Rekor v1 pkg/types/*, Rekor v2 hashedrekord/dsse v0.0.2). */
function readClaims(body: EntryBody): BodyClaims {
  const { spec } = body;
  const key = `${body.kind}/${body.apiVersion ?? '(no apiVersion)'}`;
  switch (key) {
    case 'hashedrekord/0.0.1':
      return {
        signatures: present([b64At(spec, 'signature.content')]),
        signers: [pemToDer(b64At(spec, 'signature.publicKey.content'))],
        digest: hexDigest(at(spec, 'data.hash')),
        digestOf: 'signed-bytes',
      };
    case 'hashedrekord/0.0.2':
      return {
        signatures: present([b64At(spec, 'hashedRekordV002.signature.content')]),
        signers: [v2Signer(at(spec, 'hashedRekordV002.signature.verifier'))],
        digest: {
          algorithm: String(at(spec, 'hashedRekordV002.data.algorithm')),
          value: b64At(spec, 'hashedRekordV002.data.digest') ?? new Uint8Array(),
        },
        digestOf: 'signed-bytes',
      };
    case 'dsse/0.0.1': {
      const entries = list(spec, 'signatures');
      return {
        signatures: present(entries.map((e) => b64At(e, 'signature'))),
        signers: entries.map((e) => pemToDer(b64At(e, 'verifier'))),
        digest: hexDigest(at(spec, 'payloadHash')),
        digestOf: 'payload',
      };
    }
    case 'dsse/0.0.2': {
      const entries = list(spec, 'dsseV002.signatures');
      return {
        signatures: present(entries.map((e) => b64At(e, 'content'))),
        signers: entries.map((e) => v2Signer(at(e, 'verifier'))),
        digest: {
          algorithm: String(at(spec, 'dsseV002.payloadHash.algorithm')),
          value: b64At(spec, 'dsseV002.payloadHash.digest') ?? new Uint8Array(),
        },
        digestOf: 'payload',
      };
    }
    case 'intoto/0.0.2': {
      const entries = list(spec, 'content.envelope.signatures');
      return {
        // intoto 0.0.2 stores each signature base64-encoded once more.
        signatures: present(
          entries.map((e) => b64(new TextDecoder().decode(b64At(e, 'sig') ?? new Uint8Array()))),
        ),
        signers: entries.map((e) => pemToDer(b64At(e, 'publicKey'))),
        digest: hexDigest(at(spec, 'content.payloadHash')),
        digestOf: 'payload',
      };
    }
    default:
      throw new Error(`entries of kind ${key} cannot be matched to a bundle`);
  }
}

/** A Rekor v1 hash object: `{algorithm, value}` with the value in hex. */
function hexDigest(hash: unknown): NonNullable<BodyClaims['digest']> {
  return { algorithm: String(at(hash, 'algorithm')), value: hexBytes(at(hash, 'value')) };
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
  const body = readEntryBody(canonicalizedBody);
  if (body === null) {
    return bundleCheck(
      'log-body',
      false,
      'the log entry body cannot be read: it is not a Rekor entry (UTF-8 JSON with a kind)',
    );
  }
  let claims: BodyClaims;
  try {
    claims = readClaims(body);
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
