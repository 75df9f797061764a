// Error bodies of the generation API: google.rpc.Status JSON with the details the real service attaches
// (QuotaFailure with 429s, BadRequest field violations for malformed payloads, DebugInfo for unknown models).
import { GOOGLE_ERRORS, sendGoogleError, type ErrorOptions, type ErrorStyle } from '../../http/error-shapes';
import type { Reply } from '../../http/reply';
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

/** 429s name the exhausted quota before the RetryInfo, like errors/429-resource-exhausted-retryinfo.json. */
function quotaDetails(httpStatus: number, details: unknown[] | undefined): unknown[] | undefined {
  if (httpStatus !== 429) return details;
  const quota = {
    '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
    violations: [{ quotaId: 'GenerateRequestsPerMinutePerProjectPerModel' }],
  };
  return [quota, ...(details ?? [])];
}

export const GENAI_ERRORS: ErrorStyle = {
  ...GOOGLE_ERRORS,
  send: (reply, httpStatus, message, options = {}) =>
    sendGoogleError(reply, httpStatus, message, {
      ...options,
      details: quotaDetails(httpStatus, options.details),
      headers: { ...FRONTEND_HEADERS, ...options.headers },
    }),
  cannedMessage: genaiMessage,
};

export interface FieldViolation {
  /** Proto path like "generation_config.temperature"; absent for the request root. */
  field?: string;
  description: string;
}

/** How one request reports errors: on :streamGenerateContent?alt=sse the real service keeps text/event-stream. */
export class GenaiErrorWriter {
  constructor(
    private readonly reply: Reply,
    private readonly sse: boolean,
  ) {}

  send(httpStatus: number, message: string, options: ErrorOptions = {}): void {
    const contentType = this.sse ? SSE_CONTENT_TYPE : JSON_CONTENT_TYPE;
    GENAI_ERRORS.send(this.reply, httpStatus, message, {
      ...options,
      headers: { 'content-type': contentType, ...options.headers },
    });
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
    this.send(404, message, {
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.DebugInfo',
          detail: `[ORIGINAL ERROR] generic::not_found: ${message} [google.rpc.error_details_ext] { message: ${JSON.stringify(message)} }`,
        },
      ],
    });
  }
}

/** "v1" or "v1beta", from the request path (the same methods are served under both). */
export function apiVersion(url: URL): string {
  return url.pathname.startsWith('/v1/') ? 'v1' : 'v1beta';
}
