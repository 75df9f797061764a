// Which Search Console property covers a URL, and whether the sender owns it. The URL notification service
// accepts a URL only from an Owner (`siteOwner`) of a property covering it: "Full" permission is not enough
// (goenning/google-indexing-script#76). An `sc-domain:` property covers every scheme and subdomain of its
// domain; a URL-prefix property covers URLs starting with its scheme, host and path exactly (#13, #3).
import type { UrlRow } from '../../../src-shared/contract/schemas/urls';

export interface SiteEntry {
  siteUrl: string;
  permissionLevel: string;
}

export interface UrlOwnership {
  /** The property it falls under: an owned one where there is one, else the closest that covers it. */
  site: string | null;
  owned: UrlRow['owned'];
}

/** A property's coverage test: sc-domain by host, URL-prefix by the start of the normalised URL. */
function coverage(siteUrl: string): ((url: URL) => boolean) | null {
  if (siteUrl.startsWith('sc-domain:')) {
    const domain = siteUrl.slice('sc-domain:'.length).toLowerCase();
    return (url) => url.hostname === domain || url.hostname.endsWith(`.${domain}`);
  }
  if (!URL.canParse(siteUrl)) return null;
  // The same spelling as the list's URLs (scheme and host lower-cased, default port dropped).
  const prefix = new URL(siteUrl).href;
  return (url) => url.href.startsWith(prefix);
}

/** Ownership of each URL against the sender's properties (`sites.list`), its coverage rules prepared once. */
export function ownershipBySites(sites: readonly SiteEntry[]): (url: string) => UrlOwnership {
  const properties = sites
    .map((site) => ({ ...site, covers: coverage(site.siteUrl) }))
    .filter((site) => site.covers !== null)
    // Longest first: of two covering properties, the more specific names the URL's site.
    .sort((a, b) => b.siteUrl.length - a.siteUrl.length);
  return (href) => {
    if (!URL.canParse(href)) return { site: null, owned: 'not-owner' };
    const url = new URL(href);
    const covering = properties.filter((site) => site.covers!(url));
    const owner = covering.find((site) => site.permissionLevel === 'siteOwner');
    if (owner) return { site: owner.siteUrl, owned: 'owner' };
    return { site: covering[0]?.siteUrl ?? null, owned: 'not-owner' };
  };
}
