/**
 * The result envelope every contract call returns. Errors cross the process
 * boundary as plain data because thrown errors lose their fields over IPC.
 */

export type ErrorCode =
  | 'VALIDATION' // the payload did not match the channel's schema
  | 'UNKNOWN_CHANNEL' // no such channel in the contract
  | 'FORBIDDEN_SENDER' // the caller is not the app's own renderer
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UPSTREAM' // the remote service answered with an error status
  | 'NETWORK' // connection refused, reset, DNS, truncated body
  | 'TIMEOUT'
  | 'CANCELLED'
  | 'BAD_RESPONSE' // the remote service answered with something we cannot parse
  | 'VAULT' // secret storage refused or is unavailable
  | 'LIMIT' // a cap on concurrent work was reached (streams, calls, connections)
  | 'INTERNAL';

export interface ContractError {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: ContractError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail(code: ErrorCode, message: string, details?: Record<string, unknown>): Result<never> {
  return details === undefined
    ? { ok: false, error: { code, message } }
    : { ok: false, error: { code, message, details } };
}

/** A typed error main-process code throws; the router turns it into an envelope. */
export class VerityError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'VerityError';
    this.code = code;
    this.details = details;
  }

  toContractError(): ContractError {
    return this.details === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, details: this.details };
  }
}

/** Unwraps a result, throwing a VerityError on failure (for react-query fetchers). */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new VerityError(result.error.code, result.error.message, result.error.details);
}
