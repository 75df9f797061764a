import type { EntryView } from '../../../src-shared/contract/schemas/log-entries';
import type { VerificationReport } from '../../../src-shared/contract/schemas/verification';
import { parseEntryId, type EntryId } from '../../verification/tlog/entry-id';
import { decodeBody } from './decode/decode-body';
import { base64Bytes } from './decode/verification-material';
import type { ServedEntry } from './rekor-api';

/** The attestation as text when it is UTF-8 (an in-toto statement, say); null for binary data. */
function attestationText(data: string): string | null {
  const bytes = base64Bytes(data);
  if (!bytes) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The served key split into tree ID and UUID; a malformed tree ID (the report says so) is left out. */
export function idOf(entryId: string): EntryId {
  try {
    return parseEntryId(entryId);
  } catch {
    return { entryId, treeId: null, treeIdHex: null, uuid: entryId.slice(-64) };
  }
}

/** A served entry with its body decoded and its verification report, as the explorer shows it. */
export function entryView(
  served: ServedEntry,
  report: VerificationReport,
  logKeyTrusted: boolean,
): EntryView {
  const { entry } = served;
  const id = idOf(served.entryId);
  const data = entry.attestation?.data;
  const attestation = data ? { data, text: attestationText(data) } : null;
  const proof = entry.verification?.inclusionProof;
  return {
    entryId: id.entryId,
    uuid: id.uuid,
    treeID: id.treeId === null ? null : id.treeId.toString(10),
    logIndex: entry.logIndex.toString(),
    shardIndex: proof ? proof.logIndex.toString() : null,
    integratedTime: Number(entry.integratedTime),
    logID: entry.logID,
    body: entry.body.text,
    decoded: decodeBody(entry.body.text, attestation?.text ?? null),
    attestation,
    raw: JSON.stringify(served.json, null, 2),
    report,
    logKeyTrusted,
  };
}
