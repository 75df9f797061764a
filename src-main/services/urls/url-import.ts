// What every import does with its values (pasted, a CSV column, a sitemap's <loc>s): normalise each, keep the
// first of each spelling, then add them to the profile's list in one transaction. Every value is counted once:
// added, already listed (before, or earlier in the same import), or invalid.
import type { ImportResult } from '../../../src-shared/contract/schemas/urls';
import { normaliseUrl } from './normalise-url';
import type { UrlStore } from './url-store';

const MAX_SAMPLES = 20;

export interface CollectedUrls {
  /** Normalised, each once, in the order first seen. */
  urls: string[];
  duplicates: number;
  invalid: number;
  invalidSamples: ImportResult['invalidSamples'];
}

/** Normalises `values` (against `base` where a value has no scheme) and folds the duplicates. */
export function collectUrls(values: Iterable<string>, base?: URL): CollectedUrls {
  const seen = new Set<string>();
  const collected: CollectedUrls = { urls: [], duplicates: 0, invalid: 0, invalidSamples: [] };
  for (const value of values) {
    const normalised = normaliseUrl(value, base);
    if (!normalised.ok) {
      collected.invalid += 1;
      if (collected.invalidSamples.length < MAX_SAMPLES)
        collected.invalidSamples.push({ value: value.slice(0, 200), reason: normalised.reason });
    } else if (seen.has(normalised.url)) collected.duplicates += 1;
    else {
      seen.add(normalised.url);
      collected.urls.push(normalised.url);
    }
  }
  return collected;
}

/** Adds what `collectUrls` kept to the profile's list. */
export function addCollected(store: UrlStore, profileId: string, collected: CollectedUrls): ImportResult {
  const added = store.add(profileId, collected.urls);
  return {
    added,
    alreadyListed: collected.urls.length - added + collected.duplicates,
    invalid: collected.invalid,
    invalidSamples: collected.invalidSamples,
  };
}
