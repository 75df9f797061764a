// Builds small certificate hierarchies, bundles and RFC 3161 time-stamps with node:crypto keys, for the
// cases the real fixtures cannot show (non-CA intermediates, Ed25519 signers, RSA time-stamp authorities…).
import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type { TrustedAuthority } from '../../src-main/verification/tlog/trust-types';
import {
  bitString,
  bool,
  explicit,
  generalizedTime,
  implicitPrimitive,
  integer,
  name,
  nullValue,
  octets,
  oid,
  seq,
  set,
  utcTime,
} from './der-writer';

export type KeyType = 'p256' | 'p384' | 'rsa' | 'ed25519';

export interface TestKey {
  type: KeyType;
  privateKey: KeyObject;
  spki: Uint8Array;
}

export interface TestCertificate {
  der: Uint8Array;
  key: TestKey;
  subject: string;
  serial: number;
}

export function makeKey(type: KeyType): TestKey {
  const pair =
    type === 'rsa'
      ? generateKeyPairSync('rsa', { modulusLength: 2048 })
      : type === 'ed25519'
        ? generateKeyPairSync('ed25519')
        : generateKeyPairSync('ec', { namedCurve: type === 'p256' ? 'P-256' : 'P-384' });
  return {
    type,
    privateKey: pair.privateKey,
    spki: new Uint8Array(pair.publicKey.export({ type: 'spki', format: 'der' })),
  };
}

const SIGNATURE_ALGORITHMS: Record<KeyType, { id: Uint8Array; hash: string | null }> = {
  p256: { id: seq(oid('1.2.840.10045.4.3.2')), hash: 'sha256' },
  p384: { id: seq(oid('1.2.840.10045.4.3.3')), hash: 'sha384' },
  rsa: { id: seq(oid('1.2.840.113549.1.1.11'), nullValue()), hash: 'sha256' },
  ed25519: { id: seq(oid('1.3.101.112')), hash: null },
};

/** Signs `data` the way the key's certificate signature algorithm says (ECDSA: DER signature). */
function signWith(key: TestKey, data: Uint8Array, hash?: string): Uint8Array {
  const algorithm = key.type === 'ed25519' ? null : (hash ?? SIGNATURE_ALGORITHMS[key.type].hash);
  return new Uint8Array(sign(algorithm, data, key.privateKey));
}

export interface CertificateSpec {
  subject: string;
  key: TestKey;
  /** The issuing certificate; omitted for a self-signed root. */
  issuer?: TestCertificate;
  notBefore: Date;
  notAfter: Date;
  ca?: boolean;
  pathLength?: number;
  keyUsage?: ('digitalSignature' | 'keyCertSign')[];
  extendedKeyUsage?: string[];
  sanEmail?: string;
  subjectKeyId?: Uint8Array;
  /** Adds a critical extension no verifier knows. */
  unknownCritical?: boolean;
  serial?: number;
}

function keyUsageBits(usages: CertificateSpec['keyUsage']): Uint8Array {
  let byte = 0;
  if (usages?.includes('digitalSignature')) byte |= 0x80;
  if (usages?.includes('keyCertSign')) byte |= 0x04;
  return bitString(Uint8Array.of(byte));
}

function extension(id: string, critical: boolean, value: Uint8Array): Uint8Array {
  return critical ? seq(oid(id), bool(true), octets(value)) : seq(oid(id), octets(value));
}

