// URL notifications (Indexing API v3), paths from its discovery document (fixtures/google/indexing-v3.json),
// plus Search Console's sites.list, which tells a caller which properties it owns before it spends quota.
// Every route checks the bearer token and its scope first, as Google's front end does.
import type { IncomingMessage } from 'node:http';
import { GOOGLE_ERRORS } from '../../http/error-shapes';
import { BodyError, readJsonText } from '../../http/read-body';
import type { Reply } from '../../http/reply';
import type { Route } from '../../http/routing';
import { INDEXING_V3 } from '../../../../src-main/services/google/generated/indexing-v3';
import { scopesOf } from '../api-scopes';
import { requireAccessToken, type ScopeRequirement } from '../oauth/bearer-check';
import type { AccessToken, OAuthState } from '../oauth/oauth-state';
import type { SandboxService } from '../service';
import { accountRefusal } from './account-switches';
import { formatBatchAnswer, readBatchRequest, type BatchPart, type PartAnswer } from '../../http/batch-wire';
import { identityOf, sitesOf } from './demo-sites';
import { indexingControlRoutes } from './indexing-control';
import { IndexingQuota } from './indexing-quota';
import { NotificationStore } from './notification-store';
import { UrlNotifications, type Answer } from './url-notifications';

const PUBLISH = '/v3/urlNotifications:publish';
const METADATA = '/v3/urlNotifications/metadata';
const MAX_PUBLISH_BYTES = 64 * 1024;
const WEBMASTERS = 'https://www.googleapis.com/auth/webmasters';

export async function openIndexingService(dataDir: string, oauth: OAuthState): Promise<SandboxService> {
  const store = await NotificationStore.open(dataDir);
  const quota = new IndexingQuota(store);
  const notifications = new UrlNotifications(store, quota);
  const scopes = scopesOf(INDEXING_V3);
  const requirement = (method: string): ScopeRequirement => ({
    service: 'indexing.googleapis.com',
    method,
    scopes: scopes(method),
  });
  const sitesRequirement: ScopeRequirement = {
    service: 'searchconsole.googleapis.com',
    method: 'webmasters.sites.list',
    scopes: [WEBMASTERS, `${WEBMASTERS}.readonly`],
  };

  /** One inner call of the API, from a route or a batch part, for the holder of `token`. */
  const call = (method: string, target: URL, body: string, token: AccessToken): Answer => {
    const name =
      method === 'POST' && target.pathname === PUBLISH
        ? 'indexing.urlNotifications.publish'
        : method === 'GET' && target.pathname === METADATA
          ? 'indexing.urlNotifications.getMetadata'
          : undefined;
    if (!name) {
      const message = `The batch part ${method} ${target.pathname} is not a method of this API; a part calls urlNotifications.publish or urlNotifications.getMetadata.`;
      return { status: 404, body: { error: { code: 404, message, status: 'NOT_FOUND' } } };
    }
    const refusal = accountRefusal(quota.settings, token.grant, requirement(name));
    if (refusal) return refusal;
    const identity = identityOf(token.grant);
    return name === 'indexing.urlNotifications.publish'
      ? notifications.publish(identity, body)
      : notifications.getMetadata(identity, target.searchParams.get('url'));
  };

  const guarded = (method: 'GET' | 'POST', path: string, name: string, run: Handler): Route => ({
    method,
    path,
    handler: async ({ req, url, reply }) => {
      const token = requireAccessToken(oauth, req, reply, requirement(name));
      if (!token) return;
      try {
        await run(req, url, reply, token);
      } catch (error) {
        if (!(error instanceof BodyError)) throw error;
        GOOGLE_ERRORS.send(reply, error.httpStatus, error.message);
      }
    },
  });

  const answer = (reply: Reply, { status, body, headers }: Answer) =>
    reply.json(status, body, { pretty: true, headers });

  const batch: Handler = async (req, _url, reply, token) => {
    const parts = await readBatchRequest(req, reply);
    if (!parts) return;
    const answers: PartAnswer[] = [];
    for (const part of parts) answers.push({ contentId: part.contentId, ...runPart(part, token) });
    // Every part's outcome is on disk before any is answered.
    await store.save();
    const { contentType, body } = formatBatchAnswer(answers);
    reply.text(200, contentType, body);
  };

  /** A part runs with its own Authorization header if it has one, the batch's otherwise. */
  const runPart = (part: BatchPart, batchToken: AccessToken): Answer => {
    const target = partTarget(part.target);
    if (!target)
      return {
        status: 400,
        body: {
          error: {
            code: 400,
            message: `The batch part's request target "${part.target}" is not a path or URL.`,
            status: 'INVALID_ARGUMENT',
          },
        },
      };
    const presented = /^Bearer\s+(\S+)$/i.exec(part.authorization ?? '')?.[1];
    if (presented === undefined) return call(part.method, target, part.body, batchToken);
    const found = oauth.lookupAccessToken(presented);
    if (found.kind !== 'valid')
      return {
        status: 401,
        body: {
          error: {
            code: 401,
            message: 'Request had invalid authentication credentials.',
            status: 'UNAUTHENTICATED',
          },
        },
      };
    return call(part.method, target, part.body, found.token);
  };

  return {
    id: 'indexing',
    prefixes: ['/v3/urlNotifications', '/batch', '/webmasters/v3'],
    errors: GOOGLE_ERRORS,
    routes: [
      guarded('POST', PUBLISH, 'indexing.urlNotifications.publish', async (req, url, reply, token) => {
        const published = call('POST', url, await readJsonText(req, MAX_PUBLISH_BYTES), token);
        await store.save();
        answer(reply, published);
      }),
      guarded('GET', METADATA, 'indexing.urlNotifications.getMetadata', (_req, url, reply, token) => {
        answer(reply, call('GET', url, '', token));
      }),
      // multipart/mixed batch of up to 100 calls (discovery batchPath "batch").
      guarded('POST', '/batch', 'batch', batch),
      {
        method: 'GET',
        path: '/webmasters/v3/sites',
        handler: ({ req, reply }) => {
          const token = requireAccessToken(oauth, req, reply, sitesRequirement);
          if (token) reply.json(200, { siteEntry: sitesOf(identityOf(token.grant)) }, { pretty: true });
        },
      },
    ],
    controlRoutes: indexingControlRoutes(quota),
    // Clients read the quota's Pacific day from `Date`, as against Google.
    now: () => quota.now(),
    resetFaults: () => quota.reset(),
    close: () => store.idle(),
  };
}

type Handler = (req: IncomingMessage, url: URL, reply: Reply, token: AccessToken) => void | Promise<void>;

/** A part's request target as a URL: a path, or an absolute URL whose path and query count. */
function partTarget(target: string): URL | undefined {
  try {
    return new URL(target, 'https://indexing.googleapis.com');
  } catch {
    return undefined;
  }
}
