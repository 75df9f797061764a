import type { ConsistencyRequest } from '../api/get-consistency-proof';

/** The consistency form as typed: an old tree head, and optionally the size to prove it against. */
export interface TreeHeadDraft {
  treeID: string;
  size: string;
  root: string;
  lastSize: string;
}

export type TreeHeadErrors = Partial<Record<keyof TreeHeadDraft, string>>;

const MAX_UINT64 = 2n ** 64n - 1n;

function uint64(text: string): bigint | null {
  if (!/^\d{1,20}$/.test(text)) return null;
  const value = BigInt(text);
  return value <= MAX_UINT64 ? value : null;
}

/** Checks the draft the way the contract will, with a reason per field; sizes compared as BigInt. */
export function requestFromDraft(
  draft: TreeHeadDraft,
): { ok: true; request: ConsistencyRequest } | { ok: false; errors: TreeHeadErrors } {
  const errors: TreeHeadErrors = {};
  const size = uint64(draft.size.trim());
  const root = draft.root.trim().toLowerCase();
  const lastText = draft.lastSize.trim();
  const last = lastText === '' ? null : uint64(lastText);
  if (size === null) errors.size = 'A tree size: digits only, at most 2^64 − 1';
  else if (size === 0n)
    errors.size = 'An empty tree is consistent with every tree; give a size of at least 1';
  if (!/^[0-9a-f]{64}$/.test(root)) errors.root = 'The root hash at that size: 64 hex characters';
  if (lastText !== '' && last === null) errors.lastSize = 'Digits only, or leave empty for the current size';
  else if (last !== null && size !== null && last < size) errors.lastSize = 'Must be at least the old size';
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const request: ConsistencyRequest = { firstSize: size!.toString(), firstRoot: root };
  if (draft.treeID) request.treeID = draft.treeID;
  if (last !== null) request.lastSize = last.toString();
  return { ok: true, request };
}

/** The request in the page's address, so a proof can be shared or reopened. */
export function requestFromSearchParams(params: URLSearchParams): ConsistencyRequest | null {
  const result = requestFromDraft({
    treeID: params.get('treeID') ?? '',
    size: params.get('size') ?? '',
    root: params.get('root') ?? '',
    lastSize: params.get('to') ?? '',
  });
  return result.ok ? result.request : null;
}

export function searchParamsFromRequest(request: ConsistencyRequest): Record<string, string> {
  const params: Record<string, string> = { size: request.firstSize, root: request.firstRoot };
  if (request.treeID) params.treeID = request.treeID;
  if (request.lastSize) params.to = request.lastSize;
  return params;
}
