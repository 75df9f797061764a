// files.list `orderBy`: comma-separated keys of the discovery document's list, each ascending unless
// followed by ` desc`. `folder` puts folders first (as rclone's `folder,name_natural` relies on); `name` is
// plain alphabetical (1, 12, 2) and `name_natural` natural (1, 2, 12), both ignoring case. Ties fall to the
// file ID so that pages never overlap.
import type { Caller } from './file-access';
import { sharedWith } from './file-access';
import { FOLDER, type FileRecord } from './file-record';

const KEYS = [
  'createdTime',
  'folder',
  'modifiedByMeTime',
  'modifiedTime',
  'name',
  'name_natural',
  'quotaBytesUsed',
  'recency',
  'sharedWithMeTime',
  'starred',
  'viewedByMeTime',
] as const;
type Key = (typeof KEYS)[number];

export interface SortKey {
  key: Key;
  descending: boolean;
}

/** The keys of an orderBy value; undefined when one is not a sort key. */
export function parseOrderBy(text: string): SortKey[] | undefined {
  const keys: SortKey[] = [];
  for (const part of text.split(',')) {
    const words = part.trim().split(/\s+/);
    const key = words[0] as Key;
    if (
      !KEYS.includes(key) ||
      words.length > 2 ||
      (words[1] !== undefined && words[1].toLowerCase() !== 'desc')
    )
      return undefined;
    keys.push({ key, descending: words[1] !== undefined });
  }
  return keys;
}

const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function time(text: string | undefined): number {
  return text === undefined ? Number.NEGATIVE_INFINITY : Date.parse(text);
}

function value(file: FileRecord, key: Key, caller: Caller): number | string {
  switch (key) {
    case 'createdTime':
      return time(file.createdTime);
    case 'folder':
      return file.mimeType === FOLDER ? 0 : 1;
    case 'modifiedByMeTime':
      return file.lastModifiedBy === caller.identity ? time(file.modifiedTime) : Number.NEGATIVE_INFINITY;
    case 'modifiedTime':
      return time(file.modifiedTime);
    case 'name':
    case 'name_natural':
      return file.name;
    case 'quotaBytesUsed':
      return file.size ?? 0;
    case 'recency':
      return Math.max(time(file.modifiedTime), time(file.viewedBy[caller.identity]), time(file.createdTime));
    case 'sharedWithMeTime':
      return sharedWith(file, caller) ? time(file.createdTime) : Number.NEGATIVE_INFINITY;
    case 'starred':
      return file.starredBy.includes(caller.identity) ? 1 : 0;
    case 'viewedByMeTime':
      return time(file.viewedBy[caller.identity]);
  }
}

function compareValues(a: number | string, b: number | string, key: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a === b ? 0 : a < b ? -1 : 1;
  const [x, y] = [String(a), String(b)];
  if (key === 'name_natural') return natural.compare(x, y);
  const [lx, ly] = [x.toLowerCase(), y.toLowerCase()];
  return lx === ly ? 0 : lx < ly ? -1 : 1;
}

/** Sorts `files` in place by `keys` for `caller`, then by ID. */
export function sortFiles(files: FileRecord[], keys: readonly SortKey[], caller: Caller): FileRecord[] {
  return files.sort((a, b) => {
    for (const { key, descending } of keys) {
      const order = compareValues(value(a, key, caller), value(b, key, caller), key);
      if (order !== 0) return descending ? -order : order;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}
