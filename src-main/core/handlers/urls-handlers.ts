import type { Profiles } from '../../services/profiles/profiles';
import { addCollected, collectUrls } from '../../services/urls/url-import';
import type { UrlList } from '../../services/urls/url-list';
import type { Handlers } from '../router';

// The URL list: import, pre-flight, ownership.
export function urlsHandlers(deps: { urls: UrlList; profiles: Pick<Profiles, 'endpoint'> }) {
  const { store, sites, readSitemaps, preflight } = deps.urls;
  /** The profile meant (the active one when none is named), which must use the URL notification service. */
  const profileOf = (profileId: string | undefined) =>
    deps.profiles.endpoint('indexing', profileId).profileId;

  /**
   * After an import, the new URLs get their property and ownership. Without an account to ask with (or with
   * Search Console unreachable) they stay "unknown": the import itself is done, and a pre-flight asks again.
   */
  const ownershipAfterImport = (profileId: string) =>
    sites.refreshOwnership(profileId).catch(() => undefined);

  return {
    'urls:list': async ({ profileId, ...query }) => store.list(profileOf(profileId), query),
    'urls:add': async (input) => {
      const profileId = profileOf(input.profileId);
      const result = addCollected(
        store,
        profileId,
        collectUrls(input.urls, input.base ? new URL(input.base) : undefined),
      );
      await ownershipAfterImport(profileId);
      return result;
    },
    'urls:importSitemap': async ({ source, ...input }) => {
      const profileId = profileOf(input.profileId);
      const pages = await readSitemaps(
        profileId,
        source.kind === 'url' ? source : { ...source, bytes: Buffer.from(source.base64, 'base64') },
      );
      const result = addCollected(store, profileId, collectUrls(pages.locs));
      await ownershipAfterImport(profileId);
      return { ...result, sitemaps: pages.sitemaps };
    },
    'urls:remove': async ({ profileId, target }) => ({ removed: store.remove(profileOf(profileId), target) }),
    'urls:preflight': async ({ target, intent, ...input }, emit, { signal }) => {
      const profileId = profileOf(input.profileId);
      return preflight(profileId, store.resolve(profileId, target), intent, emit, signal);
    },
    'urls:sites': async ({ profileId }) => sites.refreshOwnership(profileOf(profileId)),
  } satisfies Partial<Handlers>;
}
