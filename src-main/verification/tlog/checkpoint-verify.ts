// Signed-note and checkpoint signature verification with C2SP semantics (C2SP/C2SP:signed-note.md
// §Verification): a signature counts only when (key name, key ID) match a trusted key; signatures from
// unknown keys (witness cosignatures, say) are ignored; a known key whose signature fails rejects the note.
import { parseCheckpoint, type ParsedCheckpoint } from './checkpoint';
import { utf8Encode } from './encoding';
import { NoteParseError, parseSignedNote, type NoteSignature, type SignedNote } from './signed-note';
import type { VerifyCrypto } from './crypto';
import { verifyKeyOf } from './keys';
import { findLogKeys } from './trusted-root';
import type { TrustedLogKey, TrustSet } from './trust-types';

type NoteSignatureStatus = 'verified' | 'invalid' | 'unknown-key';

interface NoteSignatureResult {
  name: string;
  /** The 4-byte key ID on the line, hex. */
  keyHint: string;
  status: NoteSignatureStatus;
  /** The trusted key that verified (or failed) it, as its hex logID; null for unknown keys. */
  keyId: string | null;
}

export interface NoteVerification {
  ok: boolean;
  /** The signed text, null when the note did not parse. */
  text: string | null;
  detail: string;
  signatures: NoteSignatureResult[];
}

export interface CheckpointVerification {
  ok: boolean;
  checkpoint: ParsedCheckpoint | null;
  detail: string;
  signatures: NoteSignatureResult[];
}

/** C2SP signed-note §Verification: parse the note and check each signature line against trusted keys. */
export function verifySignedNote(
  note: string,
  keys: readonly TrustedLogKey[],
  crypto: VerifyCrypto,
): NoteVerification {
  let parsed: SignedNote;
  try {
    parsed = parseSignedNote(note);
  } catch (error) {
    if (!(error instanceof NoteParseError)) throw error;
    return { ok: false, text: null, detail: `malformed signed note: ${error.message}`, signatures: [] };
  }
  return { text: parsed.text, ...verifyParsedNote(parsed, keys, crypto, 'note') };
}

function verifyParsedNote(
  parsed: SignedNote,
  keys: readonly TrustedLogKey[],
  crypto: VerifyCrypto,
  what: string,
): { ok: boolean; detail: string; signatures: NoteSignatureResult[] } {
  const message = utf8Encode(parsed.text);
  const trust: TrustSet = {
    tlogs: [...keys],
    ctlogs: [],
    certificateAuthorities: [],
    timestampAuthorities: [],
  };
  const notes: string[] = [];
  const signatures = parsed.signatures.map((signature) =>
    checkSignature(signature, message, trust, crypto, notes),
  );
  return { signatures, ...verdict(signatures, keys.length, notes, what) };
}

/** One signature line: find the trusted keys with its (name, key ID), then verify with them. */
function checkSignature(
  signature: NoteSignature,
  message: Uint8Array,
  trust: TrustSet,
  crypto: VerifyCrypto,
  notes: string[],
): NoteSignatureResult {
  const base = { name: signature.name, keyHint: signature.keyHintHex };
  const candidates = findLogKeys(trust, { keyHint: signature.keyHint, name: signature.name });
  if (candidates.length === 0) {
    const sameHint = findLogKeys(trust, { keyHint: signature.keyHint });
    if (sameHint.length > 0) {
      notes.push(
        `the signature named "${signature.name}" has key ID ${signature.keyHintHex}, which belongs to trusted key ` +
          `"${sameHint[0]!.name}"; C2SP matches name and key ID together, so it is ignored`,
      );
    }
    return { ...base, status: 'unknown-key', keyId: null };
  }
  const verifiedBy = candidates.find((key) => crypto.verify(verifyKeyOf(key), message, signature.signature));
  for (const key of candidates) {
    if (key.name === null) {
      notes.push(
        `trusted key ${key.id.slice(0, 8)} has no name, so the signer name "${signature.name}" was accepted`,
      );
    }
  }
  if (verifiedBy !== undefined) return { ...base, status: 'verified', keyId: verifiedBy.id };
  return { ...base, status: 'invalid', keyId: candidates[0]!.id };
}

function verdict(
  signatures: NoteSignatureResult[],
  trustedKeyCount: number,
  notes: string[],
  what: string,
): { ok: boolean; detail: string } {
  const verified = signatures.filter((s) => s.status === 'verified');
  const invalid = signatures.filter((s) => s.status === 'invalid');
  const unknown = signatures.filter((s) => s.status === 'unknown-key');
  const describe = (s: NoteSignatureResult) => `"${s.name}" (key ID ${s.keyHint})`;
  const extra = [
    ...new Set(notes),
    ...(unknown.length > 0 && verified.length > 0
      ? [
          `ignored ${unknown.length} signature(s) from keys not trusted here: ${unknown.map(describe).join(', ')}`,
        ]
      : []),
  ];
  const withNotes = (text: string) => [text, ...extra].join('; ');
  if (invalid.length > 0) {
    return {
      ok: false,
      detail: withNotes(
        `the signature of ${invalid.map(describe).join(', ')} does not verify over the ${what} text`,
      ),
    };
  }
  if (verified.length > 0)
    return { ok: true, detail: withNotes(`signed by ${verified.map(describe).join(', ')}`) };
  if (trustedKeyCount === 0) {
    return { ok: false, detail: withNotes('no trusted log keys were given, so no signature can be checked') };
  }
  return {
    ok: false,
    detail: withNotes(
      `no trusted key for ${unknown.map((s) => `key ID ${s.keyHint} (signer "${s.name}")`).join(', ')}`,
    ),
  };
}

/**
 * C2SP tlog-checkpoint: a checkpoint whose signatures verify with trusted keys. Rekor v1 signs with ECDSA
 * (key name = host name, key ID = logID[:4]), Rekor v2 with Ed25519; both are just trusted keys here.
 */
export function verifyCheckpointSignatures(
  note: string,
  trust: TrustSet,
  crypto: VerifyCrypto,
): CheckpointVerification {
  let checkpoint: ParsedCheckpoint;
  try {
    checkpoint = parseCheckpoint(note);
  } catch (error) {
    if (!(error instanceof NoteParseError)) throw error;
    return { ok: false, checkpoint: null, detail: `malformed checkpoint: ${error.message}`, signatures: [] };
  }
  const parsed = { text: checkpoint.signedText, signatures: checkpoint.signatures };
  return { checkpoint, ...verifyParsedNote(parsed, trust.tlogs, crypto, 'checkpoint') };
}

/**
 * What transparency-log checks run with: the trusted keys, the signature primitives, and the checkpoint
 * verifications made so far with them, by note text (the entries of a log share checkpoints).
 */
export class TlogContext {
  private readonly checkpoints = new Map<string, CheckpointVerification>();
  constructor(
    readonly trust: TrustSet,
    readonly crypto: VerifyCrypto,
  ) {}

  verifyCheckpoint(note: string): CheckpointVerification {
    let result = this.checkpoints.get(note);
    if (result === undefined) {
      result = verifyCheckpointSignatures(note, this.trust, this.crypto);
      this.checkpoints.set(note, result);
    }
    return result;
  }
}
