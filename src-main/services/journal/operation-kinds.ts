import { VerityError } from '../../../src-shared/contract/result';
import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import type { Summary } from '../../verification/journal/journal-chain';

/** An operation as it was begun: what a kind's Check and Undo work from. */
export interface BegunOperation {
  opId: string;
  profileId: string | null;
  service: string;
  kind: string;
  target: string;
  request: Summary;
  /** The latest outcome's summary (for Undo: what the service answered when it was done). */
  response: Summary | null;
}

/** What the service says about an operation whose outcome Verity never learned. */
export interface CheckFinding {
  outcome: 'ok' | 'failed';
  response: Summary;
}

/** The operation that reverses another: journaled like any mutation, then sent. */
interface UndoOperation {
  kind: string;
  target: string;
  request: Summary;
  send: () => Promise<Summary>;
}

/**
 * How the journal can follow up one kind of operation of one service. Each service that journals a kind
 * declares it here: whether the service can be asked if the operation took effect, and whether (and how)
 * it can be reversed, or why not.
 */
export interface OperationKind {
  service: ServiceId;
  kind: string;
  check?: (op: BegunOperation) => Promise<CheckFinding>;
  undo?: (op: BegunOperation) => UndoOperation;
  /** Why an operation of this kind cannot be undone, for Undo's error; a generic reason when absent. */
  notUndoable?: string;
}

/**
 * The named fields of an operation, each from its request or else from its latest answer, all strings, with its
 * profile: what a kind's Check or Undo works from. A record without them (older, or edited) is a CONFLICT that
 * says where to look instead (`lookIn`: "YouTube Studio", say).
 */
export function operationFields(
  op: BegunOperation,
  names: readonly string[],
  lookIn: string,
): { profileId: string; values: string[] } {
  const values = names.map((name) => op.request[name] ?? op.response?.[name]);
  if (!op.profileId || values.some((value) => typeof value !== 'string'))
    throw new VerityError(
      'CONFLICT',
      `This operation was journaled without its profile or ${names.join(' and ')}: look ${op.target} up in ${lookIn} yourself`,
    );
  return { profileId: op.profileId, values: values as string[] };
}

/** The kinds declared so far, by service and kind. */
export function createOperationKinds() {
  const kinds = new Map<string, OperationKind>();
  const key = (service: string, kind: string) => `${service}\u0000${kind}`;
  return {
    declare(kind: OperationKind): void {
      if (kinds.has(key(kind.service, kind.kind))) {
        throw new Error(`Operation kind "${kind.kind}" of ${kind.service} is declared twice`);
      }
      kinds.set(key(kind.service, kind.kind), kind);
    },
    of(service: string, kind: string): OperationKind | undefined {
      return kinds.get(key(service, kind));
    },
  };
}

export type OperationKinds = ReturnType<typeof createOperationKinds>;
