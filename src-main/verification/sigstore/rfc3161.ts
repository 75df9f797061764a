// RFC 3161 time-stamp tokens, read through the @peculiar/asn1-tsp and asn1-cms schemas: a CMS SignedData
// (RFC 5652 §5) whose content is a TSTInfo (RFC 3161 §2.4.2). Sigstore bundles store the whole
// TimeStampResp; a bare TimeStampToken (ContentInfo) is read too.
import {
  Attribute,
  ContentInfo,
  id_contentType,
  id_messageDigest,
  id_signedData,
  MessageDigest,
  SignedData,
} from '@peculiar/asn1-cms';
import { AsnArray, AsnConvert, AsnProp, AsnPropTypes, AsnType, AsnTypeTypes } from '@peculiar/asn1-schema';
import { TimeStampResp, TSTInfo } from '@peculiar/asn1-tsp';
import { DIGEST_OIDS, type HashName } from './hashes';
import { derOf, nameToText } from './x509';

export type SignerId =
  | { kind: 'issuer-serial'; issuer: Uint8Array; issuerText: string; serialNumber: Uint8Array }
  | { kind: 'key-id'; keyId: Uint8Array };

export interface TimeStampToken {
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
  /** The DER SET OF signed attributes, which is what the signature covers (RFC 5652 §5.4). */
  signedAttributes: Uint8Array;
  contentTypeAttribute: string | null;
  messageDigestAttribute: Uint8Array | null;
  signatureAlgorithmOid: string;
  signature: Uint8Array;
}

/** SignedAttributes as a SET OF, to re-encode them as the signature covers them. */
class SignedAttributes extends AsnArray<Attribute> {}
AsnType({ type: AsnTypeTypes.Set, itemType: Attribute })(SignedAttributes);

/** An attribute value that is an OBJECT IDENTIFIER (the content-type attribute, RFC 5652 §11.1). */
class ObjectIdentifierValue {
  oid = '';
}
AsnType({ type: AsnTypeTypes.Choice })(ObjectIdentifierValue);
AsnProp({ type: AsnPropTypes.ObjectIdentifier })(ObjectIdentifierValue.prototype, 'oid');

function readToken(bytes: Uint8Array): ContentInfo {
  let response: TimeStampResp;
  try {
    response = AsnConvert.parse(bytes, TimeStampResp);
  } catch {
    return AsnConvert.parse(bytes, ContentInfo);
  }
  const status = response.status.status;
  if (status !== 0 && status !== 1) {
    throw new Error(`the TSA refused the request (PKIStatus ${status}, RFC 3161 §2.4.2)`);
  }
  if (response.timeStampToken === undefined) throw new Error('the TimeStampResp carries no timeStampToken');
  return response.timeStampToken;
}

function attributeValue(attributes: Attribute[], oid: string): ArrayBuffer | null {
  return attributes.find((attribute) => attribute.attrType === oid)?.attrValues[0] ?? null;
}

/** Parses a TimeStampResp or a TimeStampToken. Throws an error that names what is wrong. */
export function parseTimestamp(bytes: Uint8Array): TimeStampToken {
  const token = readToken(bytes);
  if (token.contentType !== id_signedData)
    throw new Error(`content type ${token.contentType} is not SignedData`);
  const signedData = AsnConvert.parse(token.content, SignedData);
  const content = signedData.encapContentInfo.eContent?.single;
  if (content === undefined) throw new Error('encapContentInfo: the TSTInfo is missing');
  const tstInfo = new Uint8Array(content.buffer);
  const info = AsnConvert.parse(tstInfo, TSTInfo);
  if (info.version !== 1) throw new Error(`TSTInfo version ${info.version} (RFC 3161 §2.4.2 defines 1)`);
  const signers = signedData.signerInfos;
  if (signers.length !== 1) throw new Error(`expected one SignerInfo, found ${signers.length}`);
  const signer = signers[0]!;
  // RFC 5652 §5.3: signed attributes are required when the content is not id-data.
  if (signer.signedAttrs === undefined) throw new Error('SignerInfo has no signed attributes');
  const contentType = attributeValue(signer.signedAttrs, id_contentType);
  const messageDigest = attributeValue(signer.signedAttrs, id_messageDigest);
  const { issuerAndSerialNumber, subjectKeyIdentifier } = signer.sid;
  const imprintAlgorithmOid = info.messageImprint.hashAlgorithm.algorithm;
  const digestAlgorithmOid = signer.digestAlgorithm.algorithm;
  return {
    eContentType: signedData.encapContentInfo.eContentType,
    tstInfo,
    genTime: info.genTime,
    imprintAlgorithmOid,
    imprintAlgorithm: DIGEST_OIDS[imprintAlgorithmOid] ?? null,
    hashedMessage: new Uint8Array(info.messageImprint.hashedMessage.buffer),
    signerId: issuerAndSerialNumber
      ? {
          kind: 'issuer-serial',
          issuer: derOf(issuerAndSerialNumber.issuer),
          issuerText: nameToText(issuerAndSerialNumber.issuer),
          serialNumber: new Uint8Array(issuerAndSerialNumber.serialNumber),
        }
      : { kind: 'key-id', keyId: new Uint8Array(subjectKeyIdentifier!.buffer) },
    digestAlgorithmOid,
    digestAlgorithm: DIGEST_OIDS[digestAlgorithmOid] ?? null,
    signedAttributes: derOf(new SignedAttributes(signer.signedAttrs)),
    contentTypeAttribute: contentType && AsnConvert.parse(contentType, ObjectIdentifierValue).oid,
    messageDigestAttribute:
      messageDigest && new Uint8Array(AsnConvert.parse(messageDigest, MessageDigest).buffer),
    signatureAlgorithmOid: signer.signatureAlgorithm.algorithm,
    signature: new Uint8Array(signer.signature.buffer),
  };
}
