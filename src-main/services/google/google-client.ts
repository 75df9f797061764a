// One client per Google-style API, driven by its generated method table: JSON calls, pageToken listings,
// single-request media uploads and multipart/mixed batches, all sent by google-send.ts (bearer token, Google's
// retries, GoogleApiError). Bodies come back as parsed JSON; checking their shape is the caller's.
import { VerityError } from '../../../src-shared/contract/result';
import type { ServiceId } from '../../../src-shared/contract/schemas/common';
import type { HttpClient, HttpResponse } from '../http/http-client';
import type { RetryPolicy } from '../http/retry-policy';
import type { ApiMethod, GoogleApi } from './google-api';
import { readBatch, writeBatch, type BatchResult } from './google-batch';
import { pages, type Page } from './google-pages';
import { callUrl, pagedFields, type CallParameters } from './google-request';
import { createGoogleSender, type AccessTokenSource, type OnAnswer } from './google-send';
import { uploadRequest, type Media } from './google-upload';

/** The console's service for each API of the method tables. */
const SERVICE_OF: Readonly<Record<string, ServiceId>> = {
  indexing: 'indexing',
  youtubeAnalytics: 'analytics',
  store: 'storage',
};

export interface CallOptions {
  params?: CallParameters;
  /** The JSON request body, for methods that take one. */
  body?: unknown;
  /** A partial-response mask (`files(id,name)`). */
  fields?: string;
  signal?: AbortSignal;
}

/** The call's parameters with its `fields` mask among them. */
const withFields = (options: Pick<CallOptions, 'params' | 'fields'>): CallParameters =>
  options.fields === undefined ? (options.params ?? {}) : { ...options.params, fields: options.fields };

export function createGoogleClient<Api extends GoogleApi>(deps: {
  http: HttpClient;
  accessToken: AccessTokenSource;
  api: Api;
  /** The API's root URL for a profile (a sandbox profile's is the sandbox's); the API's own when undefined. */
  rootUrl?: (profileId: string) => string | undefined;
  retry?: Partial<RetryPolicy>;
  onAnswer?: OnAnswer;
  /**
   * Parameters sent with every call whose method (per its method table) takes them, such as the storage
   * service's supportsAllDrives, without which shared stores' items answer as if they did not exist.
   */
  everyCall?: CallParameters;
}) {
  type MethodKey = keyof Api['methods'] & string;
  const { api } = deps;
  const service = SERVICE_OF[api.name];
  if (!service) throw new VerityError('INTERNAL', `No console service is known for the API ${api.name}`);
  const send = createGoogleSender({
    http: deps.http,
    accessToken: deps.accessToken,
    service,
    retry: deps.retry,
    onAnswer: deps.onAnswer,
  });

  function methodOf(key: MethodKey): ApiMethod {
    const method = api.methods[key];
    if (!method) throw new VerityError('VALIDATION', `${api.name} ${api.version} has no method ${key}`);
    return method;
  }

  /** The call's parameters after those of `everyCall` that its method takes (the call's own win). */
  function paramsOf(method: ApiMethod, options: Pick<CallOptions, 'params' | 'fields'>): CallParameters {
    const taken = Object.entries(deps.everyCall ?? {}).filter(([name]) => name in method.parameters);
    return { ...Object.fromEntries(taken), ...withFields(options) };
  }

  function urlOf(profileId: string, method: ApiMethod, options: CallOptions): URL {
    if (options.body !== undefined && !method.request)
      throw new VerityError('VALIDATION', `${method.id}: this method takes no request body`);
    return callUrl(api, method, paramsOf(method, options), deps.rootUrl?.(profileId));
  }

  /** The answer's JSON, or null for an empty body (a DELETE's 204). */
  const jsonOf = (response: HttpResponse): unknown =>
    response.body.byteLength === 0 ? null : response.json();

  async function call(profileId: string, key: MethodKey, options: CallOptions = {}): Promise<unknown> {
    const method = methodOf(key);
    const url = urlOf(profileId, method, options);
    const json = options.body === undefined ? undefined : JSON.stringify(options.body);
    const headers: Record<string, string> = json ? { 'content-type': 'application/json; charset=UTF-8' } : {};
    return jsonOf(
      await send(profileId, { method: method.httpMethod, url, headers, body: json, signal: options.signal }),
    );
  }

  return {
    call,

    /** Each page of a listing method, following nextPageToken (kept in the `fields` mask) to the end. */
    pages(profileId: string, key: MethodKey, options: Omit<CallOptions, 'body'> = {}): AsyncGenerator<Page> {
      const fields = options.fields === undefined ? undefined : pagedFields(options.fields);
      return pages(async (pageToken) => {
        const page = await call(profileId, key, {
          ...options,
          fields,
          params: { ...options.params, pageToken },
        });
        if (typeof page !== 'object' || page === null || Array.isArray(page))
          throw new VerityError(
            'BAD_RESPONSE',
            `${methodOf(key).id} answered a page that is not a JSON object`,
          );
        return page as Page;
      });
    },

    /** A single-request media upload, multipart when `metadata` (the method's request body) is given. */
    async upload(
      profileId: string,
      key: MethodKey,
      options: Omit<CallOptions, 'body'> & { metadata?: unknown; media: Media },
    ): Promise<unknown> {
      const request = uploadRequest(api, methodOf(key), {
        ...options,
        params: paramsOf(methodOf(key), options),
        rootUrl: deps.rootUrl?.(profileId),
      });
      const headers = { 'content-type': request.contentType };
      const method = methodOf(key).httpMethod;
      return jsonOf(
        await send(profileId, {
          method,
          url: request.url,
          headers,
          body: request.body,
          signal: options.signal,
        }),
      );
    },

    /**
     * Up to 100 calls in one request to the API's batchPath; each result, in the order of `calls`, is that
     * call's value or its own error. Only the batch as a whole is retried.
     */
    async batch(
      profileId: string,
      calls: ReadonlyArray<Omit<CallOptions, 'signal'> & { method: MethodKey }>,
      signal?: AbortSignal,
    ): Promise<BatchResult[]> {
      const parts = calls.map((one) => {
        const method = methodOf(one.method);
        return { method: method.httpMethod, url: urlOf(profileId, method, one), json: one.body };
      });
      const batch = writeBatch(parts);
      const root = (deps.rootUrl?.(profileId) ?? api.rootUrl).replace(/\/?$/, '/');
      const url = new URL(api.batchPath, root);
      const headers = { 'content-type': batch.contentType };
      const response = await send(profileId, { method: 'POST', url, headers, body: batch.body, signal });
      return readBatch(batch, parts, {
        contentType: response.headers.get('content-type'),
        body: response.text(),
      });
    },
  };
}

/** The client of one API's method table. */
export type GoogleClient<Api extends GoogleApi = GoogleApi> = ReturnType<typeof createGoogleClient<Api>>;
