// An audited document decoded for reading, as the Log explorer decodes an entry it fetched: the body of the
// log entry the document carries (decode-body.ts) and the certificates it names, the signing one first.
import { X509Certificate } from 'node:crypto';
import type { OutputOf } from '../../../src-shared/contract/contract';
import { VerityError } from '../../../src-shared/contract/result';
import type { CertificateInfo } from '../../../src-shared/contract/schemas/log-entries';
import { detectDocument } from '../../verification/audit/detect-kind';
import { UnusableInputError } from '../../verification/audit/unusable-input';
import {
  BundleContentView,
  BundleTlogView,
  TransparencyLogEntryJson,
} from '../../verification/sigstore/bundle-schema';
import { LogEntryValue } from '../../verification/tlog/log-entry-value';
import { decodeBody } from '../tlog/decode/decode-body';
import { certificateInfo } from '../tlog/decode/certificate-info';

export type AuditFileDetail = OutputOf<'audit:fileDetail'>;

const NOTHING: AuditFileDetail = { body: null, certificates: [], integratedTime: null };

/** A TransparencyLogEntry's body and time; null when it does not parse (its checks said why). */
function tlogEntryDetail(json: unknown): Omit<AuditFileDetail, 'certificates'> | null {
  const entry = TransparencyLogEntryJson.safeParse(json);
  if (!entry.success) return null;
  const time = entry.data.integratedTime;
  // Rekor v2 entries carry no integrated time (0 or absent).
  return {
    body: decodeBody(entry.data.canonicalizedBody.base64),
    integratedTime: time === null || time === 0n ? null : Number(time),
  };
}

/** The bundle's own certificates (v0.3: the leaf; older: the chain), decoded; none for a key-signed bundle. */
function bundleCertificates(json: unknown): CertificateInfo[] {
  const view = BundleContentView.safeParse(json);
  if (!view.success) return [];
  const { certificate, x509CertificateChain } = view.data.verificationMaterial;
  const ders = certificate
    ? [certificate.rawBytes]
    : (x509CertificateChain?.certificates ?? []).map((c) => c.rawBytes);
  return ders.flatMap((der) => {
    try {
      return [certificateInfo(new X509Certificate(der).toString())];
    } catch {
      return []; // not a certificate: the bundle-format check says so
    }
  });
}

export function documentDetail(text: string): AuditFileDetail {
  let document;
  try {
    document = detectDocument(text);
  } catch (error) {
    if (error instanceof UnusableInputError) {
      throw new VerityError('VALIDATION', `Nothing to decode: ${error.message}`);
    }
    throw error;
  }
  switch (document.kind) {
    case 'bundle': {
      const view = BundleTlogView.safeParse(document.json);
      const [first] = view.success ? view.data.verificationMaterial.tlogEntries : [];
      const entry = first === undefined ? null : tlogEntryDetail(first);
      const certificates = bundleCertificates(document.json);
      return {
        ...(entry ?? NOTHING),
        certificates: certificates.length > 0 ? certificates : (entry?.body?.certificates ?? []),
      };
    }
    case 'transparency-log-entry': {
      const entry = tlogEntryDetail(document.json);
      return entry ? { ...entry, certificates: entry.body?.certificates ?? [] } : NOTHING;
    }
    case 'log-entry': {
      const [value] = Object.values(document.json);
      const entry = LogEntryValue.safeParse(value);
      if (!entry.success) return NOTHING;
      const body = decodeBody(entry.data.body.text);
      return { body, certificates: body.certificates, integratedTime: Number(entry.data.integratedTime) };
    }
    default:
      return NOTHING; // checkpoints, LogInfo and proof files carry no entry
  }
}
