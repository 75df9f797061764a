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
} from './journal-chain';

/** A mutation about to be sent. */
export interface BeginOp {
  profileId: string | null;
  service: ServiceId;
  kind: string;
  target: string;
  request: Summary;
}

/** A record as its row holds it: the summaries as JSON text. */
type Row = Omit<JournalRecord, 'request' | 'response'> & { request: string | null; response: string | null };

const COLUMNS = `seq, op_id AS opId, event, at, profile_id AS profileId, service, kind, target, request, outcome,
  response, prev_hash AS prevHash, hash`;

/** Text a row holds as JSON; a value edited into something that is not JSON stays as its text (and so fails its hash). */
function fromJson(text: string | null): Summary | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as Summary;
  } catch {
    return text as unknown as Summary;
  }
}

const toRecord = (row: Row): JournalRecord => ({
  ...row,
  request: fromJson(row.request),
  response: fromJson(row.response),
});

/** A summary as the contract shows it: one that is not a JSON object is shown as its text. */
const shown = (text: string | null): Summary | null => {
  const value = fromJson(text);
  return value === null || (typeof value === 'object' && !Array.isArray(value))
    ? value
    : { unreadable: text };
};

/** Errors after which the request may have reached the service and been acted on. */
const UNSETTLED = new Set<ErrorCode>(['NETWORK', 'TIMEOUT', 'CANCELLED']);

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
export function createJournal(deps: { db: Database; now?: () => number; redact?: (text: string) => string }) {
  const now = deps.now ?? Date.now;
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
    `SELECT ${COLUMNS} FROM journal WHERE op_id = ? AND event = ?`,
  );
  const unfinished = db.prepare<[], { opId: string }>(
    `SELECT op_id AS opId FROM journal b WHERE event = 'begin'
       AND NOT EXISTS (SELECT 1 FROM journal c WHERE c.op_id = b.op_id AND c.event = 'complete') ORDER BY seq`,
  );
  const allRows = db.prepare<[], Row>(`SELECT ${COLUMNS} FROM journal ORDER BY seq`);
  const FILTER = `FROM journal b LEFT JOIN journal c ON c.op_id = b.op_id AND c.event = 'complete'
    WHERE b.event = 'begin' AND (@service IS NULL OR b.service = @service) AND (@kind IS NULL OR b.kind = @kind)
      AND (@outcome IS NULL OR coalesce(c.outcome, 'pending') = @outcome)
      AND (@since IS NULL OR b.at >= @since) AND (@until IS NULL OR b.at < @until)`;
  type Filter = Record<'service' | 'kind' | 'outcome' | 'since' | 'until', string | number | null>;
  const count = db.prepare<[Filter], { total: number }>(`SELECT count(*) AS total ${FILTER}`);
  const page = db.prepare<
    [Filter & { limit: number; offset: number }],
    Omit<JournalOperation, 'request' | 'response'> & { request: string | null; response: string | null }
  >(
    `SELECT b.op_id AS id, b.at, b.profile_id AS profileId, b.service, b.kind, b.target, b.request,
       coalesce(c.outcome, 'pending') AS outcome, c.response, c.at AS completedAt
     ${FILTER} ORDER BY b.seq DESC LIMIT @limit OFFSET @offset`,
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
    const { profileId, service, kind, target } = begun;
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

  return {
    begin,
    complete,
    /**
     * Sends a mutation through the journal: begun before `send`, completed with `summarize`'s view of its
     * answer, or with the error. An error that leaves open whether the service acted on the request (the
     * connection failed or timed out after sending) completes it as unknown.
     */
    async send<T>(op: BeginOp, send: () => Promise<T>, summarize: (value: T) => Summary): Promise<T> {
      const opId = begin(op);
      let value: T;
      try {
        value = await send();
      } catch (error) {
        const code = error instanceof VerityError ? error.code : 'INTERNAL';
        const message = redact(error instanceof Error ? error.message : String(error));
        complete(opId, UNSETTLED.has(code) ? 'unknown' : 'failed', { code, message });
        throw error;
      }
      complete(opId, 'ok', summarize(value));
      return value;
    },
    list(filter: ParsedInputOf<'journal:list'>): OutputOf<'journal:list'> {
      const where: Filter = {
        service: filter.service ?? null,
        kind: filter.kind ?? null,
        outcome: filter.outcome ?? null,
        since: filter.since ?? null,
        until: filter.until ?? null,
      };
      const rows = page.all({ ...where, limit: filter.pageSize, offset: filter.page * filter.pageSize });
      return {
        total: count.get(where)!.total,
        operations: rows.map((row) => ({
          ...row,
          request: shown(row.request) ?? {},
          response: shown(row.response),
        })),
      };
    },
    verify(): OutputOf<'journal:verify'> {
      const records = allRows.all().map(toRecord);
      const problem = findChainProblem(records);
      return { ok: problem === null, records: records.length, problem };
    },
  };
}

export type Journal = ReturnType<typeof createJournal>;
