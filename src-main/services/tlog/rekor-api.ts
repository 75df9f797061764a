import type { z } from 'zod';
import { VerityError } from '../../../src-shared/contract/result';
import type { LogEntryValue } from '../../verification/tlog/log-entry-value';
import { firstIssue } from '../../verification/tlog/json-fields';
import { LogInfo } from '../../verification/tlog/log-info';
import type { HttpClient, HttpResponse } from '../http/http-client';
import {
  RekorConsistencyProof,
  RekorEntryList,
  RekorIndexResult,
  RekorLogEntry,
  RETRIEVE_BATCH,
} from './rekor-schemas';

/** Where one call goes: the profile (for the inspector) and its log's base URL. */
export interface LogEndpoint {
  profileId: string;
  baseUrl: string;
}

/** A LogEntry as served: its entry ID, the validated fields, and the exact JSON for audit and export. */
export interface ServedEntry {
  entryId: string;
  entry: LogEntryValue;
  /** The `{entryID: {...}}` map as parsed from the response. */
  json: Record<string, unknown>;
}

/** Indexes are int64 on the wire: a bigint is written as its exact digits, never through a double. */
export type RetrieveQuery = { entryUUIDs: string[] } | { logIndexes: Array<number | bigint> };

/** SearchLogQuery's JSON, with every log index a JSON number written exactly (past 2^53 too). */
function retrieveBody(query: RetrieveQuery): string {
  if ('entryUUIDs' in query) return JSON.stringify(query);
  const indexes = query.logIndexes.map((index) => {
    const exact = BigInt(index);
    if (exact < 0n || exact > INT64_MAX) throw new RangeError(`log index ${exact} is outside int64`);
    return exact.toString();
  });
  return `{"logIndexes":[${indexes.join(',')}]}`;
}

const INT64_MAX = 2n ** 63n - 1n;

function parse<T>(schema: z.ZodType<T>, value: unknown, what: string, endpoint: LogEndpoint): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new VerityError(
      'BAD_RESPONSE',
      `The log at ${endpoint.baseUrl} sent a malformed ${what} (${firstIssue(parsed.error)})`,
    );
  }
  return parsed.data;
}

function servedEntries(raw: Record<string, unknown>, map: Record<string, LogEntryValue>): ServedEntry[] {
  const entries = Object.entries(map);
  // A map of one entry (what logs send) is its own JSON: no copy keyed by the entry ID, a new shape each time.
  const single = entries.length === 1 && Object.keys(raw).length === 1;
  return entries.map(([entryId, entry]) => ({
    entryId: entryId.toLowerCase(),
    entry,
    json: single ? raw : { [entryId]: raw[entryId] },
  }));
}

export interface CreatedEntry {
  status: 201 | 409;
  location: string;
  entryId: string | null;
  served: ServedEntry | null;
}

/**
 * The eight Rekor v1 endpoints over the shared HTTP layer (so every exchange
 * lands in the inspector). Reads are retried, including the two POST
 * searches, which the API defines as reads; creating an entry is not.
 */
