// files.list (research google.md §3.1): `q`, `orderBy`, `pageSize` (at most 100; more is read as 100),
// `pageToken`, `spaces`, `corpora`, and the shared-store switches. As the real service does, a page is cut
// short when the scan behind it reaches its limit, so a page may hold fewer files than asked (even none)
// while a nextPageToken remains; trashed items are listed unless the query says `trashed = false`. Items
// of shared stores are listed only with includeItemsFromAllDrives=true (which needs supportsAllDrives=true):
// corpora=drive with a driveId lists one store, the other corpora every store the caller is a member of.
import { createHash } from 'node:crypto';
import { driveError, invalidParameterValue, invalidValue, type Answer } from './drive-errors';
import { queryView, roleOf, type Caller } from './file-access';
import type { FileRecord } from './file-record';
import { fileResource } from './file-resource';
import { includedLabels, withLabelInfo } from './file-labels';
import { memberStore } from './store-resource';
import { parseOrderBy, sortFiles, type SortKey } from './list-order';
import { matches } from './query/query-eval';
import { parseQuery, type Query } from './query/query-parser';
import { QueryError } from './query/query-tokens';
import type { StorageState } from './storage-state';

const MAX_PAGE_SIZE = 100;
/** How many files one page may examine before it answers with what it found so far. */
const SCAN_LIMIT = 500;
const DEFAULT_ORDER: SortKey[] = [{ key: 'modifiedTime', descending: true }];
const SPACES = new Set(['drive', 'appDataFolder', 'photos']);
const CORPORA = new Set(['user', 'domain', 'drive', 'allDrives']);

interface ListRequest {
  query: Query | undefined;
  order: SortKey[];
  pageSize: number;
  offset: number;
  /** Ties a page token to the listing it continues. */
  listingKey: string;
  /** Only the appDataFolder space asked for: no file of this increment lives there. */
  appDataOnly: boolean;
  /** Whether shared stores' items are listed, and of which store only. */
  storeItems: boolean;
  driveId: string | undefined;
}

/** The request's parameters read and checked, or the 400/404 they earn. */
function readListRequest(params: URLSearchParams, caller: Caller, state: StorageState): ListRequest | Answer {
  let query: Query | undefined;
  try {
    query = parseQuery(params.get('q') ?? '');
  } catch (error) {
    if (error instanceof QueryError) return invalidValue('q');
    throw error;
  }
  const sizeText = params.get('pageSize');
  const pageSize = sizeText === null ? MAX_PAGE_SIZE : Number(sizeText);
  if (!Number.isInteger(pageSize) || pageSize < 1)
    return invalidParameterValue(
      'pageSize',
      `Invalid value '${sizeText}'. Values must be within the range: [1, 1000]`,
    );
  const orderText = params.get('orderBy');
  const order = orderText ? parseOrderBy(orderText) : DEFAULT_ORDER;
  if (!order) return invalidValue('orderBy');
  if (orderText && usesFullText(query))
    return driveError(
      400,
      'invalid',
      'Sorting is not supported for queries with fullText terms. Results are always in descending relevance order.',
      { location: 'orderBy' },
    );
  const spaces = (params.get('spaces') ?? 'drive').split(',').map((space) => space.trim());
  if (spaces.some((space) => !SPACES.has(space))) return invalidValue('spaces');
  const corpora = params.get('corpora') ?? 'user';
  if (!CORPORA.has(corpora)) return invalidValue('corpora');
  const driveId = params.get('driveId');
  if ((corpora === 'drive') !== (driveId !== null))
    return invalidParameterValue(
      'driveId',
      'The driveId parameter must be specified if and only if corpora is set to drive.',
    );
  const storeItems =
    (params.get('includeItemsFromAllDrives') ?? params.get('includeTeamDriveItems')) === 'true';
  if (storeItems && !caller.allDrives)
    return invalidParameterValue(
      'includeItemsFromAllDrives',
      'The includeItemsFromAllDrives parameter can only be set to true when supportsAllDrives is also set to true.',
    );
  if ((corpora === 'drive' || corpora === 'allDrives') && !storeItems)
    return invalidParameterValue(
      'includeItemsFromAllDrives',
      `The includeItemsFromAllDrives parameter must be set to true when corpora is set to ${corpora}.`,
    );
  if (driveId !== null) {
    const store = memberStore(driveId, caller, state);
    if ('status' in store) return store;
  }
  const listingKey = createHash('sha256')
    .update(
      JSON.stringify([caller.identity, params.get('q'), orderText, corpora, spaces, driveId, storeItems]),
    )
    .digest('base64url')
    .slice(0, 16);
  let offset = 0;
  const token = params.get('pageToken');
  if (token) {
    const read = readPageToken(token);
    if (!read || read.k !== listingKey) return invalidValue('pageToken');
    offset = read.o;
  }
  return {
    query,
    order,
    pageSize: Math.min(pageSize, MAX_PAGE_SIZE),
    offset,
    listingKey,
    appDataOnly: !spaces.includes('drive'),
    storeItems,
    driveId: driveId ?? undefined,
  };
}

