// What kind of document a file holds, from its content alone (file names are not trusted).
import { isBundleShape, isTransparencyLogEntryShape } from '../sigstore/bundle-schema';
import { isLogEntryShape } from '../tlog/log-entry';
import { ALERT_EVIDENCE_TYPE } from './alert-evidence';
import { JOURNAL_EXPORT_TYPE } from './journal-export';
import { UnusableInputError } from './unusable-input';

export type DetectedDocument =
  | { kind: 'bundle'; json: unknown }
  | { kind: 'log-entry'; json: Record<string, unknown> }
  /** A bare TransparencyLogEntry (a bundle's tlogEntries[0]); usually Rekor v2, v1 entries work too. */
  | { kind: 'transparency-log-entry'; json: unknown }
  | { kind: 'log-info'; json: unknown }
  | { kind: 'inclusion-proof'; json: unknown }
  | { kind: 'consistency-proof'; json: unknown }
  | { kind: 'monitor-alert'; json: unknown }
  | { kind: 'journal'; json: unknown }
  | { kind: 'checkpoint'; note: string };

const EXPECTED =
  'expected a Sigstore bundle, a Rekor LogEntry ({"<entry ID>": {"body": …}}), a transparency-log entry, ' +
  'a Rekor LogInfo, a signed checkpoint, a Verity proof file ({"type": "inclusion" | "consistency", …}), ' +
  'monitor alert evidence ({"type": "monitor-alert", …}) or an exported journal ({"type": "verity-journal", …})';

export function detectDocument(text: string): DetectedDocument {
  const content = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const trimmed = content.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return detectJson(trimmed);
  if (looksLikeCheckpoint(content)) return { kind: 'checkpoint', note: content };
  if (trimmed === '') throw new UnusableInputError('the file is empty');
  throw new UnusableInputError(`neither JSON nor a signed checkpoint; ${EXPECTED}`);
}

/**
 * A signed note has "— " signature lines (C2SP signed-note §Format); a checkpoint body is origin, decimal
 * size and a hash (C2SP tlog-checkpoint). Either makes the text a checkpoint attempt, reported as such even
 * when malformed; other text is not something to verify.
 */
function looksLikeCheckpoint(text: string): boolean {
  if (/^\u2014 /m.test(text)) return true;
  const [, size = '', root = ''] = text.split('\n');
  return /^[0-9]+$/.test(size) && /^[A-Za-z0-9+/=]{40,90}$/.test(root);
}

function detectJson(text: string): DetectedDocument {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UnusableInputError(`not valid JSON (${(error as Error).message})`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new UnusableInputError(`a JSON ${Array.isArray(json) ? 'array' : typeof json}; ${EXPECTED}`);
  }
  const record = json as Record<string, unknown>;
  if (isBundleShape(json)) return { kind: 'bundle', json };
  if (record.type === 'inclusion') return { kind: 'inclusion-proof', json };
  if (record.type === 'consistency') return { kind: 'consistency-proof', json };
  if (record.type === ALERT_EVIDENCE_TYPE) return { kind: 'monitor-alert', json };
  if (record.type === JOURNAL_EXPORT_TYPE) return { kind: 'journal', json };
  if (typeof record.signedTreeHead === 'string') return { kind: 'log-info', json };
  if (isTransparencyLogEntryShape(json)) return { kind: 'transparency-log-entry', json };
  if (isLogEntryShape(json)) return { kind: 'log-entry', json };
  throw new UnusableInputError(`unrecognised JSON document; ${EXPECTED}`);
}
