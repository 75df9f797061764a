// A local stand-in for Fulcio: a root and an intermediate CA (P-256) issuing short-lived code-signing
// certificates shaped like Fulcio's (sigstore/fulcio:docs/certificate-specification.md): empty subject,
// critical SAN (e-mail or URI), codeSigning EKU, ten-minute validity, and the OIDC issuer and CI claims
// as 1.3.6.1.4.1.57264.1.x extensions (.1 and .2–.6 raw strings, .8 and later DER UTF8String).
import { KeyObject, webcrypto } from 'node:crypto';
import type * as X509 from '@peculiar/x509';

let x509: typeof X509;

/**
 * Loaded on first use, after reflect-metadata (which the library's dependency injection needs): a bundle
 * evaluates static imports of external packages before its own code, so a static import could come first.
 */
async function loadX509(): Promise<void> {
  if (x509) return;
  await import('reflect-metadata');
  x509 = await import('@peculiar/x509');
  x509.cryptoProvider.set(webcrypto as unknown as Parameters<typeof x509.cryptoProvider.set>[1]);
}

type CryptoKey = webcrypto.CryptoKey;
type CryptoKeyPair = webcrypto.CryptoKeyPair;

const P256 = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' };
const CERT_LIFETIME_MS = 10 * 60 * 1000;
const FULCIO_OID = '1.3.6.1.4.1.57264.1';

export interface DemoCa {
  root: X509.X509Certificate;
  intermediate: X509.X509Certificate;
  intermediateKey: CryptoKey;
  /** The leaf certificates' AuthorityKeyIdentifier, built once (building it parses the intermediate). */
  authorityKeyId: X509.Extension;
  /** Intermediate then root, PEM: what a verifier needs next to the leaf. */
  chainPem: string;
}

export interface OidcIdentity {
  san: { type: 'email' | 'url'; value: string };
  issuer: string;
  /** Extra Fulcio claims by OID arc (e.g. 9 = Build Signer URI), DER UTF8String-encoded. */
  claims?: Record<number, string>;
  /** Deprecated raw-string claims by OID arc (2 trigger, 3 SHA, 4 workflow name, 5 repository, 6 ref). */
  legacyClaims?: Record<number, string>;
}

export interface IssuedSigner {
  privateKey: KeyObject;
  certificatePem: string;
}

/** DER UTF8String (tag 0x0c) with a definite length. */
function utf8String(text: string): Uint8Array<ArrayBuffer> {
  const value = Buffer.from(text, 'utf8');
  const length =
    value.length < 0x80
      ? Buffer.of(value.length)
      : value.length < 0x100
        ? Buffer.of(0x81, value.length)
        : Buffer.of(0x82, value.length >> 8, value.length & 0xff);
  return new Uint8Array(Buffer.concat([Buffer.of(0x0c), length, value]));
}

async function keyPair(): Promise<CryptoKeyPair> {
  return (await webcrypto.subtle.generateKey(P256, true, ['sign', 'verify'])) as CryptoKeyPair;
}

export async function createDemoCa(now: Date): Promise<DemoCa> {
  await loadX509();
  const rootKeys = await keyPair();
  const intermediateKeys = await keyPair();
  const notBefore = new Date(now.getTime() - 365 * 24 * 3600 * 1000);
  const notAfter = new Date(now.getTime() + 5 * 365 * 24 * 3600 * 1000);
  const root = await x509.X509CertificateGenerator.createSelfSigned({
    name: 'CN=verity-demo-fulcio-root, O=verity-demo.invalid',
    keys: rootKeys,
    signingAlgorithm: P256,
    notBefore,
    notAfter,
    extensions: [
      new x509.BasicConstraintsExtension(true, 1, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      await x509.SubjectKeyIdentifierExtension.create(rootKeys.publicKey),
    ],
  });
  const intermediate = await x509.X509CertificateGenerator.create({
    subject: 'CN=verity-demo-fulcio-intermediate, O=verity-demo.invalid',
    issuer: root.subject,
    publicKey: intermediateKeys.publicKey,
    signingKey: rootKeys.privateKey,
    signingAlgorithm: P256,
    notBefore,
    notAfter,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
      new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.codeSigning]),
      await x509.SubjectKeyIdentifierExtension.create(intermediateKeys.publicKey),
      await x509.AuthorityKeyIdentifierExtension.create(root),
    ],
  });
  return {
    root,
    intermediate,
    intermediateKey: intermediateKeys.privateKey,
    authorityKeyId: await x509.AuthorityKeyIdentifierExtension.create(intermediate),
    chainPem: `${intermediate.toString('pem')}\n${root.toString('pem')}\n`,
  };
}

/** An ephemeral key and its Fulcio-style certificate, valid for ten minutes from `notBefore`. */
export async function issueSigningCertificate(
  ca: DemoCa,
  identity: OidcIdentity,
  notBefore: Date,
): Promise<IssuedSigner> {
  const keys = await keyPair();
  const extensions: X509.Extension[] = [
    new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
    new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.codeSigning]),
    await x509.SubjectKeyIdentifierExtension.create(keys.publicKey),
    ca.authorityKeyId,
    new x509.SubjectAlternativeNameExtension([identity.san], true),
    new x509.Extension(`${FULCIO_OID}.1`, false, new TextEncoder().encode(identity.issuer)),
    new x509.Extension(`${FULCIO_OID}.8`, false, utf8String(identity.issuer)),
  ];
  for (const [arc, value] of Object.entries(identity.legacyClaims ?? {})) {
    extensions.push(new x509.Extension(`${FULCIO_OID}.${arc}`, false, new TextEncoder().encode(value)));
  }
  for (const [arc, value] of Object.entries(identity.claims ?? {})) {
    extensions.push(new x509.Extension(`${FULCIO_OID}.${arc}`, false, utf8String(value)));
  }
  const certificate = await x509.X509CertificateGenerator.create({
    subject: '',
    issuer: ca.intermediate.subject,
    publicKey: keys.publicKey,
    signingKey: ca.intermediateKey,
    signingAlgorithm: P256,
    notBefore,
    notAfter: new Date(notBefore.getTime() + CERT_LIFETIME_MS),
    extensions,
  });
  return { privateKey: KeyObject.from(keys.privateKey), certificatePem: certificate.toString('pem') };
}
