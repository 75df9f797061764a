// Analytics (YouTube Analytics API v2), paths from its discovery document (fixtures/google/youtubeAnalytics-v2.json).
import { GOOGLE_ERRORS } from '../../http/error-shapes';
import { YOUTUBE_ANALYTICS_V2 } from '../../../../src-main/services/google/generated/youtube-analytics-v2';
import { scopesOf } from '../api-scopes';
import { googleRoutes } from '../not-implemented';
import type { OAuthState } from '../oauth/oauth-state';
import type { SandboxService } from '../service';

export function createAnalyticsService(oauth: OAuthState): SandboxService {
  const guard = {
    state: oauth,
    service: 'youtubeanalytics.googleapis.com',
    scopesOf: scopesOf(YOUTUBE_ANALYTICS_V2),
  };
  return {
    id: 'analytics',
    prefixes: ['/v2'],
    errors: GOOGLE_ERRORS,
    routes: googleRoutes(
      [
        ['GET', '/v2/reports', 'youtubeAnalytics.reports.query'],
        ['GET', '/v2/groups', 'youtubeAnalytics.groups.list'],
        ['POST', '/v2/groups', 'youtubeAnalytics.groups.insert'],
        ['PUT', '/v2/groups', 'youtubeAnalytics.groups.update'],
        ['DELETE', '/v2/groups', 'youtubeAnalytics.groups.delete'],
        ['GET', '/v2/groupItems', 'youtubeAnalytics.groupItems.list'],
        ['POST', '/v2/groupItems', 'youtubeAnalytics.groupItems.insert'],
        ['DELETE', '/v2/groupItems', 'youtubeAnalytics.groupItems.delete'],
      ],
      guard,
    ),
  };
}