export function makeCertificate(spec: CertificateSpec): TestCertificate {
  const issuerName = spec.issuer ? spec.issuer.subject : spec.subject;
  const signer = spec.issuer ? spec.issuer.key : spec.key;
  const extensions: Uint8Array[] = [];
  if (spec.ca !== undefined) {
    const fields = spec.ca
      ? [bool(true), ...(spec.pathLength === undefined ? [] : [integer(spec.pathLength)])]
      : [];
    extensions.push(extension('2.5.29.19', true, seq(...fields)));
  }
  if (spec.keyUsage) extensions.push(extension('2.5.29.15', true, keyUsageBits(spec.keyUsage)));
  if (spec.extendedKeyUsage) {
    extensions.push(extension('2.5.29.37', false, seq(...spec.extendedKeyUsage.map((id) => oid(id)))));
  }
  if (spec.sanEmail) {
    extensions.push(
      extension('2.5.29.17', false, seq(implicitPrimitive(1, new TextEncoder().encode(spec.sanEmail)))),
    );
  }
  if (spec.subjectKeyId) extensions.push(extension('2.5.29.14', false, octets(spec.subjectKeyId)));
  if (spec.unknownCritical) extensions.push(extension('1.3.6.1.4.1.99999.1', true, nullValue()));
  const algorithm = SIGNATURE_ALGORITHMS[signer.type].id;
  const tbs = seq(
    explicit(0, integer(2)),
    integer(spec.serial ?? 1),
    algorithm,
    name(issuerName),
    seq(utcTime(spec.notBefore), utcTime(spec.notAfter)),
    name(spec.subject),
    spec.key.spki,
    ...(extensions.length > 0 ? [explicit(3, seq(...extensions))] : []),
  );
  const der = seq(tbs, algorithm, bitString(signWith(signer, tbs)));
  return { der, key: spec.key, subject: spec.subject, serial: spec.serial ?? 1 };
}

export const CODE_SIGNING = '1.3.6.1.5.5.7.3.3';
export const TIME_STAMPING = '1.3.6.1.5.5.7.3.8';
export const YEAR_2024 = new Date('2024-01-01T00:00:00Z');
export const YEAR_2030 = new Date('2030-01-01T00:00:00Z');

/** A root → intermediate → leaf hierarchy like Fulcio's; `leafOptions` override the leaf spec. */
export function makeHierarchy(
  leafKey: KeyType,
  leafOptions: Partial<CertificateSpec> = {},
  intermediateOptions: Partial<CertificateSpec> = {},
) {
  const root = makeCertificate({
    subject: 'test root',
    key: makeKey('p384'),
    notBefore: YEAR_2024,
    notAfter: YEAR_2030,
    ca: true,
    keyUsage: ['keyCertSign'],
  });
  const intermediate = makeCertificate({
    subject: 'test intermediate',
    key: makeKey('p384'),
    issuer: root,
    notBefore: YEAR_2024,
    notAfter: YEAR_2030,
    ca: true,
    pathLength: 0,
    keyUsage: ['keyCertSign'],
    ...intermediateOptions,
  });
  const leaf = makeCertificate({
    subject: '',
    key: makeKey(leafKey),
    issuer: intermediate,
    notBefore: new Date('2025-03-01T12:00:00Z'),
    notAfter: new Date('2025-03-01T12:10:00Z'),
    keyUsage: ['digitalSignature'],
    extendedKeyUsage: [CODE_SIGNING],
    sanEmail: 'signer@example.com',
    serial: 7,
    ...leafOptions,
  });
  const authority: TrustedAuthority = {
    name: 'test CA',
    uri: 'https://ca.example',
    certChain: [intermediate.der, root.der],
    validFrom: YEAR_2024,
    validTo: null,
  };
  return { root, intermediate, leaf, authority };
}

export const SIGNING_TIME = new Date('2025-03-01T12:01:00Z');

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A v0.3 message-signature bundle over `artifact`, signed by `leaf`. */
export function messageBundle(leaf: TestCertificate, artifact: Uint8Array, timestamps: Uint8Array[] = []) {
  const signature = signWith(leaf.key, artifact, 'sha256');
  return {
    mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json',
    verificationMaterial: {
      certificate: { rawBytes: b64(leaf.der) },
      tlogEntries: [],
      timestampVerificationData: { rfc3161Timestamps: timestamps.map((t) => ({ signedTimestamp: b64(t) })) },
    },
    messageSignature: {
      messageDigest: {
        algorithm: 'SHA2_256',
        digest: createHash('sha256').update(artifact).digest('base64'),
      },
      signature: b64(signature),
    },
  };
}

