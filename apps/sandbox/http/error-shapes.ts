// The two error bodies the sandbox speaks: Rekor's `{code, message}` (sigstore/rekor:pkg/api/error.go) and
// Google's `{error: {code, message, status, details}}` (google.rpc.Status as JSON, used by all four Google-style APIs).
import { STATUS_CODES } from 'node:http';
import type { Reply } from './reply';

export interface ErrorOptions {
  /** With 429/503: sent as Retry-After, and as a google.rpc.RetryInfo detail in Google errors. */
  retryAfterSeconds?: number | null;
  /** Google only: extra google.rpc detail objects. */
  details?: unknown[];
  /** Google only: the google.rpc.Code name when the default for the HTTP status does not fit. */
  status?: string;
  headers?: Record<string, string>;
}

export type ErrorWriter = (reply: Reply, httpStatus: number, message: string, options?: ErrorOptions) => void;

/** How one service reports errors: its body shape, stock messages, and its router's 404 and 405. */
export interface ErrorStyle {
  send: ErrorWriter;
  cannedMessage(httpStatus: number): string;
  sendNotFound(reply: Reply, pathname: string): void;
  sendMethodNotAllowed(reply: Reply, method: string, allowed: readonly string[]): void;
}

/** google.rpc.Code names by HTTP status, per google/rpc/code.proto's HTTP mapping. */
const GOOGLE_STATUS: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ABORTED',
  412: 'FAILED_PRECONDITION',
  415: 'INVALID_ARGUMENT',
  429: 'RESOURCE_EXHAUSTED',
  499: 'CANCELLED',
  500: 'INTERNAL',
  501: 'UNIMPLEMENTED',
  503: 'UNAVAILABLE',
  504: 'DEADLINE_EXCEEDED',
};

export function googleStatusName(httpStatus: number): string {
  return GOOGLE_STATUS[httpStatus] ?? (httpStatus < 500 ? 'FAILED_PRECONDITION' : 'UNKNOWN');
}

function retryHeaders(httpStatus: number, options: ErrorOptions): Record<string, string> {
  const seconds = options.retryAfterSeconds;
  const retryable = httpStatus === 429 || httpStatus === 503;
  return { ...(retryable && seconds != null ? { 'retry-after': String(seconds) } : {}), ...options.headers };
}

export const sendRekorError: ErrorWriter = (reply, httpStatus, message, options = {}) => {
  reply.json(httpStatus, { code: httpStatus, message }, { headers: retryHeaders(httpStatus, options) });
};

export const sendGoogleError: ErrorWriter = (reply, httpStatus, message, options = {}) => {
  const details = [...(options.details ?? [])];
  const seconds = options.retryAfterSeconds;
  if ((httpStatus === 429 || httpStatus === 503) && seconds != null) {
    details.push({ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${seconds}s` });
  }
  const error = {
    code: httpStatus,
    message,
    status: options.status ?? googleStatusName(httpStatus),
    ...(details.length > 0 ? { details } : {}),
  };
  reply.json(httpStatus, { error }, { pretty: true, headers: retryHeaders(httpStatus, options) });
};

/** Canned messages the real services send for common statuses, used for injected errors. */
const GOOGLE_MESSAGES: Record<number, string> = {
  400: 'Request contains an invalid argument.',
  401: 'Request had invalid authentication credentials.',
  403: 'The caller does not have permission',
  404: 'Requested entity was not found.',
  429: 'Resource has been exhausted (e.g. check quota).',
  500: 'Internal error encountered.',
  503: 'The service is currently unavailable.',
  504: 'Deadline expired before operation could complete.',
};

const REKOR_MESSAGES: Record<number, string> = {
  500: 'unexpected error communicating with transparency log',
  504: 'timeout communicating with transparency log',
};

/** Rekor's router is go-swagger: 404/405 texts as in go-openapi/errors:api.go and go-openapi/runtime:middleware/router.go. */
export const REKOR_ERRORS: ErrorStyle = {
  send: sendRekorError,
  cannedMessage: (httpStatus) =>
    REKOR_MESSAGES[httpStatus] ?? (STATUS_CODES[httpStatus] ?? 'error').toLowerCase(),
  sendNotFound: (reply, pathname) => sendRekorError(reply, 404, `path ${pathname} was not found`),
  sendMethodNotAllowed: (reply, method, allowed) =>
    sendRekorError(reply, 405, `method ${method} is not allowed, but [${allowed.join(',')}] are`, {
      headers: { allow: allowed.join(', ') },
    }),
};

/**
 * A Google-style service's errors written by `send`: its stock messages, and the front end's 404 and 405.
 * google.rpc has no "method not allowed" code; grpc-gateway reports HTTP 405 as UNIMPLEMENTED.
 */
export function googleErrorStyle(
  send: ErrorWriter,
  cannedMessage: (httpStatus: number) => string,
): ErrorStyle {
  return {
    send,
    cannedMessage,
    sendNotFound: (reply, pathname) =>
      send(reply, 404, `The requested URL ${pathname} was not found on this server.`),
    sendMethodNotAllowed: (reply, method, allowed) =>
      send(reply, 405, `Method ${method} is not allowed on this path; use ${allowed.join(' or ')}.`, {
        status: 'UNIMPLEMENTED',
        headers: { allow: allowed.join(', ') },
      }),
  };
}

export const GOOGLE_ERRORS: ErrorStyle = googleErrorStyle(
  sendGoogleError,
  (httpStatus) => GOOGLE_MESSAGES[httpStatus] ?? STATUS_CODES[httpStatus] ?? 'Unknown error.',
);
