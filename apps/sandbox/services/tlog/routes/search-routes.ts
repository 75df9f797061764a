// POST /api/v1/log/entries/retrieve and POST /api/v1/index/retrieve (sigstore/rekor:pkg/api/entries.go
// SearchLogQueryHandler, pkg/api/index.go SearchIndexHandler).
import { fromBase64 } from '../../../../../src-main/verification/tlog/encoding';
import { sendRekorError } from '../../../http/error-shapes';
import { BodyError, readJsonBody } from '../../../http/read-body';
import type { RouteHandler } from '../../../http/routing';
import { hashLeaf } from '../../../../../src-main/verification/tlog/rfc6962';
import { toHex } from '../../../../../src-main/verification/tlog/encoding';
import { isSearchableKeyFormat, SEARCHABLE_KEY_FORMATS, searchKeyFingerprints } from '../crypto/search-keys';
import { EntryRejection } from '../kinds/entry-rejection';
import { canonicalizeProposedValue } from '../kinds/proposed-entry';
import { fingerprintKey, hashKey, subjectKey } from '../search-index';
import { lookupEntry } from './entry-lookup';
import {
  MAX_SEARCH_QUERIES,
  parseSearchIndex,
  parseSearchLogQuery,
  type SearchIndexQuery,
} from './query-bodies';
import { sendViolation, SwaggerViolation } from './swagger-errors';
import { MAX_QUERY_BODY_BYTES, type TlogContext } from './tlog-context';

const DIGEST_BY_LENGTH: Record<number, string> = { 40: 'sha1', 64: 'sha256', 96: 'sha384', 128: 'sha512' };

/** sigstore/rekor:pkg/util PrefixSHA: a bare hex digest gets its algorithm from its length. */
function hashSearchKey(hash: string): string {
  const [prefix, value] = hash.includes(':') ? hash.split(':', 2) : [DIGEST_BY_LENGTH[hash.length]!, hash];
  return hashKey(prefix!, value!);
}

function withBody<T>(
  parse: (value: unknown) => T,
  handle: (query: T, ctx: Parameters<RouteHandler>[0]) => Promise<void> | void,
): RouteHandler {
  return async (request) => {
    let query: T;
    try {
      query = parse(await readJsonBody(request.req, MAX_QUERY_BODY_BYTES));
    } catch (error) {
      if (error instanceof BodyError) return sendRekorError(request.reply, error.httpStatus, error.message);
      if (error instanceof SwaggerViolation) return sendViolation(request.reply, error);
      throw error;
    }
    await handle(query, request);
  };
}

export function retrieveEntries(ctx: TlogContext): RouteHandler {
  return withBody(parseSearchLogQuery, async (query, { reply }) => {
    const total = query.entryUUIDs.length + query.logIndexes.length + query.entries.length;
    if (total > MAX_SEARCH_QUERIES) {
      return sendRekorError(reply, 422, `more than max allowed ${MAX_SEARCH_QUERIES} entries in request`);
    }
    const byId: number[] = [];
    const byHash: string[] = [];
    for (const id of query.entryUUIDs) {
      if (id.length === 64) {
        byHash.push(id.toLowerCase());
        continue;
      }
      const found = lookupEntry(ctx.log, id);
      if (found.kind === 'found') byId.push(found.logIndex);
      else if (found.kind === 'invalid' && BigInt(`0x${id.slice(0, 16)}`) === 0n) {
        return sendRekorError(reply, 400, `invalid entryID ${id}`);
      }
    }
    for (const entry of query.entries) {
      const outcome = canonicalizeProposedValue(entry);
      if (!outcome.ok) return sendRekorError(reply, 400, outcome.message);
      byHash.push(toHex(hashLeaf(outcome.entry.body)));
    }
    // Entry IDs first, then every shard's match for each leaf hash, then indices: the handler's order.
    const indices = [
      ...byId,
      ...byHash.flatMap((hash) => ctx.log.findByLeafHash(hash)),
      ...query.logIndexes.filter((i) => i < ctx.log.size),
    ];
    // The array of LogEntry maps, from the view's kept JSON.
    reply.jsonText(200, `[${indices.map((i) => ctx.view.logEntryJson(i)!).join(',')}]`);
  });
}

/** The alternatives of each criterion in a SearchIndex query. */
function criteria(query: SearchIndexQuery): string[][] {
  const result: string[][] = [];
  if (query.hash) result.push([hashSearchKey(query.hash)]);
  if (query.publicKey) {
    const { format } = query.publicKey;
    if (!isSearchableKeyFormat(format)) {
      throw new EntryRejection(
        `the PKI format requested is not supported by this server: this log reads ${SEARCHABLE_KEY_FORMATS.join(', ')} keys`,
      );
    }
    if (!query.publicKey.content) throw new EntryRejection('public key provided could not be parsed');
    try {
      const keyFile = fromBase64(query.publicKey.content);
      result.push(searchKeyFingerprints(format, keyFile).map(fingerprintKey));
    } catch (error) {
      throw new EntryRejection(`public key provided could not be parsed: ${(error as Error).message}`);
    }
  }
  if (query.email) result.push([subjectKey(query.email)]);
  if (query.subject) result.push([subjectKey(query.subject)]);
  return result;
}

export function searchIndex(ctx: TlogContext): RouteHandler {
  return withBody(parseSearchIndex, (query, { reply }) => {
    let wanted: string[][];
    try {
      wanted = criteria(query);
    } catch (error) {
      if (error instanceof EntryRejection) return sendRekorError(reply, 400, error.message);
      throw error;
    }
    const ids = ctx.log.search.query(wanted, query.operator).map((logIndex) => {
      const shard = ctx.log.shardOf(logIndex)!;
      return ctx.view.entryId(shard, ctx.log.entry(logIndex)!);
    });
    reply.json(200, ids);
  });
}
