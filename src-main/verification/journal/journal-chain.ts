import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';

/** A flat summary of a request or a response: never a secret, never a whole body. */
export type Summary = Record<string, string | number | boolean | null>;

export type Outcome = 'pending' | 'ok' | 'failed' | 'unknown';

/** One row of the journal as stored: an operation begun, or an operation completed. */
export interface JournalRecord {
  seq: number;
  opId: string;
  event: 'begin' | 'complete';
  at: number;
  profileId: string | null;
  service: string;
  kind: string;
  target: string;
  request: Summary | null;
  outcome: Outcome;
  response: Summary | null;
  prevHash: string;
  hash: string;
}

/** The `prevHash` of the first record. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * SHA-256 of a record's canonical form (RFC 8785 JSON): every field but its own hash and its position.
 * The position is left out so that two rows swapped by hand keep valid hashes of their own and show up
 * as what they are, records out of order, through the chain of `prevHash`.
 */
export function recordHash(record: Omit<JournalRecord, 'seq' | 'hash'>): string {
  const { opId, event, at, profileId, service, kind, target, request, outcome, response, prevHash } = record;
  const canonical = canonicalize({
    opId,
    event,
    at,
    profileId,
    service,
    kind,
    target,
    request,
    outcome,
    response,
    prevHash,
  });
  return createHash('sha256').update(canonical!).digest('hex');
}

export interface ChainProblem {
  problem: 'edited' | 'removed' | 'reordered';
  /** The position the problem is at: the edited or out-of-place record, or the first missing one. */
  seq: number;
  opId: string | null;
  message: string;
}

/**
 * Walks the records in position order and names the first that was edited, removed or reordered.
 * Removing the newest records leaves a shorter, valid chain: only an exported head can show that.
 * `partial`: the records are a selection (a filtered export): a record whose position does not follow the
 * one before starts a new run, and only its own hash is checked, since what stood before it is not there.
 */
export function findChainProblem(
  records: readonly JournalRecord[],
  options: { partial?: boolean } = {},
): ChainProblem | null {
  const positionOf = new Map(records.map((r) => [r.hash, r.seq]));
  let prev: JournalRecord | null = null;
  for (const record of records) {
    if (options.partial && prev !== null && record.seq !== prev.seq + 1) prev = null;
    const runStart = options.partial === true && prev === null;
    const expectedPrev = prev?.hash ?? GENESIS_HASH;
    const expectedSeq = (prev?.seq ?? 0) + 1;
    if (recordHash(record) !== record.hash) {
      return {
        problem: 'edited',
        seq: record.seq,
        opId: record.opId,
        message: `Record ${record.seq} (operation ${record.opId}) was edited: its contents no longer match its hash`,
      };
    }
    if (!runStart && record.prevHash !== expectedPrev) {
      if (record.seq !== expectedSeq) {
        const missing =
          record.seq - 1 === expectedSeq ? `${expectedSeq}` : `${expectedSeq} to ${record.seq - 1}`;
        return {
          problem: 'removed',
          seq: expectedSeq,
          opId: null,
          message: `Record ${missing} was removed: record ${record.seq} follows a record that is no longer there`,
        };
      }
      const writtenAfter = positionOf.get(record.prevHash);
      if (writtenAfter !== undefined) {
        return {
          problem: 'reordered',
          seq: record.seq,
          opId: record.opId,
          message:
            `Record ${record.seq} (operation ${record.opId}) is out of order: ` +
            `it was written after the record now at position ${writtenAfter}`,
        };
      }
      // The record before it matches its own hash but not what this one saw: one of the two was edited and
      // rehashed (the chain cannot tell which); the earlier is named, as everything after it is in doubt.
      const edited = prev ?? record;
      return {
        problem: 'edited',
        seq: edited.seq,
        opId: edited.opId,
        message:
          `Record ${edited.seq} (operation ${edited.opId}) was edited, or record ${record.seq} after it was: ` +
          `record ${record.seq} was written after a record with other contents`,
      };
    }
    prev = record;
  }
  return null;
}
