// URL notifications (Indexing API v3), paths from its discovery document (fixtures/google/indexing-v3.json).
import { GOOGLE_ERRORS } from '../../http/error-shapes';
import { INDEXING_V3 } from '../../../../src-main/services/google/generated/indexing-v3';
import { scopesOf } from '../api-scopes';
import { googleRoutes } from '../not-implemented';
import type { OAuthState } from '../oauth/oauth-state';
import type { SandboxService } from '../service';

export function createIndexingService(oauth: OAuthState): SandboxService {
  const guard = { state: oauth, service: 'indexing.googleapis.com', scopesOf: scopesOf(INDEXING_V3) };
  return {
    id: 'indexing',
    prefixes: ['/v3/urlNotifications', '/batch'],
    errors: GOOGLE_ERRORS,
    routes: googleRoutes(
      [
        ['POST', '/v3/urlNotifications:publish', 'indexing.urlNotifications.publish'],
        ['GET', '/v3/urlNotifications/metadata', 'indexing.urlNotifications.getMetadata'],
        // multipart/mixed batch of up to 100 publish calls (discovery batchPath "batch").
        ['POST', '/batch', 'batch'],
      ],
      guard,
    ),
  };
}
