import { randomUUID } from 'node:crypto';
import type { OutputOf, ParsedInputOf } from '../../../src-shared/contract/contract';
import { VerityError, type ErrorCode } from '../../../src-shared/contract/result';
import type { JournalOperation } from '../../../src-shared/contract/schemas/journal';
import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import type { Database } from '../store/database';
import {
  findChainProblem,
  GENESIS_HASH,
  recordHash,
  type JournalRecord,
  type Outcome,
  type Summary,
} from '../../verification/journal/journal-chain';
import { createFollowUps } from './journal-follow-up';
import { COLUMNS, shownOperation, toRecord, type OperationRow, type Row } from './journal-rows';
import { createOperationKinds, type OperationKinds } from './operation-kinds';

/** A mutation about to be sent. */
export interface BeginOp {
  profileId: string | null;
  service: ServiceId;
  kind: string;
  target: string;
  request: Summary;
}

/** Errors after which the request may have reached the service and been acted on. */
const UNSETTLED = new Set<ErrorCode>(['NETWORK', 'TIMEOUT', 'CANCELLED']);

type Filter = Record<'service' | 'kind' | 'outcome' | 'since' | 'until' | 'opId', string | number | null>;

const INTERRUPTED: Summary = {
  reason:
    'Verity stopped after sending this operation and before its outcome arrived: ' +
    'check with the service whether it took effect',
};

/**
 * The operation journal: every mutation the console sends, written before it is sent and completed
 * with its outcome after. Records are only ever appended, each with the hash of the one before.
 * Completing an operation appends a second record rather than updating the first: an update would
 * change a record that later records already hashed over (operations overlap), so the chain could not
 * tell an honest completion from an edit; appended, any change to any row breaks the chain at that row.
 */
