// Signed notes (C2SP/C2SP:signed-note.md): a text, a blank line, then "— <key name> <base64>" lines.
// Checkpoints are signed notes; this module knows nothing about their body.
import { fromBase64, isBase64, toBase64, toHex } from './encoding';

/** Thrown for a malformed note or checkpoint; `line` is 1-based within the whole note when known. */
export class NoteParseError extends Error {
  override readonly name = 'NoteParseError';
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(line === undefined ? message : `line ${line}: ${message}`);
  }
}

export interface NoteSignature {
  /** The key name as written on the signature line. */
  name: string;
  /** The 4-byte key ID (for Rekor v1: the first 4 bytes of SHA-256 of the DER public key). */
  keyHint: Uint8Array;
  keyHintHex: string;
  /** The signature proper: the decoded bytes after the key hint. */
  signature: Uint8Array;
  /** 1-based line number of the signature line within the note. */
  line: number;
}

export interface SignedNote {
  /** The signed text: everything before the separating blank line, including its final newline. */
  text: string;
  signatures: NoteSignature[];
}

const SIGNATURE_PREFIX = '\u2014 ';
const KEY_HINT_BYTES = 4;
/** The spec asks verifiers to accept at least 16 signatures; golang/mod:sumdb/note/note.go stops at 100. */
const MAX_NOTE_SIGNATURES = 100;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0009\u000B-\u001F]/;
const SPACE_OR_PLUS = /[\s+]/u;

/** C2SP signed-note §Format: a key name is non-empty and holds no Unicode space and no "+". */
function isValidKeyName(name: string): boolean {
  return name.length > 0 && !SPACE_OR_PLUS.test(name) && !CONTROL_CHARACTER.test(name);
}

/** C2SP signed-note §Signatures: "— <key name> base64(32-bit key ID || signature)" and a newline. */
export function formatSignatureLine(name: string, keyHint: Uint8Array, signature: Uint8Array): string {
  if (!isValidKeyName(name)) throw new RangeError(`invalid key name ${JSON.stringify(name)}`);
  if (keyHint.length !== KEY_HINT_BYTES) throw new RangeError(`a key hint is 4 bytes, not ${keyHint.length}`);
  if (signature.length === 0) throw new RangeError('the signature is empty');
  const hinted = new Uint8Array(KEY_HINT_BYTES + signature.length);
  hinted.set(keyHint, 0);
  hinted.set(signature, KEY_HINT_BYTES);
  return `${SIGNATURE_PREFIX}${name} ${toBase64(hinted)}\n`;
}

/** C2SP signed-note §Format: the text (ending in a newline), a blank line, then the signature lines. */
export function formatSignedNote(text: string, signatureLines: readonly string[]): string {
  if (!text.endsWith('\n')) throw new RangeError('the note text must end with a newline');
  if (signatureLines.length === 0) throw new RangeError('a signed note needs at least one signature line');
  return `${text}\n${signatureLines.join('')}`;
}

/** C2SP signed-note §Format: check the characters, split at the last blank line, decode each signature. */
export function parseSignedNote(note: string): SignedNote {
  checkNoteCharacters(note);
  if (!note.endsWith('\n')) {
    throw new NoteParseError(
      'the note does not end with a newline; every signature line must end with "\\n"',
    );
  }
  const separator = note.lastIndexOf('\n\n');
  if (separator === -1) {
    throw new NoteParseError('missing the blank line that separates the note text from its signature lines');
  }
  const text = note.slice(0, separator + 1);
  const signatureBlock = note.slice(separator + 2);
  if (signatureBlock === '') {
    throw new NoteParseError(
      'no signature lines after the last blank line (is there an extra blank line at the end?)',
    );
  }
  const firstSignatureLine = countLines(text) + 2;
  const lines = signatureBlock.slice(0, -1).split('\n');
  if (lines.length > MAX_NOTE_SIGNATURES) {
    throw new NoteParseError(`${lines.length} signature lines; at most ${MAX_NOTE_SIGNATURES} are accepted`);
  }
  const signatures = lines.map((line, i) => parseSignatureLine(line, firstSignatureLine + i));
  return { text, signatures };
}

/** C2SP signed-note §Signatures: one "— <name> <base64(key ID || signature)>" line. */
function parseSignatureLine(line: string, lineNumber: number): NoteSignature {
  if (!line.startsWith(SIGNATURE_PREFIX)) {
    throw new NoteParseError(
      `a signature line must start with "— " (U+2014 EM DASH and a space), found ${describeStart(line)}`,
      lineNumber,
    );
  }
  const fields = line.slice(SIGNATURE_PREFIX.length).split(' ');
  const [name, encoded] = fields;
  if (fields.length !== 2 || name === undefined || encoded === undefined || name === '' || encoded === '') {
    throw new NoteParseError(
      'a signature line must be "— <key name> <base64 signature>" with single spaces',
      lineNumber,
    );
  }
  if (!isValidKeyName(name)) {
    throw new NoteParseError(`key name ${JSON.stringify(name)} contains a space or "+"`, lineNumber);
  }
  if (!isBase64(encoded)) {
    throw new NoteParseError(
      `the signature of "${name}" is not standard padded base64 (RFC 4648 §4)`,
      lineNumber,
    );
  }
  const decoded = fromBase64(encoded);
  if (decoded.length <= KEY_HINT_BYTES) {
    throw new NoteParseError(
      `the signature of "${name}" decodes to ${decoded.length} bytes; it needs a 4-byte key ID and at least 1 signature byte`,
      lineNumber,
    );
  }
  const keyHint = decoded.slice(0, KEY_HINT_BYTES);
  return {
    name,
    keyHint,
    keyHintHex: toHex(keyHint),
    signature: decoded.slice(KEY_HINT_BYTES),
    line: lineNumber,
  };
}

/** C2SP signed-note §Format: valid UTF-8 (no lone surrogates in a JS string) and no control characters but "\n". */
function checkNoteCharacters(note: string): void {
  if (note === '') throw new NoteParseError('the note is empty');
  const control = CONTROL_CHARACTER.exec(note);
  if (control) {
    const line = countLines(note.slice(0, control.index)) + 1;
    const message =
      control[0] === '\r'
        ? 'contains a carriage return (CRLF line ending); signed notes use "\\n" only'
        : `contains the control character U+${control[0].charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`;
    throw new NoteParseError(message, line);
  }
  const surrogate = LONE_SURROGATE.exec(note);
  if (surrogate) {
    throw new NoteParseError(
      'is not valid UTF-8 (lone surrogate)',
      countLines(note.slice(0, surrogate.index)) + 1,
    );
  }
}

function countLines(text: string): number {
  let lines = 0;
  for (const char of text) if (char === '\n') lines++;
  return lines;
}

function describeStart(line: string): string {
  if (line === '') return 'an empty line';
  const first = line.codePointAt(0) ?? 0;
  const names: Record<number, string> = {
    0x2d: 'hyphen-minus',
    0x2013: 'en dash',
    0x2014: 'em dash',
    0x2015: 'horizontal bar',
  };
  const name = names[first];
  const shown = JSON.stringify(line.slice(0, 12));
  return name === undefined
    ? shown
    : `${shown} (${name}${first === 0x2014 ? ' without a following space' : ''})`;
}
