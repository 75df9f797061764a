// The analytics service for the console: its Google-style client (YouTube Analytics v2, as the profile's
// account), reports checked against the catalog and cached while final, the account's groups, and the saved
// reports and dashboards. Every group edit is journaled; the kinds of those operations are declared here.
import type { HttpClient } from '../http/http-client';
import { YOUTUBE_ANALYTICS_V2 } from '../google/generated/youtube-analytics-v2';
import { createGoogleClient } from '../google/google-client';
import type { AccessTokenSource } from '../google/google-send';
import type { Journal } from '../journal/journal';
import type { OperationKinds } from '../journal/operation-kinds';
import type { Database } from '../store/database';
import { createServiceClock } from '../urls/service-day';
import { createAnalyticsGroups } from './analytics-groups';
import { createAnalyticsReports } from './analytics-reports';
import { groupEditKinds } from './group-edit-kinds';
import { deleteGroupItemKind, deleteGroupKind } from './group-operation-kinds';
import { createSavedReports } from './saved-reports';

export function createAnalytics(deps: {
  db: Database;
  http: HttpClient;
  accessToken: AccessTokenSource;
  /** The analytics root URL for a profile (the sandbox's for the Sandbox profile). */
  rootUrl: (profileId: string) => string | undefined;
  identity: (profileId: string) => string | null;
  journal: Pick<Journal, 'begin' | 'settle'>;
  kinds: OperationKinds;
}) {
  // The service's day (its `Date`, Pacific) decides which days of a report are not final yet.
  const clock = createServiceClock();
  const clientWith = (retry?: { maxAttempts: number }) =>
    createGoogleClient({
      http: deps.http,
      accessToken: deps.accessToken,
      api: YOUTUBE_ANALYTICS_V2,
      rootUrl: deps.rootUrl,
      retry,
      onAnswer: (profileId, response) => clock.observe(profileId, response.headers.get('date')),
    });
  const client = clientWith();
  // Deletes are sent once: a retry after one that worked would be told the group or item does not exist.
  const deleteClient = clientWith({ maxAttempts: 1 });
  deps.kinds.declare(deleteGroupKind(client));
  deps.kinds.declare(deleteGroupItemKind(client));
  for (const kind of groupEditKinds(client, deleteClient)) deps.kinds.declare(kind);
  const groups = createAnalyticsGroups({ client, deleteClient, journal: deps.journal });
  const query = createAnalyticsReports({
    client,
    clock,
    identity: deps.identity,
    groupKind: groups.kindOf,
  });
  return { query, groups, saved: createSavedReports({ db: deps.db }) };
}

export type Analytics = ReturnType<typeof createAnalytics>;