function usesFullText(query: Query | undefined): boolean {
  if (!query) return false;
  if (query.kind === 'fullText') return true;
  if (query.kind === 'and' || query.kind === 'or')
    return usesFullText(query.left) || usesFullText(query.right);
  return query.kind === 'not' && usesFullText(query.operand);
}

function readPageToken(token: string): { o: number; k: string } | undefined {
  try {
    const read = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as { o?: unknown; k?: unknown };
    return Number.isInteger(read.o) && (read.o as number) >= 0 && typeof read.k === 'string'
      ? { o: read.o as number, k: read.k }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The files the caller can find (owned, or granted on them or a folder above), roots aside. A query that
 * requires one parent (`'X' in parents and …`) starts from that folder's children, as the real service's
 * index does, so a folder listing is not spread over pages of unrelated files.
 */
function findable(request: ListRequest, state: StorageState, caller: Caller): FileRecord[] {
  const parent = requiredParent(request.query);
  const inCorpus = (file: FileRecord) =>
    file.driveId === undefined
      ? request.driveId === undefined
      : request.storeItems && (request.driveId === undefined || file.driveId === request.driveId);
  const pool =
    parent === undefined
      ? state.files.values()
      : state.childrenOf(parent === 'root' ? caller.rootId : parent);
  return [...pool].filter(
    (file) => !file.isRoot && inCorpus(file) && roleOf(file, caller, state) !== undefined,
  );
}

function requiredParent(query: Query | undefined): string | undefined {
  if (!query) return undefined;
  if (query.kind === 'in' && query.collection === 'parents') return query.value;
  if (query.kind === 'and') return requiredParent(query.left) ?? requiredParent(query.right);
  return undefined;
}

/** GET /store/v3/files: the FileList before `fields` is applied. */
export function listFiles(params: URLSearchParams, caller: Caller, state: StorageState): Answer {
  const request = readListRequest(params, caller, state);
  if ('status' in request) return request;
  const labelIds = includedLabels(params);
  const candidates = request.appDataOnly
    ? []
    : sortFiles(findable(request, state, caller), request.order, caller);
  const files: Record<string, unknown>[] = [];
  let position = request.offset;
  const scanEnd = Math.min(candidates.length, request.offset + SCAN_LIMIT);
  while (position < scanEnd && files.length < request.pageSize) {
    const file = candidates[position++]!;
    if (matches(request.query, queryView(file, caller, state), caller))
      files.push(withLabelInfo(fileResource(file, caller, state), file, labelIds, caller, state));
  }
  const nextPageToken =
    position < candidates.length
      ? Buffer.from(JSON.stringify({ o: position, k: request.listingKey })).toString('base64url')
      : undefined;
  return {
    status: 200,
    body: {
      kind: 'drive#fileList',
      ...(nextPageToken ? { nextPageToken } : {}),
      incompleteSearch: false,
      files,
    },
  };
}
