import type {
  ApiErrorInfo,
  ChatTurn,
  ContractError,
  GenerateEvent,
  GenerateOutcome,
  Result,
} from '@/lib/contract';
import { foldResponses, toContentParts } from '@/lib/genai';

type TurnResult = NonNullable<ChatTurn['result']>;

/** A model turn with a batch of stream events applied: events and responses stored, parts re-folded. */
export function applyEvents(turn: ChatTurn, events: readonly GenerateEvent[]): ChatTurn {
  if (!turn.result || events.length === 0) return turn;
  const responses = [...turn.result.responses];
  let error = turn.result.error;
  for (const event of events) {
    if (event.type === 'chunk') responses.push(event.response);
    if (event.type === 'error') error = event.error;
  }
  const parts =
    responses.length === turn.result.responses.length ? turn.parts : toContentParts(foldResponses(responses));
  return {
    ...turn,
    parts,
    result: { ...turn.result, responses, events: [...turn.result.events, ...events], error },
  };
}

/**
 * An ApiErrorInfo for a failure the contract reported instead of a stream: Verity refused the call
 * before sending anything (no key for the profile, a value the contract does not accept).
 */
function contractFailure(error: ContractError, phase: ApiErrorInfo['phase'] = 'not-sent'): ApiErrorInfo {
  return {
    httpStatus: null,
    status: error.code,
    message: error.message,
    details:
      error.details === undefined
        ? []
        : [JSON.parse(JSON.stringify(error.details)) as ApiErrorInfo['details'][number]],
    retryAfterSeconds: null,
    phase,
  };
}

/** How the turn ended, from the stream's end value: Stop (CANCELLED) keeps the partial answer as stopped. */
export function finishTurn(turn: ChatTurn, outcome: Result<GenerateOutcome>): ChatTurn {
  if (!turn.result) return turn;
  let status: TurnResult['status'];
  let error = turn.result.error;
  if (outcome.ok) {
    status = outcome.value.status;
    if (status === 'error' && !error)
      error = contractFailure(
        { code: 'UPSTREAM', message: 'The generation failed without an error body.' },
        'before-stream',
      );
  } else if (outcome.error.code === 'CANCELLED') {
    status = 'stopped';
  } else {
    status = 'error';
    error = contractFailure(outcome.error);
  }
  return { ...turn, result: { ...turn.result, status, error } };
}

/** A turn to run again in place (Retry): its answer, events and error cleared. */
export function resetTurn(turn: ChatTurn, model: string): ChatTurn {
  return {
    ...turn,
    parts: [],
    result: { status: 'streaming', model, responses: [], events: [], error: null },
  };
}
