// Checkpoints (C2SP/C2SP:tlog-checkpoint.md): a signed note whose text is origin, tree size, base64 root
// hash and optional extension lines. Rekor v1 serves one as `signedTreeHead` (sigstore/rekor:pkg/util/checkpoint.go).
import { fromBase64, isBase64, toBase64 } from './encoding';
import { formatSignedNote, NoteParseError, parseSignedNote, type NoteSignature } from './signed-note';

export interface Checkpoint {
  /** Rekor v1: "<key name> - <tree ID>"; Rekor v2 and most C2SP logs: a schema-less URL. */
  origin: string;
  /** 64-bit: production shards are past 2^31, so this is exact arithmetic, never a 32-bit number. */
  size: bigint;
  rootHash: Uint8Array;
  /** Opaque extra lines, e.g. Rekor's pre-2024 "Timestamp: <unix nanos>"; they are part of the signed text. */
  extensions: string[];
}

export interface ParsedCheckpoint extends Checkpoint {
  /** The exact bytes the signatures cover: the note text including its final newline. */
  signedText: string;
  signatures: NoteSignature[];
}

const ROOT_HASH_BYTES = 32;
const MAX_TREE_SIZE = 2n ** 64n - 1n;
const DECIMAL = /^[0-9]+$/;

/** C2SP tlog-checkpoint §Note text: origin, size and base64 root, then extension lines, each ending in "\n". */
export function formatCheckpointBody(checkpoint: Checkpoint): string {
  const { origin, size, rootHash, extensions } = checkpoint;
  if (origin === '' || origin.includes('\n')) throw new RangeError('the origin must be one non-empty line');
  if (size < 0n || size > MAX_TREE_SIZE)
    throw new RangeError(`tree size ${size} is not a 64-bit unsigned integer`);
  if (rootHash.length !== ROOT_HASH_BYTES)
    throw new RangeError(`a root hash is 32 bytes, not ${rootHash.length}`);
  for (const line of extensions) {
    if (line === '' || line.includes('\n'))
      throw new RangeError('each extension line must be one non-empty line');
  }
  return [origin, size.toString(10), toBase64(rootHash), ...extensions].map((line) => `${line}\n`).join('');
}

/** C2SP tlog-checkpoint + signed-note §Format: the body, a blank line, then the given signature lines. */
export function formatCheckpoint(checkpoint: Checkpoint, signatureLines: readonly string[]): string {
  return formatSignedNote(formatCheckpointBody(checkpoint), signatureLines);
}

/** C2SP tlog-checkpoint §Note text: at least three non-empty lines: origin, decimal size, base64 root. */
export function parseCheckpointBody(text: string): Checkpoint {
  if (!text.endsWith('\n')) throw new NoteParseError('the checkpoint text must end with a newline');
  const lines = text.slice(0, -1).split('\n');
  if (lines.length < 3) {
    throw new NoteParseError(
      `the checkpoint text has ${lines.length} line${lines.length === 1 ? '' : 's'}; it needs origin, tree size and root hash`,
    );
  }
  const emptyLine = lines.indexOf('');
  if (emptyLine !== -1) {
    throw new NoteParseError(
      'checkpoint lines must be non-empty (a blank line ends the text)',
      emptyLine + 1,
    );
  }
  const [origin = '', sizeLine = '', rootLine = '', ...extensions] = lines;
  return { origin, size: parseTreeSize(sizeLine), rootHash: parseRootHash(rootLine), extensions };
}

/** C2SP tlog-checkpoint §Note text, line 2: ASCII decimal, no leading zeroes unless the tree is empty. */
function parseTreeSize(line: string): bigint {
  if (!DECIMAL.test(line)) {
    throw new NoteParseError(`the tree size ${JSON.stringify(line)} is not a decimal number`, 2);
  }
  if (line.length > 1 && line.startsWith('0')) {
    throw new NoteParseError(`the tree size ${JSON.stringify(line)} has a leading zero`, 2);
  }
  const size = BigInt(line);
  if (size > MAX_TREE_SIZE) throw new NoteParseError(`the tree size ${line} does not fit in 64 bits`, 2);
  return size;
}

/** C2SP tlog-checkpoint §Note text, line 3: standard base64 of the RFC 6962 root (SHA-256: 32 bytes). */
function parseRootHash(line: string): Uint8Array {
  if (/^[0-9a-fA-F]{64}$/.test(line)) {
    throw new NoteParseError('the root hash looks like hex; a checkpoint carries it in base64', 3);
  }
  if (!isBase64(line)) {
    throw new NoteParseError(
      `the root hash ${JSON.stringify(line)} is not standard padded base64 (RFC 4648 §4)`,
      3,
    );
  }
  const rootHash = fromBase64(line);
  if (rootHash.length !== ROOT_HASH_BYTES) {
    throw new NoteParseError(`the root hash decodes to ${rootHash.length} bytes; a SHA-256 root has 32`, 3);
  }
  return rootHash;
}

/** C2SP tlog-checkpoint: a whole checkpoint as served in `signedTreeHead`, signatures decoded but not verified. */
export function parseCheckpoint(note: string): ParsedCheckpoint {
  const { text, signatures } = parseSignedNote(note);
  return { ...parseCheckpointBody(text), signedText: text, signatures };
}
