import { VerityError } from '../../../src-shared/contract/result';
import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import type { JournalOperation } from '../../../src-shared/contract/schemas/journal';
import type { Outcome, Summary } from '../../verification/journal/journal-chain';
import type { BeginOp } from './journal';
import { shown, type Row } from './journal-rows';
import type { BegunOperation, CheckFinding, OperationKinds } from './operation-kinds';

/** What Check and Undo need of the journal. */
interface JournalCore {
  kinds: OperationKinds;
  /** The latest record of an operation's event. */
  event(opId: string, event: 'begin' | 'complete'): Row | undefined;
  operation(opId: string): JournalOperation;
  begin(op: BeginOp): string;
  settle<T>(opId: string, send: () => Promise<T>, summarize: (value: T) => Summary): Promise<T>;
  completeAgain(begun: Row, outcome: Exclude<Outcome, 'pending'>, response: Summary): void;
}

/**
 * Check and Undo: follow-ups of an operation that its kind declares. One at a time per operation, so a
 * second click cannot complete an operation twice or undo it twice.
 */
export function createFollowUps(journal: JournalCore) {
  const busy = new Set<string>();

  /** The operation, its latest completion and its declared kind, or a NOT_FOUND naming the id. */
  function followUp(opId: string) {
    const begun = journal.event(opId, 'begin');
    if (!begun)
      throw new VerityError('NOT_FOUND', `No journal operation ${opId}: it may be in another data folder`);
    const latest = journal.event(opId, 'complete');
    const op: BegunOperation = {
      opId,
      profileId: begun.profileId,
      service: begun.service,
      kind: begun.kind,
      target: begun.target,
      request: shown(begun.request) ?? {},
      response: latest ? shown(latest.response) : null,
    };
    return {
      begun,
      op,
      outcome: latest?.outcome ?? 'pending',
      declared: journal.kinds.of(begun.service, begun.kind),
      what: `"${begun.kind}" operation of ${begun.service}`,
    };
  }

  async function oneAtATime<T>(opId: string, run: () => Promise<T>): Promise<T> {
    if (busy.has(opId)) {
      throw new VerityError('CONFLICT', `Operation ${opId} is being checked or undone already: wait for it`);
    }
    busy.add(opId);
    try {
      return await run();
    } finally {
      busy.delete(opId);
    }
  }

  return {
    /**
     * Check: asks the service whether an "outcome unknown" operation took effect and completes it with the
     * answer, as a new record. An error on the way (the service unreachable) changes nothing.
     */
    check: (opId: string): Promise<JournalOperation> =>
      oneAtATime(opId, async () => {
        const { begun, op, outcome, declared, what } = followUp(opId);
        if (outcome !== 'unknown') {
          throw new VerityError(
            'CONFLICT',
            `This ${what} is ${outcome}, not "outcome unknown": there is nothing to check`,
          );
        }
        if (!declared?.check) {
          throw new VerityError(
            'CONFLICT',
            `A ${what} cannot be checked: Verity knows no way to ask the service whether one took effect. ` +
              `Look for it at ${begun.target} yourself`,
          );
        }
        const finding = await declared.check(op);
        journal.completeAgain(begun, finding.outcome, { ...finding.response, checked: true });
        return journal.operation(opId);
      }),

    /**
     * Completes an "outcome unknown" operation with what its service was found to say, when the service's
     * code asked for many at once (the URL queue after a restart) rather than through Check, one at a time.
     */
    recordFinding(opId: string, finding: CheckFinding): void {
      const { begun, outcome, what } = followUp(opId);
      if (outcome !== 'unknown')
        throw new VerityError('CONFLICT', `This ${what} is ${outcome}, not "outcome unknown"`);
      journal.completeAgain(begun, finding.outcome, { ...finding.response, checked: true });
    },

    /** Undo: reverses an operation that succeeded, as a new journaled operation naming the one it undoes. */
    undo: (opId: string): Promise<JournalOperation> =>
      oneAtATime(opId, async () => {
        const { begun, op, outcome, declared, what } = followUp(opId);
        if (!declared?.undo) {
          throw new VerityError(
            'CONFLICT',
            `A ${what} cannot be undone: ${declared?.notUndoable ?? 'the service offers no way to reverse it'}`,
          );
        }
        if (!journal.operation(opId).undoable) {
          throw new VerityError(
            'CONFLICT',
            outcome === 'ok'
              ? `This ${what} was already undone`
              : `This ${what} is ${outcome}: only an operation that succeeded can be undone`,
          );
        }
        const undo = declared.undo(op);
        const undoId = journal.begin({
          profileId: begun.profileId,
          service: begun.service as ServiceId,
          kind: undo.kind,
          target: undo.target,
          request: { ...undo.request, undoes: opId },
        });
        await journal.settle(undoId, undo.send, (answer) => answer);
        return journal.operation(undoId);
      }),
  };
}
