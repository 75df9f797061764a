// RFC 3161 time-stamp tokens: a CMS SignedData (RFC 5652 §5) whose content is a TSTInfo (RFC 3161
// §2.4.2). Sigstore bundles store the whole TimeStampResp; a bare TimeStampToken (ContentInfo) is read too.
import {
  childrenOf,
  DerError,
  isContext,
  isUniversal,
  parseDer,
  readIntegerBytes,
  readOctetString,
  readOid,
  readTime,
  readUnsigned,
  sequenceOf,
  TAG,
  type DerNode,
} from './der';
import { DIGEST_OIDS, type HashName } from './hashes';
import { OID } from './oids';
import { nameToText, parseAlgorithmIdentifier } from './x509';

export type SignerId =
  | { kind: 'issuer-serial'; issuer: Uint8Array; issuerText: string; serialNumber: Uint8Array }
  | { kind: 'key-id'; keyId: Uint8Array };

export interface TimeStampToken {
  /** PKIStatus of the TimeStampResp (0 granted, 1 grantedWithMods); null for a bare token. */
  status: number | null;
  eContentType: string;
  /** The DER TSTInfo, as signed (through the messageDigest attribute). */
  tstInfo: Uint8Array;
  genTime: Date;
  imprintAlgorithmOid: string;
  imprintAlgorithm: HashName | null;
  hashedMessage: Uint8Array;
  signerId: SignerId;
  digestAlgorithmOid: string;
  digestAlgorithm: HashName | null;
  /** Signed attributes re-encoded with the SET OF tag, which is what the signature covers (RFC 5652 §5.4). */
  signedAttributes: Uint8Array;
  contentTypeAttribute: string | null;
  messageDigestAttribute: Uint8Array | null;
  signatureAlgorithmOid: string;
  signature: Uint8Array;
  /** Certificates carried in the token: untrusted, shown for diagnosis only. */
  certificates: Uint8Array[];
}

const DER_SET_TAG = 0x31;

function unwrapResponse(root: DerNode): { status: number | null; contentInfo: DerNode } {
  const [first, second] = sequenceOf(root, 'time-stamp');
  if (isUniversal(first, TAG.oid)) return { status: null, contentInfo: root };
  // TimeStampResp ::= SEQUENCE { status PKIStatusInfo, timeStampToken TimeStampToken OPTIONAL }
  const status = Number(readUnsigned(sequenceOf(first, 'PKIStatusInfo')[0], 'PKIStatus'));
  if (status !== 0 && status !== 1) {
    throw new DerError(`the TSA refused the request (PKIStatus ${status}, RFC 3161 §2.4.2)`);
  }
  if (second === undefined) throw new DerError('the TimeStampResp carries no timeStampToken');
  return { status, contentInfo: second };
}

function parseTstInfo(der: Uint8Array) {
  const fields = sequenceOf(parseDer(der), 'TSTInfo');
  const version = readUnsigned(fields[0], 'TSTInfo version');
  if (version !== 1n) throw new DerError(`TSTInfo version ${version} (RFC 3161 §2.4.2 defines 1)`);
  readOid(fields[1], 'TSTInfo policy');
  const [algorithm, hashed] = sequenceOf(fields[2], 'messageImprint');
  const imprintAlgorithmOid = parseAlgorithmIdentifier(algorithm, 'messageImprint hashAlgorithm').oid;
  readIntegerBytes(fields[3], 'TSTInfo serialNumber');
  return {
    imprintAlgorithmOid,
    imprintAlgorithm: DIGEST_OIDS[imprintAlgorithmOid] ?? null,
    hashedMessage: readOctetString(hashed, 'hashedMessage'),
    genTime: readTime(fields[4], 'genTime'),
  };
}

