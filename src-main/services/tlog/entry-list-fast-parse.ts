// An entries/retrieve answer validated without zod: the common case of RekorEntryList (rekor-schemas.ts)
// checked field by field with the schema's own patterns and bounds, and copied out with only the fields the
// schema keeps, as zod would. Any deviation returns null, and the schema then names the problem.
// Each entry is also read for the verifier here, once (readAndKeepLogEntryValue): when that read succeeds,
// it has already checked every hash is 64 hex digits and every base64 field decodes strictly (which the
// schema's patterns accept), so those patterns are not run again over kilobytes of body.
import { jsonObject, type JsonObject } from '../../verification/tlog/json-values';
import { readAndKeepLogEntryValue } from '../../verification/tlog/log-entry-value';
import {
  BASE64_PATTERN,
  EntryIdPattern,
  HEX64_PATTERN,
  MAX_BASE64_CHARS,
  MAX_NOTE_CHARS,
  MAX_PROOF_HASHES,
  MAX_RETRIEVED,
  type RekorEntry,
  type RekorInclusionProof,
} from './rekor-schemas';

const isHex64 = (value: unknown) => typeof value === 'string' && HEX64_PATTERN.test(value);
const isBase64 = (value: unknown) =>
  typeof value === 'string' && value.length <= MAX_BASE64_CHARS && BASE64_PATTERN.test(value);
const isExactUint = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;
/** A string the verifier's read already decoded as strict base64: only the schema's length bound is left. */
const isReadBase64 = (value: unknown) => typeof value === 'string' && value.length <= MAX_BASE64_CHARS;

/** `read`: the verifier's read of the entry succeeded (hashes and base64 already checked). */
function proofOf(value: unknown, read: boolean): RekorInclusionProof | null {
  const proof = jsonObject(value);
  if (proof === null) return null;
  const { logIndex, rootHash, treeSize, hashes, checkpoint } = proof;
  if (!isExactUint(logIndex) || !isExactUint(treeSize) || !(read || isHex64(rootHash))) return null;
  if (!Array.isArray(hashes) || hashes.length > MAX_PROOF_HASHES || !(read || hashes.every(isHex64)))
    return null;
  const out = { logIndex, rootHash, treeSize, hashes } as RekorInclusionProof;
  if (checkpoint === undefined) return out;
  if (typeof checkpoint !== 'string' || checkpoint.length > MAX_NOTE_CHARS) return null;
  return { ...out, checkpoint };
}

/** The optional members of a RekorEntry; undefined when one is malformed. */
function optionalsOf(entry: JsonObject, read: boolean): Partial<RekorEntry> | undefined {
  const out: Partial<RekorEntry> = {};
  const { integratedTime, attestation, verification } = entry;
  if (integratedTime !== undefined) {
    if (!Number.isSafeInteger(integratedTime)) return undefined;
    out.integratedTime = integratedTime as number;
  }
  if (attestation !== undefined) {
    const fields = jsonObject(attestation);
    if (fields === null || (fields.data !== undefined && !isBase64(fields.data))) return undefined;
    out.attestation = fields.data === undefined ? {} : { data: fields.data as string };
  }
  if (verification !== undefined) {
    const fields = jsonObject(verification);
    if (fields === null) return undefined;
    const kept: NonNullable<RekorEntry['verification']> = {};
    if (fields.inclusionProof !== undefined) {
      const proof = proofOf(fields.inclusionProof, read);
      if (proof === null) return undefined;
      kept.inclusionProof = proof;
    }
    const set = fields.signedEntryTimestamp;
    if (set !== undefined) {
      if (!(read ? isReadBase64(set) : isBase64(set))) return undefined;
      kept.signedEntryTimestamp = set as string;
    }
    out.verification = kept;
  }
  return out;
}

function entryOf(value: unknown): RekorEntry | null {
  const entry = jsonObject(value);
  if (entry === null) return null;
  const read = readAndKeepLogEntryValue(entry) !== null;
  const { logID, logIndex, body } = entry;
  if (!isExactUint(logIndex) || !(read ? isReadBase64(body) : isHex64(logID) && isBase64(body))) return null;
  if ((body as string).length === 0) return null;
  const optionals = optionalsOf(entry, read);
  if (optionals === undefined) return null;
  return { logID: logID as string, logIndex: logIndex as number, body: body as string, ...optionals };
}

export function parseEntryListFast(raw: unknown): Array<Record<string, RekorEntry>> | null {
  if (!Array.isArray(raw) || raw.length > MAX_RETRIEVED) return null;
  const list: Array<Record<string, RekorEntry>> = [];
  for (const item of raw as unknown[]) {
    const map = jsonObject(item);
    if (map === null) return null;
    const out: Record<string, RekorEntry> = {};
    for (const key of Object.keys(map)) {
      const entry = EntryIdPattern.test(key) ? entryOf(map[key]) : null;
      if (entry === null) return null;
      out[key] = entry;
    }
    list.push(out);
  }
  return list;
}
