// The sender's Search Console properties (`sites.list`) and, from them, which of a profile's URLs it owns, so a
// URL the service would refuse with 403 is known before any quota is spent. The sender is whoever the
// profile's token speaks for: its sign-in, else its service account (accounts.ts decides the same way).
import { z } from 'zod';
import { VerityError } from '../../../src-shared/contract/result';
import type { AccountStatus } from '../../../src-shared/contract/schemas/accounts';
import { createGoogleSender, type AccessTokenSource } from '../google/google-send';
import type { HttpClient } from '../http/http-client';
import type { Profiles } from '../profiles/profiles';
import { ownershipBySites, type SiteEntry } from './site-ownership';
import type { UrlStore } from './url-store';

/** Search Console's own root; a profile whose indexing endpoint is not Google's (the sandbox) answers it too. */
const SEARCH_CONSOLE_ROOT = 'https://searchconsole.googleapis.com';

const SitesList = z.object({
  // Google leaves the field out for an account with no property.
  siteEntry: z.array(z.object({ siteUrl: z.string(), permissionLevel: z.string() })).optional(),
});

export interface SenderSites {
  /** Who sends, for messages: the sign-in's e-mail, or the service account's. */
  identity: string | null;
  sites: SiteEntry[];
}

/** The name of whoever the profile's token speaks for: the person signed in, else the service account. */
export function senderIdentity(
  signIn: Pick<AccountStatus, 'state' | 'email'>,
  serviceAccount: { email: string } | null,
): string | null {
  if (signIn.state === 'signed-in' || signIn.state === 'sign-in-again')
    return signIn.email ?? 'the signed-in account';
  return serviceAccount?.email ?? null;
}

export function createUrlSites(deps: {
  http: HttpClient;
  accessToken: AccessTokenSource;
  profiles: Pick<Profiles, 'endpoint'>;
  identity: (profileId: string) => string | null;
  store: Pick<UrlStore, 'setOwnership'>;
}) {
  const send = createGoogleSender({ http: deps.http, accessToken: deps.accessToken, service: 'indexing' });

  function sitesUrl(profileId: string): URL {
    const { baseUrl } = deps.profiles.endpoint('indexing', profileId);
    const root = new URL(baseUrl).hostname.endsWith('googleapis.com') ? SEARCH_CONSOLE_ROOT : baseUrl;
    return new URL(`${root}/webmasters/v3/sites`);
  }

  async function list(profileId: string): Promise<SenderSites> {
    const response = await send(profileId, { method: 'GET', url: sitesUrl(profileId) });
    const parsed = SitesList.safeParse(response.json());
    if (!parsed.success)
      throw new VerityError('BAD_RESPONSE', 'Search Console answered a sites list Verity cannot read');
    return { identity: deps.identity(profileId), sites: parsed.data.siteEntry ?? [] };
  }

  return {
    list,
    /** Lists the sender's properties and records, for every URL of the profile, its property and ownership. */
    async refreshOwnership(profileId: string): Promise<SenderSites> {
      const sites = await list(profileId);
      deps.store.setOwnership(profileId, ownershipBySites(sites.sites));
      return sites;
    },
  };
}

export type UrlSites = ReturnType<typeof createUrlSites>;
