// Analytics (YouTube Analytics API v2), paths from its discovery document (fixtures/google/youtubeAnalytics-v2.json).
import { GOOGLE_ERRORS } from '../../http/error-shapes';
import { googleRoutes } from '../not-implemented';
import type { SandboxService } from '../service';

export function createAnalyticsService(): SandboxService {
  return {
    id: 'analytics',
    prefixes: ['/v2'],
    errors: GOOGLE_ERRORS,
    routes: googleRoutes([
      ['GET', '/v2/reports', 'youtubeAnalytics.reports.query'],
      ['GET', '/v2/groups', 'youtubeAnalytics.groups.list'],
      ['POST', '/v2/groups', 'youtubeAnalytics.groups.insert'],
      ['PUT', '/v2/groups', 'youtubeAnalytics.groups.update'],
      ['DELETE', '/v2/groups', 'youtubeAnalytics.groups.delete'],
      ['GET', '/v2/groupItems', 'youtubeAnalytics.groupItems.list'],
      ['POST', '/v2/groupItems', 'youtubeAnalytics.groupItems.insert'],
      ['DELETE', '/v2/groupItems', 'youtubeAnalytics.groupItems.delete'],
    ]),
  };
}