function parseSignerId(node: DerNode | undefined): SignerId {
  if (isContext(node, 0)) return { kind: 'key-id', keyId: node.content };
  const [issuer, serial] = sequenceOf(node, 'issuerAndSerialNumber');
  if (issuer === undefined) throw new DerError('issuerAndSerialNumber: missing issuer');
  return {
    kind: 'issuer-serial',
    issuer: issuer.raw,
    issuerText: nameToText(issuer),
    serialNumber: readIntegerBytes(serial, 'signer serialNumber'),
  };
}

function attributeValue(attributes: DerNode[], oid: string): DerNode | null {
  for (const attribute of attributes) {
    const [type, values] = sequenceOf(attribute, 'attribute');
    if (readOid(type, 'attribute type') !== oid) continue;
    const [value] = sequenceOf(values, `attribute ${oid} values`, TAG.set);
    return value ?? null;
  }
  return null;
}

/** Parses a TimeStampResp or a TimeStampToken. Throws a DerError that names what is wrong. */
export function parseTimestamp(bytes: Uint8Array): TimeStampToken {
  const { status, contentInfo } = unwrapResponse(parseDer(bytes));
  const [contentType, explicitContent] = sequenceOf(contentInfo, 'ContentInfo');
  const contentTypeOid = readOid(contentType, 'ContentInfo contentType');
  if (contentTypeOid !== OID.signedData)
    throw new DerError(`content type ${contentTypeOid} is not SignedData`);
  if (!isContext(explicitContent, 0)) throw new DerError('ContentInfo: missing [0] content');
  const signedData = sequenceOf(childrenOf(explicitContent)[0], 'SignedData');
  const [eContentTypeNode, eContentWrapper] = sequenceOf(signedData[2], 'encapContentInfo');
  const eContentType = readOid(eContentTypeNode, 'eContentType');
  if (!isContext(eContentWrapper, 0)) throw new DerError('encapContentInfo: the TSTInfo is missing');
  const tstInfo = readOctetString(childrenOf(eContentWrapper)[0], 'eContent');
  const certificateSet = signedData.slice(3).find((node) => isContext(node, 0));
  const certificates = certificateSet
    ? childrenOf(certificateSet)
        .filter((node) => isUniversal(node, TAG.sequence))
        .map((node) => node.raw)
    : [];
  const signerInfos = sequenceOf(signedData[signedData.length - 1], 'signerInfos', TAG.set);
  if (signerInfos.length !== 1) throw new DerError(`expected one SignerInfo, found ${signerInfos.length}`);
  const signer = sequenceOf(signerInfos[0], 'SignerInfo');
  const digestAlgorithmOid = parseAlgorithmIdentifier(signer[2], 'SignerInfo digestAlgorithm').oid;
  const signedAttrsNode = signer[3];
  // RFC 5652 §5.3: signed attributes are required when the content is not id-data.
  if (!isContext(signedAttrsNode, 0)) throw new DerError('SignerInfo has no signed attributes');
  const attributes = childrenOf(signedAttrsNode);
  const contentTypeValue = attributeValue(attributes, OID.contentTypeAttribute);
  const messageDigestValue = attributeValue(attributes, OID.messageDigestAttribute);
  const signedAttributes = new Uint8Array(signedAttrsNode.raw);
  signedAttributes[0] = DER_SET_TAG;
  return {
    status,
    eContentType,
    tstInfo,
    ...parseTstInfo(tstInfo),
    signerId: parseSignerId(signer[1]),
    digestAlgorithmOid,
    digestAlgorithm: DIGEST_OIDS[digestAlgorithmOid] ?? null,
    signedAttributes,
    contentTypeAttribute: contentTypeValue ? readOid(contentTypeValue, 'content-type attribute') : null,
    messageDigestAttribute: messageDigestValue
      ? readOctetString(messageDigestValue, 'message-digest attribute')
      : null,
    signatureAlgorithmOid: parseAlgorithmIdentifier(signer[4], 'SignerInfo signatureAlgorithm').oid,
    signature: readOctetString(signer[5], 'SignerInfo signature'),
    certificates,
  };
}
