// The Search Console properties of the sandbox's identities, as `webmasters/v3/sites` lists them. The URL
// notification service accepts a URL only from an identity that is an Owner of a property covering it:
// "Full" permission is not enough (goenning/google-indexing-script#76), and a URL-prefix property matches its
// scheme exactly while an `sc-domain:` property covers every scheme and subdomain (#13, #3).
import type { Grant } from '../oauth/oauth-state';

type PermissionLevel = 'siteOwner' | 'siteFullUser' | 'siteRestrictedUser' | 'siteUnverifiedUser';

export interface SiteEntry {
  siteUrl: string;
  permissionLevel: PermissionLevel;
}

/** Who a token speaks for: the service account, or a demo account by its `sub`. */
export type Identity = 'service-account' | `account:${string}`;

const ADA = 'account:104857600000000000001';

/** Grace (the other demo account) has no property at all. */
const SITES: Record<Identity, readonly SiteEntry[]> = {
  'service-account': [
    { siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' },
    { siteUrl: 'https://docs.example.net/', permissionLevel: 'siteFullUser' },
  ],
  [ADA]: [
    { siteUrl: 'sc-domain:example.com', permissionLevel: 'siteOwner' },
    { siteUrl: 'https://blog.example.net/', permissionLevel: 'siteOwner' },
    { siteUrl: 'https://docs.example.net/', permissionLevel: 'siteOwner' },
    { siteUrl: 'http://legacy.example.net/', permissionLevel: 'siteFullUser' },
  ],
};

export function identityOf(grant: Grant): Identity {
  return grant.account ? `account:${grant.account.sub}` : 'service-account';
}

export function sitesOf(identity: Identity): readonly SiteEntry[] {
  return SITES[identity] ?? [];
}

function covers(siteUrl: string, url: URL): boolean {
  if (siteUrl.startsWith('sc-domain:')) {
    const domain = siteUrl.slice('sc-domain:'.length);
    return url.hostname === domain || url.hostname.endsWith(`.${domain}`);
  }
  return url.href.startsWith(siteUrl);
}

/** Whether `identity` is an Owner of a property that covers `url`. */
export function ownsUrl(identity: Identity, url: URL): boolean {
  return sitesOf(identity).some((site) => site.permissionLevel === 'siteOwner' && covers(site.siteUrl, url));
}
