// The send queue's side of the URLs page, assembled: the queue and its recovery, the metadata budget and
// refresh, the settings, history and export, and the journal's `notify-url` kind.
import { VerityError } from '../../../src-shared/contract/result';
import type { UrlSelection } from '../../../src-shared/contract/schemas/urls';
import type { INDEXING_V3 } from '../google/generated/indexing-v3';
import type { GoogleClient } from '../google/google-client';
import type { Journal } from '../journal/journal';
import type { OperationKinds } from '../journal/operation-kinds';
import type { Database } from '../store/database';
import { createMetadataBudget } from './metadata-budget';
import { notifyUrlKind } from './notify-url-kind';
import { createQueueStore } from './queue-store';
import { createSendQueue } from './send-queue';
import type { ServiceClock } from './service-day';
import { createUrlHistory } from './url-history';
import { refreshMetadata } from './url-refresh';
import { createUrlSettings } from './url-settings';

export function createUrlQueue(deps: {
  db: Database;
  indexing: GoogleClient<typeof INDEXING_V3>;
  journal: Journal;
  kinds: OperationKinds;
  /** The service's clock per profile, fed by the Date of the indexing client's answers. */
  clock: ServiceClock;
  identity: (profileId: string) => string | null;
  /** The listed URLs a selection names (the URL list's resolver). */
  resolve: (profileId: string, selection: UrlSelection) => string[];
}) {
  const { indexing, clock } = deps;
  const store = createQueueStore(deps.db);
  const settings = createUrlSettings(deps.db);
  const budget = createMetadataBudget({ perMinute: () => settings.get().metadataPerMinute });
  deps.kinds.declare(notifyUrlKind({ indexing, clock }));
  const queue = createSendQueue({
    store,
    indexing,
    journal: deps.journal,
    clock,
    budget,
    settings: settings.get,
    identity: deps.identity,
  });
  const history = createUrlHistory(deps.db);

  return {
    queue,
    settings,
    clock,
    identity: deps.identity,

    /** The URLs a selection names; URLs named one by one must all be listed. */
    selected(profileId: string, selection: UrlSelection): string[] {
      const urls = deps.resolve(profileId, selection);
      if ('urls' in selection && urls.length < new Set(selection.urls).size) {
        const listed = new Set(urls);
        const missing = selection.urls.find((url) => !listed.has(url));
        throw new VerityError(
          'VALIDATION',
          `${missing} is not in this profile's URL list: import it first (URLs are matched as the list spells them)`,
        );
      }
      return urls;
    },

    refresh: (profileId: string, urls: readonly string[]) =>
      refreshMetadata({ indexing, budget, store }, profileId, urls),

    history: (profileId: string, days: number) =>
      history.history(profileId, clock.day(profileId), days, {
        identity: deps.identity(profileId),
        resetsAt: clock.resetsAt(profileId),
      }),

    export: (profileId: string, format: 'csv' | 'json') =>
      history.export(profileId, format, clock.day(profileId)),
  };
}

export type UrlQueue = ReturnType<typeof createUrlQueue>;