export function createRekorApi(http: HttpClient) {
  const json = { accept: 'application/json' };
  const post = { ...json, 'content-type': 'application/json' };

  async function call(
    endpoint: LogEndpoint,
    init: {
      method: 'GET' | 'POST';
      path: string;
      /** The JSON request body, as text. */
      body?: string;
      idempotent?: boolean;
      accept?: number[];
      produces?: string;
    },
  ): Promise<HttpResponse> {
    return http.request({
      service: 'tlog',
      profileId: endpoint.profileId,
      method: init.method,
      url: `${endpoint.baseUrl}${init.path}`,
      headers: init.produces ? { accept: init.produces } : init.body === undefined ? json : post,
      body: init.body,
      idempotent: init.idempotent,
      acceptStatus: init.accept,
    });
  }

  return {
    async logInfo(endpoint: LogEndpoint) {
      const response = await call(endpoint, { method: 'GET', path: '/api/v1/log' });
      return parse(LogInfo, response.json(), 'LogInfo', endpoint);
    },

    /** The PEM the log serves for one shard (or the active one). */
    async publicKey(endpoint: LogEndpoint, treeID?: string): Promise<string> {
      const query = treeID === undefined ? '' : `?treeID=${encodeURIComponent(treeID)}`;
      // The operation produces only application/x-pem-file; go-swagger servers answer 406 to another Accept.
      const path = `/api/v1/log/publicKey${query}`;
      const response = await call(endpoint, { method: 'GET', path, produces: 'application/x-pem-file' });
      const text = response.text();
      if (!/-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----/.test(text) || text.length > 16_384) {
        throw new VerityError(
          'BAD_RESPONSE',
          `The log at ${endpoint.baseUrl} sent a public key that is not PEM`,
        );
      }
      return text;
    },

    /** One entry by global index or entry ID; null on 404 (Rekor answers 404 with no body). */
    async entry(
      endpoint: LogEndpoint,
      ref: { logIndex: string } | { entryId: string },
    ): Promise<ServedEntry | null> {
      const path =
        'logIndex' in ref
          ? `/api/v1/log/entries?logIndex=${ref.logIndex}`
          : `/api/v1/log/entries/${ref.entryId.toLowerCase()}`;
      const response = await call(endpoint, { method: 'GET', path, accept: [404] });
      if (response.status === 404) return null;
      const raw = response.json();
      const map = parse(RekorLogEntry, raw, 'LogEntry', endpoint);
      return servedEntries(raw as Record<string, unknown>, map)[0] ?? null;
    },

    /** `POST /entries/retrieve` with at most 10 UUIDs or indexes; unknown ones are skipped by the server. */
    async retrieve(endpoint: LogEndpoint, query: RetrieveQuery): Promise<ServedEntry[]> {
      const count = 'entryUUIDs' in query ? query.entryUUIDs.length : query.logIndexes.length;
      if (count === 0 || count > RETRIEVE_BATCH)
        throw new RangeError(`retrieve takes 1–10 items, not ${count}`);
      const response = await call(endpoint, {
        method: 'POST',
        path: '/api/v1/log/entries/retrieve',
        body: retrieveBody(query),
        idempotent: true,
      });
      const raw = response.json();
      const list = parse(RekorEntryList, raw, 'entry list', endpoint);
      return list.flatMap((map, i) => servedEntries((raw as Array<Record<string, unknown>>)[i]!, map));
    },

    async searchIndex(endpoint: LogEndpoint, query: Record<string, unknown>) {
      const response = await call(endpoint, {
        method: 'POST',
        path: '/api/v1/index/retrieve',
        body: JSON.stringify(query),
        idempotent: true,
      });
      return parse(RekorIndexResult, response.json(), 'search result', endpoint).map((id) =>
        id.toLowerCase(),
      );
    },

    async consistencyProof(
      endpoint: LogEndpoint,
      query: { firstSize: string; lastSize: string; treeID?: string },
    ) {
      const params = new URLSearchParams({ firstSize: query.firstSize, lastSize: query.lastSize });
      if (query.treeID !== undefined) params.set('treeID', query.treeID);
      const response = await call(endpoint, { method: 'GET', path: `/api/v1/log/proof?${params}` });
      return parse(RekorConsistencyProof, response.json(), 'consistency proof', endpoint);
    },

    /** 201 and 409 both name the entry; a 409 carries only its Location, which the caller follows. */
    async createEntry(endpoint: LogEndpoint, proposed: unknown): Promise<CreatedEntry> {
      const response = await call(endpoint, {
        method: 'POST',
        path: '/api/v1/log/entries',
        body: JSON.stringify(proposed),
        idempotent: false,
        accept: [409],
      });
      const location = response.headers.get('location') ?? '';
      const fromLocation = /([0-9a-fA-F]{80}|[0-9a-fA-F]{64})\/?$/.exec(location)?.[1]?.toLowerCase() ?? null;
      if (response.status === 409) {
        if (!fromLocation)
          throw new VerityError(
            'BAD_RESPONSE',
            'The log answered 409 Conflict without a usable Location header',
          );
        return { status: 409, location, entryId: fromLocation, served: null };
      }
      if (response.status !== 201) {
        throw new VerityError(
          'BAD_RESPONSE',
          `The log answered HTTP ${response.status} to a create (expected 201)`,
        );
      }
      const raw = response.json();
      const map = parse(RekorLogEntry, raw, 'LogEntry', endpoint);
      const served = servedEntries(raw as Record<string, unknown>, map)[0] ?? null;
      return { status: 201, location, entryId: served?.entryId ?? fromLocation, served };
    },
  };
}

export type RekorApi = ReturnType<typeof createRekorApi>;
