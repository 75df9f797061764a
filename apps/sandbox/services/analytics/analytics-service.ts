// Analytics (YouTube Analytics API v2), paths from its discovery document (fixtures/google/youtubeAnalytics-v2.json):
// reports.query over the demo channels (report-query.ts) and the groups a caller keeps (group-routes.ts).
// Every route checks the bearer token and its scope first, as Google's front end does.
import type { IncomingMessage } from 'node:http';
import { GOOGLE_ERRORS } from '../../http/error-shapes';
import { BodyError } from '../../http/read-body';
import type { Reply } from '../../http/reply';
import type { HttpMethod, Route } from '../../http/routing';
import { YOUTUBE_ANALYTICS_V2 } from '../../../../src-main/services/google/generated/youtube-analytics-v2';
import { scopesOf } from '../api-scopes';
import { requireAccessToken } from '../oauth/bearer-check';
import type { AccessToken, OAuthState } from '../oauth/oauth-state';
import type { SandboxService } from '../service';
import { AnalyticsClock } from './analytics-clock';
import { GroupRoutes, type GroupAnswer } from './group-routes';
import { GroupStore } from './group-store';
import { answerReport } from './report-query';
import { sendYouTubeError } from './youtube-errors';

type Handler = (
  req: IncomingMessage,
  url: URL,
  owner: string,
  token: AccessToken,
) => GroupAnswer | Promise<GroupAnswer>;

/** Groups belong to the demo account that made them (the service account keeps its own). */
function ownerOf(token: AccessToken): string {
  return token.grant.account?.sub ?? 'service-account';
}

function send(reply: Reply, answer: GroupAnswer): void {
  if ('error' in answer) sendYouTubeError(reply, answer.error);
  else if (answer.status === 204) reply.send(204, {}, '');
  else reply.json(200, answer.body, { pretty: true });
}

export async function openAnalyticsService(dataDir: string, oauth: OAuthState): Promise<SandboxService> {
  const store = await GroupStore.open(dataDir);
  const clock = new AnalyticsClock();
  const groups = new GroupRoutes(store, () => clock.now());
  const scopes = scopesOf(YOUTUBE_ANALYTICS_V2);

  const route = (method: HttpMethod, path: string, name: string, run: Handler): Route => ({
    method,
    path,
    handler: async ({ req, url, reply }) => {
      const requirement = { service: 'youtubeanalytics.googleapis.com', method: name, scopes: scopes(name) };
      const token = requireAccessToken(oauth, req, reply, requirement);
      if (!token) return;
      try {
        send(reply, await run(req, url, ownerOf(token), token));
      } catch (error) {
        if (!(error instanceof BodyError)) throw error;
        GOOGLE_ERRORS.send(reply, error.httpStatus, error.message);
      }
    },
  });

  const report: Handler = (_req, url, owner, token) => {
    const answer = answerReport(url, {
      token,
      groupOf: (id) => store.groups.find((group) => group.id === id && group.ownerSub === owner),
      lastReportedDay: clock.lastReportedDay(),
    });
    return 'error' in answer ? answer : { status: 200, body: answer };
  };

  return {
    id: 'analytics',
    prefixes: ['/v2'],
    errors: GOOGLE_ERRORS,
    routes: [
      route('GET', '/v2/reports', 'youtubeAnalytics.reports.query', report),
      route('GET', '/v2/groups', 'youtubeAnalytics.groups.list', (_req, url, owner) =>
        groups.list(owner, url),
      ),
      route('POST', '/v2/groups', 'youtubeAnalytics.groups.insert', (req, _url, owner) =>
        groups.insert(owner, req),
      ),
      route('PUT', '/v2/groups', 'youtubeAnalytics.groups.update', (req, _url, owner) =>
        groups.update(owner, req),
      ),
      route('DELETE', '/v2/groups', 'youtubeAnalytics.groups.delete', (_req, url, owner) =>
        groups.delete(owner, url),
      ),
      route('GET', '/v2/groupItems', 'youtubeAnalytics.groupItems.list', (_req, url, owner) =>
        groups.listItems(owner, url),
      ),
      route('POST', '/v2/groupItems', 'youtubeAnalytics.groupItems.insert', (req, _url, owner) =>
        groups.insertItem(owner, req),
      ),
      route('DELETE', '/v2/groupItems', 'youtubeAnalytics.groupItems.delete', (_req, url, owner) =>
        groups.deleteItem(owner, url),
      ),
    ],
    controlRoutes: clock.controlRoutes(),
    // Report days are Pacific dates of this clock, and `Date` says it.
    now: () => clock.now(),
    resetFaults: () => {
      clock.offsetMs = 0;
    },
    close: () => store.idle(),
  };
}
