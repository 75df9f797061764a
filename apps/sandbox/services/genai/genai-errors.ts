// Error bodies of the generation API: google.rpc.Status JSON with the details the real service attaches
// (QuotaFailure with 429s, BadRequest field violations for malformed payloads, DebugInfo for errors of the
// backend: unknown models, a cancelled stream). Every error of an `?alt=sse` call says text/event-stream,
// as recordings/stream-http-404.json does, whichever layer answers it (key check, fault, router, checks).
import {
  GOOGLE_ERRORS,
  googleErrorStyle,
  googleStatusName,
  sendGoogleError,
  type ErrorOptions,
  type ErrorStyle,
  type ErrorWriter,
} from '../../http/error-shapes';
import type { Reply } from '../../http/reply';
import { parseRequestTarget } from '../../http/routing';
import { FRONTEND_HEADERS, JSON_CONTENT_TYPE, SSE_CONTENT_TYPE } from './wire/json-format';

/** Canned texts of the generation service (vercel/ai#5217 for 503, the free-tier 429 fixture for 429). */
const GENAI_MESSAGES: Record<number, string> = {
  429: 'You exceeded your current quota, please check your plan and billing details. For more information on this error, head to: https://ai.google.dev/gemini-api/docs/rate-limits.',
  499: 'The operation was cancelled.',
  500: 'An internal error has occurred. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
  503: 'The model is overloaded. Please try again later.',
  504: 'The service is currently unavailable.',
};

export function genaiMessage(httpStatus: number): string {
  return GENAI_MESSAGES[httpStatus] ?? GOOGLE_ERRORS.cannedMessage(httpStatus);
}

/**
 * The google.rpc.DebugInfo the backend adds to its errors: "[ORIGINAL ERROR] generic::<code>: <message>",
 * with the message repeated as an error_details_ext when there is one (errors/404-not-found-model.json), or
 * nothing after the code (the cancelled stream of sse/error-mid-stream.sse.txt).
 */
function originalErrorDetail(httpStatus: number, message?: string): unknown {
  const code = googleStatusName(httpStatus).toLowerCase();
  const text =
    message === undefined
      ? ''
      : `${message} [google.rpc.error_details_ext] { message: ${JSON.stringify(message)} }`;
  return {
    '@type': 'type.googleapis.com/google.rpc.DebugInfo',
    detail: `[ORIGINAL ERROR] generic::${code}: ${text}`,
  };
}

/**
 * The details of a canned error, as the real ones have them: a 429 names the exhausted quota (the request
 * rate's, unless the caller names another) before the RetryInfo (errors/429-resource-exhausted-retryinfo.json); a cancelled stream carries its DebugInfo
 * (sse/error-mid-stream.sse.txt); the 503 of vercel/ai#5217 and the 500s seen in the wild carry none.
 */
export function cannedDetails(httpStatus: number, details: unknown[] = []): unknown[] | undefined {
  const namesQuota = details.some(
    (d) => (d as { '@type'?: string })['@type'] === 'type.googleapis.com/google.rpc.QuotaFailure',
  );
  if (httpStatus === 429 && !namesQuota) {
    const quota = {
      '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
      violations: [{ quotaId: 'GenerateRequestsPerMinutePerProjectPerModel' }],
    };
    return [quota, ...details];
  }
  if (httpStatus === 499 && details.length === 0) return [originalErrorDetail(499)];
  return details.length > 0 ? details : undefined;
}

/** text/event-stream for any answer to an `?alt=sse` call, the front end's JSON type otherwise. */
function errorContentType(reply: Reply): string {
  const sse = parseRequestTarget(reply.requestTarget)?.searchParams.get('alt') === 'sse';
  return sse ? SSE_CONTENT_TYPE : JSON_CONTENT_TYPE;
}

const sendGenaiError: ErrorWriter = (reply, httpStatus, message, options = {}) =>
  sendGoogleError(reply, httpStatus, message, {
    ...options,
    details: cannedDetails(httpStatus, options.details),
    headers: { ...FRONTEND_HEADERS, 'content-type': errorContentType(reply), ...options.headers },
  });

export const GENAI_ERRORS: ErrorStyle = googleErrorStyle(sendGenaiError, genaiMessage);

export interface FieldViolation {
  /** Proto path like "generation_config.temperature"; absent for the request root. */
  field?: string;
  description: string;
}

/** How one request reports errors in the generation API's words. */
export class GenaiErrorWriter {
  constructor(private readonly reply: Reply) {}

  send(httpStatus: number, message: string, options: ErrorOptions = {}): void {
    GENAI_ERRORS.send(this.reply, httpStatus, message, options);
  }

  /** 400 with one line per violation and a google.rpc.BadRequest detail (malformed payloads). */
  payloadErrors(violations: readonly FieldViolation[]): void {
    this.send(400, violations.map((v) => v.description).join('\n'), {
      details: [{ '@type': 'type.googleapis.com/google.rpc.BadRequest', fieldViolations: violations }],
    });
  }

  /** 400 in the "* GenerateContentRequest.<path>: <problem>\n" form the service uses for semantic checks. */
  invalidRequest(problems: readonly string[]): void {
    this.send(400, problems.join(''));
  }

  modelNotFound(resource: string, method: string, version: string): void {
    const message = `${resource} is not found for API version ${version}, or is not supported for ${method}. Call ListModels to see the list of available models and their supported methods.`;
    this.send(404, message, { details: [originalErrorDetail(404, message)] });
  }
}

/** "v1" or "v1beta", from the request path (the same methods are served under both). */
export function apiVersion(url: URL): string {
  return url.pathname.startsWith('/v1/') ? 'v1' : 'v1beta';
}
