// URL notifications (Indexing API v3), paths from its discovery document (fixtures/google/indexing-v3.json).
import { GOOGLE_ERRORS } from '../../http/error-shapes';
import { googleRoutes } from '../not-implemented';
import type { SandboxService } from '../service';

export function createIndexingService(): SandboxService {
  return {
    id: 'indexing',
    prefixes: ['/v3/urlNotifications', '/batch'],
    errors: GOOGLE_ERRORS,
    routes: googleRoutes([
      ['POST', '/v3/urlNotifications:publish', 'indexing.urlNotifications.publish'],
      ['GET', '/v3/urlNotifications/metadata', 'indexing.urlNotifications.getMetadata'],
      // multipart/mixed batch of up to 100 publish calls (discovery batchPath "batch").
      ['POST', '/batch', 'batch'],
    ]),
  };
}