export function createJournal(deps: {
  db: Database;
  /** How each kind of operation is checked and undone; services declare theirs. */
  kinds?: OperationKinds;
  now?: () => number;
  redact?: (text: string) => string;
}) {
  const now = deps.now ?? Date.now;
  const kinds = deps.kinds ?? createOperationKinds();
  const redact = deps.redact ?? ((text: string) => text);
  const { db } = deps;
  const head = db.prepare<[], { seq: number; hash: string }>(
    'SELECT seq, hash FROM journal ORDER BY seq DESC LIMIT 1',
  );
  const insert = db.prepare(
    `INSERT INTO journal (seq, op_id, event, at, profile_id, service, kind, target, request, outcome, response,
       prev_hash, hash)
     VALUES (@seq, @opId, @event, @at, @profileId, @service, @kind, @target, @request, @outcome, @response,
       @prevHash, @hash)`,
  );
  const eventOf = db.prepare<[string, string], Row>(
    `SELECT ${COLUMNS} FROM journal WHERE op_id = ? AND event = ? ORDER BY seq DESC LIMIT 1`,
  );
  const unfinished = db.prepare<[], { opId: string }>(
    `SELECT op_id AS opId FROM journal b WHERE event = 'begin'
       AND NOT EXISTS (SELECT 1 FROM journal c WHERE c.op_id = b.op_id AND c.event = 'complete') ORDER BY seq`,
  );
  const size = db.prepare<[], { records: number }>('SELECT count(*) AS records FROM journal');
  const allRows = db.prepare<[], Row>(`SELECT ${COLUMNS} FROM journal ORDER BY seq`);
  // An operation's outcome is its latest completion: Check completes an "outcome unknown" one again.
  const FILTER = `FROM journal b LEFT JOIN journal c ON c.seq = (SELECT max(seq) FROM journal
      WHERE op_id = b.op_id AND event = 'complete')
    WHERE b.event = 'begin' AND (@service IS NULL OR b.service = @service) AND (@kind IS NULL OR b.kind = @kind)
      AND (@outcome IS NULL OR coalesce(c.outcome, 'pending') = @outcome)
      AND (@since IS NULL OR b.at >= @since) AND (@until IS NULL OR b.at < @until)
      AND (@opId IS NULL OR b.op_id = @opId)`;
  // An undo's request names the operation it undoes; one that succeeded makes that operation undone.
  const UNDONE = `EXISTS (SELECT 1 FROM journal u JOIN journal uc ON uc.op_id = u.op_id AND uc.event = 'complete'
      AND uc.outcome = 'ok' WHERE u.event = 'begin'
      AND CASE WHEN json_valid(u.request) THEN json_extract(u.request, '$.undoes') END = b.op_id)`;
  const count = db.prepare<[Filter], { total: number }>(`SELECT count(*) AS total ${FILTER}`);
  const page = db.prepare<[Filter & { limit: number; offset: number }], OperationRow>(
    `SELECT b.op_id AS id, b.at, b.profile_id AS profileId, b.service, b.kind, b.target, b.request,
       coalesce(c.outcome, 'pending') AS outcome, c.response, c.at AS completedAt, ${UNDONE} AS undone
     ${FILTER} ORDER BY b.seq DESC LIMIT @limit OFFSET @offset`,
  );
  const selectedRecords = db.prepare<[Filter], Row>(
    `SELECT ${COLUMNS} FROM journal WHERE op_id IN (SELECT b.op_id ${FILTER}) ORDER BY seq`,
  );

  const append = db.transaction((record: Omit<JournalRecord, 'seq' | 'prevHash' | 'hash'>) => {
    const last = head.get();
    const chained = { ...record, prevHash: last?.hash ?? GENESIS_HASH };
    insert.run({
      ...chained,
      seq: (last?.seq ?? 0) + 1,
      request: record.request && JSON.stringify(record.request),
      response: record.response && JSON.stringify(record.response),
      hash: recordHash(chained),
    });
  });

  function complete(opId: string, outcome: Exclude<Outcome, 'pending'>, response: Summary): void {
    const begun = eventOf.get(opId, 'begin');
    if (!begun) throw new Error(`No journal operation ${opId} was begun`);
    if (eventOf.get(opId, 'complete')) throw new Error(`Journal operation ${opId} is already complete`);
    completeAgain(begun, outcome, response);
  }

  /** Appends a completion; for an operation completed as unknown, Check's finding completes it again. */
  function completeAgain(begun: Row, outcome: Exclude<Outcome, 'pending'>, response: Summary): void {
    const { opId, profileId, service, kind, target } = begun;
    append({
      opId,
      event: 'complete',
      at: now(),
      profileId,
      service,
      kind,
      target,
      request: null,
      outcome,
      response,
    });
  }

  // Whatever a previous run began and never completed was sent, or about to be, when it stopped.
  for (const { opId } of unfinished.all()) complete(opId, 'unknown', INTERRUPTED);

  /** Writes the operation down before it is sent; returns its id for `complete`. */
  function begin(op: BeginOp): string {
    const opId = randomUUID();
    append({ ...op, opId, event: 'begin', at: now(), outcome: 'pending', response: null });
    return opId;
  }

  /**
   * Sends a mutation through the journal: begun before `send`, completed with `summarize`'s view of its
   * answer, or with the error. An error that leaves open whether the service acted on the request (the
   * connection failed or timed out after sending) completes it as unknown.
   */
  async function send<T>(
    op: BeginOp,
    sendIt: () => Promise<T>,
    summarize: (value: T) => Summary,
  ): Promise<T> {
    return settle(begin(op), sendIt, summarize);
  }

  async function settle<T>(
    opId: string,
    sendIt: () => Promise<T>,
    summarize: (value: T) => Summary,
  ): Promise<T> {
    let value: T;
    try {
      value = await sendIt();
    } catch (error) {
      const code = error instanceof VerityError ? error.code : 'INTERNAL';
      const message = redact(error instanceof Error ? error.message : String(error));
      complete(opId, UNSETTLED.has(code) ? 'unknown' : 'failed', { code, message });
      throw error;
    }
    complete(opId, 'ok', summarize(value));
    return value;
  }

  const filterOf = (filter: Partial<Record<keyof Filter, string | number>>): Filter => ({
    service: filter.service ?? null,
    kind: filter.kind ?? null,
    outcome: filter.outcome ?? null,
    since: filter.since ?? null,
    until: filter.until ?? null,
    opId: filter.opId ?? null,
  });

  const operationOf = (row: OperationRow) => shownOperation(row, kinds.of(row.service, row.kind));

  /** One operation as the contract shows it; NOT_FOUND names the id. */
  function operation(opId: string): JournalOperation {
    const [row] = page.all({ ...filterOf({ opId }), limit: 1, offset: 0 });
    if (!row)
      throw new VerityError('NOT_FOUND', `No journal operation ${opId}: it may be in another data folder`);
    return operationOf(row);
  }

  const followUps = createFollowUps({
    kinds,
    event: (opId, event) => eventOf.get(opId, event),
    operation,
    begin,
    settle,
    completeAgain,
  });

  return {
    begin,
    complete,
    send,
    /** `send` for an operation begun already, when the caller needs its id (to hand it to the page). */
    settle,
    operation,
    ...followUps,
    /** The records of the operations the filters select, in chain order, and the head of the whole chain. */
    records(filter: Partial<Record<keyof Filter, string | number>>) {
      return db.transaction(() => ({
        records: selectedRecords.all(filterOf(filter)).map(toRecord),
        head: { records: size.get()!.records, hash: head.get()?.hash ?? GENESIS_HASH },
      }))();
    },
    list(filter: ParsedInputOf<'journal:list'>): OutputOf<'journal:list'> {
      const where = filterOf(filter);
      const rows = page.all({ ...where, limit: filter.pageSize, offset: filter.page * filter.pageSize });
      return { total: count.get(where)!.total, operations: rows.map(operationOf) };
    },
    verify(): OutputOf<'journal:verify'> {
      const records = allRows.all().map(toRecord);
      const problem = findChainProblem(records);
      return { ok: problem === null, records: records.length, problem };
    },
  };
}

export type Journal = ReturnType<typeof createJournal>;
