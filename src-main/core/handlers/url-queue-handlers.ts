import type { Profiles } from '../../services/profiles/profiles';
import type { UrlQueue } from '../../services/urls/url-queue';
import type { Handlers } from '../router';
import { followUntilCancelled } from './follow-until-cancelled';

// The send queue: notifications, quota, metadata, history.
export function urlQueueHandlers(deps: { urlQueue: UrlQueue; profiles: Pick<Profiles, 'endpoint'> }) {
  const { urlQueue } = deps;
  const { queue } = urlQueue;
  /** The profile meant (the active one when none is named), which must use the URL notification service. */
  const profileOf = (profileId: string | undefined) =>
    deps.profiles.endpoint('indexing', profileId).profileId;

  return {
    'urls:notify': async ({ profileId, target, type, sendAnyway }) => {
      const profile = profileOf(profileId);
      return queue.send(profile, urlQueue.selected(profile, target), type, sendAnyway);
    },
    'urls:cancel': async ({ profileId, target }) => {
      const profile = profileOf(profileId);
      return { cancelled: queue.cancel(profile, urlQueue.selected(profile, target)) };
    },
    'urls:queue': ({ profileId }) => queue.current(profileOf(profileId)),
    'urls:events': ({ profileId }, emit, { signal }) => {
      const profile = profileOf(profileId);
      return followUntilCancelled(
        (listener) => queue.subscribe((from, event) => from === profile && listener(event)),
        emit,
        signal,
      );
    },
    'urls:refresh': ({ profileId, target }) => {
      const profile = profileOf(profileId);
      return urlQueue.refresh(profile, urlQueue.selected(profile, target));
    },
    'urls:settings': async () => urlQueue.settings.get(),
    'urls:setSettings': async (settings) => {
      const saved = urlQueue.settings.set(settings);
      queue.settingsChanged();
      return saved;
    },
    'urls:history': async ({ profileId, days }) => urlQueue.history(profileOf(profileId), days),
    'urls:export': async ({ profileId, format }) => urlQueue.export(profileOf(profileId), format),
  } satisfies Partial<Handlers>;
}
