// The changes feed (research google.md §3.9, drive-examples.json changes_*): every change to a file record is
// numbered, and its audience (who could see the file before or after) kept. changes.getStartPageToken
// answers the next number; changes.list answers, from a token, each changed file once in its latest state
// (or `removed: true` when it is gone, or the caller lost access), pages of pageSize with nextPageToken,
// and on the last page newStartPageToken, the cursor of the next poll. Tokens never expire.
import { DEMO_ACCOUNTS } from '../oauth/demo-accounts';
import type { ChangeRecord } from './change-records';
import { driveError, invalidValue, type Answer } from './drive-errors';
import { personOf, roleOf, type Caller } from './file-access';
import { rootIdOf, type FileRecord, type Identity } from './file-record';
import { DEFAULT_FILE_FIELDS, fileResource } from './file-resource';
import { includedLabels, withLabelInfo } from './file-labels';
import { readPageSize } from './list-paging';
import type { Shape } from './method-input';
import type { StorageState } from './storage-state';

const DEFAULT_PAGE_SIZE = 100;
const CHANGE_FIELDS: ReadonlySet<string> = new Set(
  'kind changeType time removed fileId file driveId drive teamDriveId teamDrive type'.split(' '),
);

export const CHANGES_SHAPE: Shape = {
  defaultFields: `kind,nextPageToken,newStartPageToken,changes(kind,changeType,time,removed,fileId,file(${DEFAULT_FILE_FIELDS}))`,
  known: new Set(['kind', 'nextPageToken', 'newStartPageToken', 'changes']),
  nested: { name: 'changes', known: CHANGE_FIELDS },
};

const IDENTITIES: Identity[] = [
  ...DEMO_ACCOUNTS.map((account) => `account:${account.sub}` as const),
  'service-account',
];

/** Someone whose view of a file is checked (no OAuth client: the feed is per person). */
function viewer(identity: Identity, state: StorageState): Caller {
  return {
    ...personOf(identity, state),
    rootId: rootIdOf(identity),
    clientId: '',
    appFilesOnly: false,
    allDrives: true,
  };
}

/** Numbers every change to a file record from now on, with who could see the file before or after. */
export function recordChanges(state: StorageState, now: () => string): void {
  state.onChange = (before, after) => {
    const file = (after ?? before)!;
    const sees = (record: FileRecord | undefined, identity: Identity) =>
      record !== undefined && roleOf(record, viewer(identity, state), state) !== undefined;
    const audience = IDENTITIES.filter((identity) => sees(before, identity) || sees(after, identity));
    const driveId = file.driveId === undefined ? {} : { driveId: file.driveId };
    state.changes.push({ seq: nextSeq(state), fileId: file.id, time: now(), audience, ...driveId });
  };
}

function nextSeq(state: StorageState): number {
  return (state.changes.at(-1)?.seq ?? 0) + 1;
}

export function startPageToken(state: StorageState): Answer {
  return { status: 200, body: { kind: 'drive#startPageToken', startPageToken: String(nextSeq(state)) } };
}

/** GET /store/v3/changes. */
export function listChanges(params: URLSearchParams, caller: Caller, state: StorageState): Answer {
  const token = params.get('pageToken');
  if (token === null)
    return driveError(400, 'required', 'Required parameter: pageToken', { location: 'pageToken' });
  const from = /^\d+$/.test(token) ? Number(token) : NaN;
  if (!(from >= 1 && from <= nextSeq(state))) return invalidValue('pageToken');
  const pageSize = readPageSize(params, DEFAULT_PAGE_SIZE, 1000);
  if (typeof pageSize !== 'number') return pageSize;
  const includeRemoved = params.get('includeRemoved') !== 'false';
  const labelIds = includedLabels(params);
  // A shared store's items are in the feed only for a request that asks for them (and one store's only with
  // its driveId), as in files.list.
  const storeItems = params.get('includeItemsFromAllDrives') === 'true' && caller.allDrives;
  const driveId = params.get('driveId');
  const inFeed = (change: ChangeRecord) =>
    driveId !== null ? change.driveId === driveId : change.driveId === undefined || storeItems;
  // Each file once, at its latest change since the token, in the order of those latest changes.
  const latest = new Map<string, ChangeRecord>();
  for (const change of state.changes)
    if (change.seq >= from && change.audience.includes(caller.identity) && inFeed(change)) {
      latest.delete(change.fileId);
      latest.set(change.fileId, change);
    }
  const changes = [];
  let next: number | undefined;
  for (const change of latest.values()) {
    const file = state.get(change.fileId);
    const visible = file !== undefined && roleOf(file, caller, state) !== undefined;
    if (!visible && !includeRemoved) continue;
    if (changes.length === pageSize) {
      next = change.seq;
      break;
    }
    changes.push({
      kind: 'drive#change',
      changeType: 'file',
      time: change.time,
      removed: !visible,
      fileId: change.fileId,
      ...(visible
        ? { file: withLabelInfo(fileResource(file, caller, state), file, labelIds, caller, state) }
        : {}),
    });
  }
  return {
    status: 200,
    body: {
      kind: 'drive#changeList',
      ...(next !== undefined
        ? { nextPageToken: String(next) }
        : { newStartPageToken: String(nextSeq(state)) }),
      changes,
    },
  };
}
