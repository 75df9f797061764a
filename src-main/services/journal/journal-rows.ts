import { SERVICE_IDS } from '../../../src-shared/contract/schemas/common';
import type { JournalOperation } from '../../../src-shared/contract/schemas/journal';
import type { JournalRecord, Summary } from '../../verification/journal/journal-chain';
import type { OperationKind } from './operation-kinds';

/** A record as its row holds it: the summaries as JSON text. */
export type Row = Omit<JournalRecord, 'request' | 'response'> & {
  request: string | null;
  response: string | null;
};

export const COLUMNS = `seq, op_id AS opId, event, at, profile_id AS profileId, service, kind, target, request,
  outcome, response, prev_hash AS prevHash, hash`;

/** An operation as the list reads it: its begin record with its latest outcome, and whether it was undone. */
export type OperationRow = Omit<
  JournalOperation,
  'request' | 'response' | 'checkable' | 'undoable' | 'damaged'
> & { request: string | null; response: string | null; undone: number };

/** Text a row holds as JSON; a value edited into something that is not JSON stays as its text (and so fails its hash). */
function fromJson(text: string | null): Summary | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as Summary;
  } catch {
    return text as unknown as Summary;
  }
}

export const toRecord = (row: Row): JournalRecord => ({
  ...row,
  request: fromJson(row.request),
  response: fromJson(row.response),
});

const isJsonObject = (text: string | null): boolean => {
  const value: unknown = fromJson(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value);
};

/** A summary as the contract shows it: one that is not a JSON object is shown as its text. */
export const shown = (text: string | null): Summary | null =>
  text === null || isJsonObject(text) ? fromJson(text) : { unreadable: text };

const OUTCOMES: readonly string[] = ['pending', 'ok', 'failed', 'unknown'];

/** What is wrong with a row Verity did not write as it is (edited by hand), or null. */
function damageOf(row: OperationRow): string | null {
  const problems = [
    ...((SERVICE_IDS as readonly string[]).includes(row.service) ? [] : [`service "${row.service}"`]),
    ...(OUTCOMES.includes(row.outcome) ? [] : [`outcome "${row.outcome}"`]),
    ...(isJsonObject(row.request) ? [] : ['a request that is not a JSON object']),
  ];
  return problems.length === 0
    ? null
    : `This row holds ${problems.join(', ')}, which Verity never writes: it was changed outside Verity. ` +
        'Verify journal names the record.';
}

/** An operation as the contract shows it, with what its declared kind allows now. */
export function shownOperation(row: OperationRow, declared: OperationKind | undefined): JournalOperation {
  const { undone, ...fields } = row;
  return {
    ...fields,
    request: shown(row.request) ?? {},
    response: shown(row.response),
    checkable: row.outcome === 'unknown' && declared?.check !== undefined,
    undoable: row.outcome === 'ok' && declared?.undo !== undefined && undone === 0,
    damaged: damageOf(row),
  };
}
