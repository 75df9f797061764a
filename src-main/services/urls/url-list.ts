// The URL list of the URLs page, assembled: the store, the web fetch (pages and sitemaps), the sender's
// Search Console properties and the pre-flight, over the core's HTTP layer, profiles and accounts.
import type { AccessTokenSource } from '../google/google-send';
import type { HttpClient } from '../http/http-client';
import type { Profiles } from '../profiles/profiles';
import type { Database } from '../store/database';
import { createPreflight } from './preflight-check';
import { createSitemapReader } from './sitemap-reader';
import { createUrlSites } from './url-sites';
import { createUrlStore } from './url-store';
import { createWebFetch } from './web-fetch';

export function createUrlList(deps: {
  db: Database;
  http: HttpClient;
  profiles: Pick<Profiles, 'endpoint'>;
  accessToken: AccessTokenSource;
  /** Who the profile's token speaks for, for messages (url-sites.ts senderIdentity). */
  identity: (profileId: string) => string | null;
}) {
  const store = createUrlStore({ db: deps.db });
  const fetchWeb = createWebFetch({ http: deps.http, profiles: deps.profiles });
  const sites = createUrlSites({ ...deps, store });
  return {
    store,
    sites,
    readSitemaps: createSitemapReader({ fetchWeb }),
    preflight: createPreflight({ store, fetchWeb, sites, identity: deps.identity }),
  };
}

export type UrlList = ReturnType<typeof createUrlList>;
