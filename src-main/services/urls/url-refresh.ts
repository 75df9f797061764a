// Refresh: the service's metadata (last URL_UPDATED / URL_DELETED notify times) for the selected URLs, read in
// batches of at most 100 and only as far as the minute's metadata budget allows; the rest are deferred.
import { VerityError } from '../../../src-shared/contract/result';
import { MAX_BATCH_PARTS } from '../google/google-batch';
import type { INDEXING_V3 } from '../google/generated/indexing-v3';
import type { GoogleClient } from '../google/google-client';
import type { MetadataBudget } from './metadata-budget';
import { isNotFound, notifyTimeOf } from './notify-url-kind';
import type { QueueStore } from './queue-store';

export async function refreshMetadata(
  deps: { indexing: GoogleClient<typeof INDEXING_V3>; budget: MetadataBudget; store: QueueStore },
  profileId: string,
  urls: readonly string[],
): Promise<{ read: number; notFound: number; deferred: number }> {
  const granted = deps.budget.take(profileId, urls.length);
  const counts = { read: 0, notFound: 0, deferred: urls.length - granted };
  const refused: string[] = [];
  for (let start = 0; start < granted; start += MAX_BATCH_PARTS) {
    const chunk = urls.slice(start, Math.min(granted, start + MAX_BATCH_PARTS));
    const results = await deps.indexing.batch(
      profileId,
      chunk.map((url) => ({ method: 'urlNotifications.getMetadata', params: { url } })),
    );
    results.forEach((result, i) => {
      const url = chunk[i]!;
      if (result.ok) {
        const times = {
          updated: notifyTimeOf(result.value, 'URL_UPDATED'),
          deleted: notifyTimeOf(result.value, 'URL_DELETED'),
        };
        deps.store.setNotified(profileId, url, times);
        counts.read += 1;
      } else if (isNotFound(result.error)) counts.notFound += 1;
      else refused.push(`${url}: ${result.error.message}`);
    });
  }
  if (refused.length > 0)
    throw new VerityError(
      'UPSTREAM',
      `The service refused the metadata of ${refused.length} URL(s) (${counts.read} read, ${counts.notFound} never notified); the first: ${refused[0]}`,
    );
  return counts;
}
