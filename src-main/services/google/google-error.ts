// A Google-style API's error answer (`{error:{code,message,status,errors,details}}`, google.rpc.Status with
// the older `errors[]` list beside it) as a typed error: the HTTP status, the google.rpc.Code name, the
// reasons it gives, and what to do about the common ones. It travels as the contract's UPSTREAM error.
import { VerityError } from '../../../src-shared/contract/result';
import { apiErrorFromBody, apiErrorFromJson, type ApiErrorBody } from '../genai/stream/api-error';

export interface GoogleErrorFacts {
  httpStatus: number;
  /** The google.rpc.Code name (`PERMISSION_DENIED`), or null when the body has none (Drive's older errors). */
  status: string | null;
  message: string;
  /** ErrorInfo reasons first (`SERVICE_DISABLED`), then the `errors[].reason` ones (`userRateLimitExceeded`). */
  reasons: readonly string[];
  /** What a google.rpc.RetryInfo detail asks to wait, in seconds. */
  retryAfterSeconds: number | null;
  /** A quota that only a new day restores (e.g. Indexing's 200 publish requests per day). */
  dailyQuota: boolean;
  /** The URLs of google.rpc.Help details (SERVICE_DISABLED names the API's activation page there). */
  helpLinks: readonly string[];
}

const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'RATE_LIMIT_EXCEEDED']);
const DAILY_QUOTA_REASONS = new Set(['dailyLimitExceeded', 'quotaExceeded']);

const FIXES = {
  ownership:
    'Make the signed-in account (for a service account, its client_email) an Owner of the Search Console property (Full permission is not enough), and check that the URL lies inside the verified property: http or https, with or without www.',
  serviceDisabled:
    'Enable this API in the Google Cloud project that owns the OAuth client (the message names the page), wait a few minutes, then retry.',
  scope:
    'The sign-in did not grant the scope this call needs: sign in again in Settings → Accounts and leave its scope ticked on the consent page.',
  unauthenticated:
    'The access token is missing, expired or revoked: sign in again in Settings → Accounts (or re-import the service-account key).',
  dailyQuota:
    "The project's daily quota for this call is used up. It resets at midnight Pacific time; ask for a higher quota in the Google Cloud console if you need more.",
  rateLimit:
    'Too many requests in a short time. The console retries with backoff; if it keeps happening, send fewer at once.',
} as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The reasons of `details[]` ErrorInfo entries and of the legacy `errors[]` list, in that order, unique. */
function reasonsOf(error: Record<string, unknown>): string[] {
  const infos = (Array.isArray(error.details) ? error.details : []).filter(
    (detail) => isRecord(detail) && String(detail['@type']).endsWith('google.rpc.ErrorInfo'),
  );
  const legacy = Array.isArray(error.errors) ? error.errors : [];
  const reasons = [...infos, ...legacy].map((entry) => (isRecord(entry) ? entry.reason : undefined));
  return [
    ...new Set(reasons.filter((reason): reason is string => typeof reason === 'string' && reason !== '')),
  ];
}

/** The `links[].url` of `details[]` Help entries. */
function helpLinksOf(error: Record<string, unknown>): string[] {
  const helps = (Array.isArray(error.details) ? error.details : []).filter(
    (detail) => isRecord(detail) && String(detail['@type']).endsWith('google.rpc.Help'),
  );
  return helps
    .flatMap((help) => (Array.isArray(help.links) ? (help.links as unknown[]) : []))
    .map((link) => (isRecord(link) ? link.url : undefined))
    .filter((url): url is string => typeof url === 'string');
}

/** ErrorInfo's quota_limit names per-day limits `…PerDay…`; the message says "per day" where it has none. */
function isDailyQuota(error: Record<string, unknown>, reasons: readonly string[], message: string): boolean {
  if (reasons.some((reason) => DAILY_QUOTA_REASONS.has(reason))) return true;
  const limits = (Array.isArray(error.details) ? error.details : []).map((detail) =>
    isRecord(detail) && isRecord(detail.metadata) ? String(detail.metadata.quota_limit ?? '') : '',
  );
  return limits.some((limit) => /perday/i.test(limit)) || /\bper day\b/i.test(message);
}

/** Reads an error answer; a body that is not Google's JSON keeps its text as the message. */
export function googleErrorFacts(httpStatus: number, bodyText: string): GoogleErrorFacts {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(bodyText);
  } catch {
    // not JSON: apiErrorFromBody reports the text
  }
  const body: ApiErrorBody = apiErrorFromJson(parsed, httpStatus) ?? apiErrorFromBody(bodyText, httpStatus);
  const error = isRecord(parsed) && isRecord(parsed.error) ? parsed.error : {};
  const reasons = reasonsOf(error);
  return {
    httpStatus,
    status: body.status,
    message: body.message,
    reasons,
    retryAfterSeconds: body.retryAfterSeconds,
    dailyQuota: isDailyQuota(error, reasons, body.message),
    helpLinks: helpLinksOf(error),
  };
}

/** What to do about the common failures; null where the message says all there is. */
export function googleErrorFix(facts: GoogleErrorFacts): string | null {
  const has = (reason: string) => facts.reasons.includes(reason);
  if (has('SERVICE_DISABLED') || has('accessNotConfigured')) return FIXES.serviceDisabled;
  if (has('ACCESS_TOKEN_SCOPE_INSUFFICIENT') || has('insufficientPermissions')) return FIXES.scope;
  if (facts.httpStatus === 401) return FIXES.unauthenticated;
  if (facts.httpStatus === 403 && /ownership/i.test(facts.message)) return FIXES.ownership;
  if (facts.dailyQuota) return FIXES.dailyQuota;
  if (facts.httpStatus === 429 || facts.reasons.some((reason) => RATE_LIMIT_REASONS.has(reason))) {
    return FIXES.rateLimit;
  }
  return null;
}

export function isRateLimit(facts: GoogleErrorFacts): boolean {
  return facts.reasons.some((reason) => RATE_LIMIT_REASONS.has(reason));
}

/** A failed call to a Google-style API, as the contract's UPSTREAM error with the facts in `details`. */
export class GoogleApiError extends VerityError {
  readonly facts: GoogleErrorFacts;
  readonly fix: string | null;

  constructor(request: { method: string; url: string }, facts: GoogleErrorFacts) {
    const fix = googleErrorFix(facts);
    const named = [facts.status, facts.reasons[0]].filter(Boolean).join(', ');
    const path = new URL(request.url).pathname;
    super(
      'UPSTREAM',
      `${request.method} ${path} failed with HTTP ${facts.httpStatus}${named ? ` (${named})` : ''}: ${facts.message}`,
      {
        status: facts.httpStatus,
        googleStatus: facts.status,
        reason: facts.reasons[0] ?? null,
        reasons: [...facts.reasons],
        retryAfterSeconds: facts.retryAfterSeconds,
        ...(fix ? { hint: fix } : {}),
      },
    );
    this.name = 'GoogleApiError';
    this.facts = facts;
    this.fix = fix;
  }
}
