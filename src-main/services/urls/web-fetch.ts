// Fetching a page or a sitemap of the web, as a crawler would: through the HTTP layer (so Activity shows every
// hop), with no credential of any kind, redirects followed here one hop at a time (the layer never follows
// them), a cap on the body and a deadline per hop. With the Sandbox profile a demo host's URL is fetched from
// the sandbox's demo web (src-shared/demo-web.ts); every other URL, and every URL of any other profile, as is.
import { demoWebPath } from '../../../src-shared/demo-web';
import { VerityError } from '../../../src-shared/contract/result';
import type { HttpClient } from '../http/http-client';
import { SANDBOX_PROFILE_ID, type Profiles } from '../profiles/profiles';

const MAX_REDIRECTS = 10;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Every error status comes back as an answer: a 404 or 410 is what a removal's pre-flight looks for. */
const ANY_ERROR_STATUS = Array.from({ length: 200 }, (_, n) => 400 + n);
const DEFAULT_TIMEOUT_MS = 15_000;

export interface WebAnswer {
  /** Where the redirects ended (the URL asked for when there were none). */
  url: string;
  status: number;
  headers: Headers;
  body: Uint8Array;
  /** Each redirect followed, in order: the URL that answered with it and its status. */
  redirects: { url: string; status: number }[];
}

export interface WebFetchOptions {
  /** The largest body read; a larger answer fails, naming the limit. */
  maxBytes: number;
  accept: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Why a fetch gave no final answer (a redirect loop, too many hops, a body over the cap), with the hops made. */
export class WebFetchError extends VerityError {
  constructor(
    message: string,
    readonly redirects: number,
    code: 'UPSTREAM' | 'BAD_RESPONSE' = 'UPSTREAM',
  ) {
    super(code, message, { redirects });
  }
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export function createWebFetch(deps: { http: HttpClient; profiles: Pick<Profiles, 'endpoint'> }) {
  /** Where `url` is fetched from for the profile: the sandbox's demo web, or the URL itself. */
  function wireUrl(profileId: string, url: URL): string {
    if (profileId !== SANDBOX_PROFILE_ID) return url.href;
    const path = demoWebPath(url);
    return path === null
      ? url.href
      : new URL(path, deps.profiles.endpoint('indexing', profileId).baseUrl).href;
  }

  async function fetchOnce(profileId: string, url: URL, options: WebFetchOptions, hops: number) {
    try {
      return await deps.http.request({
        service: 'indexing',
        profileId,
        method: 'GET',
        url: wireUrl(profileId, url),
        headers: { accept: options.accept },
        timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
        maxBodyBytes: options.maxBytes,
        signal: options.signal,
        acceptStatus: ANY_ERROR_STATUS,
      });
    } catch (error) {
      if (error instanceof VerityError && error.code === 'BAD_RESPONSE' && /too large/.test(error.message))
        throw new WebFetchError(
          `${url.href} answered with more than ${megabytes(options.maxBytes)}, more than is read`,
          hops,
          'BAD_RESPONSE',
        );
      throw error;
    }
  }

  return async function fetchWeb(
    profileId: string,
    href: string,
    options: WebFetchOptions,
  ): Promise<WebAnswer> {
    let url = new URL(href);
    const redirects: WebAnswer['redirects'] = [];
    const visited = new Set([url.href]);
    for (;;) {
      const answer = await fetchOnce(profileId, url, options, redirects.length);
      const location = answer.headers.get('location');
      if (!REDIRECT_STATUSES.has(answer.status) || location === null)
        return {
          url: url.href,
          status: answer.status,
          headers: answer.headers,
          body: answer.body,
          redirects,
        };
      redirects.push({ url: url.href, status: answer.status });
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new WebFetchError(
          `${url.href} redirects to "${location}", which is not a URL`,
          redirects.length,
        );
      }
      next.hash = '';
      if (next.protocol !== 'https:' && next.protocol !== 'http:')
        throw new WebFetchError(`${url.href} redirects to a ${next.protocol} URL`, redirects.length);
      if (visited.has(next.href)) {
        const path = [...redirects.map((hop) => hop.url), next.href].join(' → ');
        throw new WebFetchError(`Redirect loop: ${path}`, redirects.length);
      }
      if (redirects.length >= MAX_REDIRECTS)
        throw new WebFetchError(
          `More than ${MAX_REDIRECTS} redirects from ${href}: no final page`,
          redirects.length,
        );
      visited.add(next.href);
      url = next;
    }
  };
}

export type WebFetch = ReturnType<typeof createWebFetch>;