/** A v0.3 DSSE bundle with an in-toto statement whose subject is `artifact`. */
export function dsseBundle(leaf: TestCertificate, artifact: Uint8Array) {
  const payloadType = 'application/vnd.in-toto+json';
  const statement = {
    _type: 'https://in-toto.io/Statement/v1',
    subject: [
      { name: 'artifact.bin', digest: { sha256: createHash('sha256').update(artifact).digest('hex') } },
    ],
    predicateType: 'https://example.com/predicate',
    predicate: {},
  };
  const payload = new TextEncoder().encode(JSON.stringify(statement));
  const pae = Buffer.concat([
    Buffer.from(`DSSEv1 ${payloadType.length} ${payloadType} ${payload.length} `),
    payload,
  ]);
  return {
    mediaType: 'application/vnd.dev.sigstore.bundle.v0.3+json',
    verificationMaterial: { certificate: { rawBytes: b64(leaf.der) }, tlogEntries: [] },
    dsseEnvelope: {
      payload: b64(payload),
      payloadType,
      signatures: [{ sig: b64(signWith(leaf.key, new Uint8Array(pae))), keyid: '' }],
    },
  };
}

export interface TimestampSpec {
  tsa: TestCertificate;
  /** The bytes the time-stamp vouches for (a bundle signature). */
  signed: Uint8Array;
  genTime: Date;
  /** Identify the signer by subjectKeyIdentifier instead of issuer and serial. */
  byKeyId?: Uint8Array;
  tamperMessageDigest?: boolean;
}

/** An RFC 3161 TimeStampResp (granted) whose token is signed by `spec.tsa` with SHA-256. */
export function makeTimestamp(spec: TimestampSpec, issuer: TestCertificate): Uint8Array {
  const sha256Id = seq(oid('2.16.840.1.101.3.4.2.1'), nullValue());
  const tstInfo = seq(
    integer(1),
    oid('1.3.6.1.4.1.57264.2'),
    seq(sha256Id, octets(new Uint8Array(createHash('sha256').update(spec.signed).digest()))),
    integer(42),
    generalizedTime(spec.genTime),
  );
  const tstDigest = new Uint8Array(createHash('sha256').update(tstInfo).digest());
  if (spec.tamperMessageDigest) tstDigest[0] = (tstDigest[0] as number) ^ 1;
  const attributes = [
    seq(oid('1.2.840.113549.1.9.3'), set(oid('1.2.840.113549.1.9.16.1.4'))),
    seq(oid('1.2.840.113549.1.9.4'), set(octets(tstDigest))),
  ];
  const signedAttrsForSignature = set(...attributes);
  const signature = signWith(spec.tsa.key, signedAttrsForSignature, 'sha256');
  const signedAttrs = explicit(0, ...attributes);
  const sid = spec.byKeyId
    ? implicitPrimitive(0, spec.byKeyId)
    : seq(name(issuer.subject), integer(spec.tsa.serial));
  const keyAlgorithm =
    spec.tsa.key.type === 'rsa'
      ? seq(oid('1.2.840.113549.1.1.1'), nullValue())
      : seq(oid('1.2.840.10045.2.1'));
  const signerInfo = seq(integer(1), sid, sha256Id, signedAttrs, keyAlgorithm, octets(signature));
  const signedData = seq(
    integer(3),
    set(sha256Id),
    seq(oid('1.2.840.113549.1.9.16.1.4'), explicit(0, octets(tstInfo))),
    set(signerInfo),
  );
  const token = seq(oid('1.2.840.113549.1.7.2'), explicit(0, signedData));
  return seq(seq(integer(0)), token);
}
