// How every request to a Google-style API leaves main: through the HTTP layer (so Activity records it, the
// bearer token redacted), with `Authorization: Bearer` from the profile's account, Google's retry rules in
// place of the layer's own, and error answers as GoogleApiError. A 401 gets one fresh token and one more try,
// as google-auth-library's OAuth2Client does.
import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import type { AnswerRule, HttpClient, HttpResponse } from '../http/http-client';
import { isIdempotent, parseRetryAfter, type RetryPolicy } from '../http/retry-policy';
import { GoogleApiError, googleErrorFacts } from './google-error';
import { googleRetryDelayMs } from './google-retry';

/**
 * A current access token for the profile's account. `refused` is the token the API has just answered 401
 * to: an implementation that can should return a refreshed one rather than the same again.
 */
export type AccessTokenSource = (profileId: string, options?: { refused: string }) => Promise<string>;

export interface GoogleRequest {
  method: string;
  url: URL;
  headers?: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | string;
  signal?: AbortSignal;
}

/** Sees every answer the API gives (errors and retried ones too), e.g. to read the service's clock from `Date`. */
export type OnAnswer = (profileId: string, response: Pick<HttpResponse, 'status' | 'headers'>) => void;

/** Google's rule for an error answer: a GoogleApiError, retried as google-retry.ts decides. */
function googleRule(
  request: { method: string; url: string },
  idempotent: boolean,
  seen: (response: HttpResponse) => void,
): AnswerRule {
  return (response, attempt, policy) => {
    seen(response);
    const facts = googleErrorFacts(response.status, response.text());
    const retryAfterHeaderMs = parseRetryAfter(response.headers.get('retry-after'), Date.now());
    return {
      error: new GoogleApiError(request, facts),
      retryInMs: googleRetryDelayMs(facts, attempt, { idempotent, policy, retryAfterHeaderMs }),
    };
  };
}

export function createGoogleSender(deps: {
  http: HttpClient;
  accessToken: AccessTokenSource;
  service: ServiceId;
  retry?: Partial<RetryPolicy>;
  onAnswer?: OnAnswer;
}) {
  return async function send(profileId: string, request: GoogleRequest): Promise<HttpResponse> {
    const target = { method: request.method, url: request.url.href };
    const idempotent = isIdempotent(request.method);
    const seen = (response: HttpResponse) => deps.onAnswer?.(profileId, response);
    const attempt = async (token: string) => {
      const response = await deps.http.request({
        service: deps.service,
        profileId,
        ...target,
        headers: { ...request.headers, authorization: `Bearer ${token}` },
        body: request.body,
        signal: request.signal,
        idempotent,
        retry: deps.retry,
        acceptStatus: [401],
        answerRule: googleRule(target, idempotent, seen),
      });
      seen(response);
      return response;
    };
    const token = await deps.accessToken(profileId);
    let response = await attempt(token);
    if (response.status !== 401) return response;
    const fresh = await deps.accessToken(profileId, { refused: token });
    if (fresh !== token) response = await attempt(fresh);
    if (response.status !== 401) return response;
    throw new GoogleApiError(target, googleErrorFacts(401, response.text()));
  };
}
