import type { ParsedInputOf } from '../../../src-shared/contract/contract';
import type { EntryView } from '../../../src-shared/contract/schemas/log-entries';
import type { Profiles } from '../profiles/profiles';
import { chunk, mapConcurrent } from './concurrency';
import type { EntryVerifier } from './entry-verifier';
import type { RekorApi, ServedEntry } from './rekor-api';
import { RETRIEVE_BATCH } from './rekor-schemas';

/** Requests in flight at once when fetching a page: bounded, and polite to public logs. */
const FETCH_CONCURRENCY = 10;

/** `sha256:` is Rekor's default algorithm; the index stores lowercase hex. */
function normalizeHash(hash: string): string {
  const [algorithm, value] = hash.includes(':') ? hash.split(':') : ['sha256', hash];
  return `${algorithm}:${value!.toLowerCase()}`;
}

const uuidOf = (entryId: string) => entryId.slice(-64);

/** Up to this many matches are all fetched (20 requests at most), so every page is in log-index order. */
const ORDERED_SEARCH_LIMIT = 200;

/** `ids` by the log index of their served entry, highest first; IDs the log did not return go last. */
function newestFirst(ids: string[], served: ServedEntry[]): string[] {
  const indexOf = new Map(served.map((s) => [uuidOf(s.entryId), s.entry.logIndex]));
  const rank = (id: string) => indexOf.get(uuidOf(id)) ?? -1n;
  return [...ids].sort((a, b) => (rank(a) === rank(b) ? 0 : rank(a) > rank(b) ? -1 : 1));
}

/**
 * SearchIndex's `publicKey.content` is `format: byte`: base64 of the key file's bytes, whatever the format
 * (sigstore/rekor:pkg/api/index.go hands the decoded bytes to the format's NewPublicKey: a PEM for x509,
 * an authorized_keys line for ssh, a minisign .pub file). What the person pasted is that file's text.
 */
function publicKeyQuery(key: { format: string; content: string }) {
  return { format: key.format, content: Buffer.from(key.content, 'utf8').toString('base64') };
}

/**
 * Search and browsing over Rekor's index and batch retrieval. Both fetch
 * through `entries/retrieve` (10 per request, up to FETCH_CONCURRENCY requests
 * in flight) and verify every entry; a searched entry that cannot be fetched
 * or read is listed as a failure rather than failing the page.
 */
export function createLogSearch(deps: { api: RekorApi; profiles: Profiles; verifier: EntryVerifier }) {
  return {
    async search(input: ParsedInputOf<'log:search'>) {
      const endpoint = deps.profiles.endpoint('tlog', input.profileId);
      const query: Record<string, unknown> = {};
      if (input.hash) query.hash = normalizeHash(input.hash);
      if (input.email) query.email = input.email;
      if (input.publicKey) query.publicKey = publicKeyQuery(input.publicKey);
      if (input.operator) query.operator = input.operator;
      // The index answers in no defined order. Up to ORDERED_SEARCH_LIMIT matches are all fetched, so
      // the pages run newest first by log index; past it, by entry ID: stable, though not by time.
      const ids = [...new Set(await deps.api.searchIndex(endpoint, query))].sort();
      const fetchIds = async (wanted: string[]) =>
        (
          await mapConcurrent(chunk(wanted, RETRIEVE_BATCH), FETCH_CONCURRENCY, (entryUUIDs) =>
            deps.api.retrieve(endpoint, { entryUUIDs }),
          )
        ).flat();
      const byLogIndex = ids.length <= ORDERED_SEARCH_LIMIT;
      const fetched = byLogIndex ? await fetchIds(ids) : null;
      const ordered = fetched ? newestFirst(ids, fetched) : ids;
      const onPage = ordered.slice(input.page * input.pageSize, (input.page + 1) * input.pageSize);
      const served = fetched ?? (await fetchIds(onPage));
      // Past the limit this orders the page by log index at least.
      const pageIds = newestFirst(onPage, served);
      const byUuid = new Map(served.map((s) => [uuidOf(s.entryId), s]));
      const view = deps.verifier.batch(endpoint);
      const entries: EntryView[] = [];
      const failures: Array<{ entryId: string; error: string }> = [];
      for (const entryId of pageIds) {
        const found = byUuid.get(uuidOf(entryId));
        if (!found) {
          failures.push({ entryId, error: 'the log did not return this entry' });
          continue;
        }
        try {
          entries.push(view(found));
        } catch (error) {
          failures.push({ entryId, error: (error as Error).message });
        }
      }
      return {
        total: ids.length,
        page: input.page,
        pageSize: input.pageSize,
        entryIds: pageIds,
        entries,
        failures,
        order: byLogIndex ? ('log-index' as const) : ('entry-id' as const),
      };
    },

    /** The newest entries below `before` (default: all), newest first, across shards by global index. */
    async browse(input: ParsedInputOf<'log:browse'>) {
      const endpoint = deps.profiles.endpoint('tlog', input.profileId);
      let requests = 0;
      let before: bigint;
      if (input.before !== undefined) {
        before = BigInt(input.before);
      } else {
        const info = await deps.api.logInfo(endpoint);
        requests++;
        // Global indices count through the inactive shards first (sigstore/rekor:pkg/sharding/ranges.go).
        const inactive = (info.inactiveShards ?? []).reduce((sum, s) => sum + BigInt(s.treeSize), 0n);
        before = inactive + BigInt(info.treeSize);
      }
      // Kept as BigInt: retrieve writes each index exactly, so logs past 2^53 can be browsed too.
      const indexes: bigint[] = [];
      for (let i = before - 1n; i >= 0n && indexes.length < input.count; i--) indexes.push(i);
      const row = deps.verifier.rows(endpoint);
      // Each batch is verified as it arrives, while the other requests are still in flight.
      const batches = await mapConcurrent(
        chunk(indexes, RETRIEVE_BATCH),
        FETCH_CONCURRENCY,
        async (logIndexes) => {
          requests++;
          return (await deps.api.retrieve(endpoint, { logIndexes })).map(row);
        },
      );
      const entries = batches.flat().sort((a, b) => Number(BigInt(b.logIndex) - BigInt(a.logIndex)));
      const lowest = indexes.at(-1);
      return {
        entries,
        nextBefore: lowest !== undefined && lowest > 0n ? lowest.toString() : null,
        requests,
      };
    },
  };
}

export type LogSearch = ReturnType<typeof createLogSearch>;
