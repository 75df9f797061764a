// The account's changes feed (changes.getStartPageToken, changes.list) for the Storage page's Activity: a
// first call takes the feed's current position; each later call reads every page from the position it was
// given and answers the changes with the position to ask from next. A desktop has no public address for
// watch channels, so the page polls.
import type { StorageChange } from '../../../src-shared/contract/schemas/storage';
import { VerityError } from '../../../src-shared/contract/result';
import type { ChangeList, StartPageToken, STORE_V3 } from '../google/generated/store-v3';
import type { GoogleClient } from '../google/google-client';
import { FILE_FIELDS, toStorageFile } from './storage-file';

/** Pages read in one call at most; a feed further behind continues from where this stopped. */
const MAX_PAGES = 20;

export function createStorageChanges(client: GoogleClient<typeof STORE_V3>) {
  return async function changes(
    profileId: string,
    pageToken: string | undefined,
  ): Promise<{ changes: StorageChange[]; nextPageToken: string }> {
    if (pageToken === undefined) {
      const start = (await client.call(profileId, 'changes.getStartPageToken')) as StartPageToken | null;
      if (!start?.startPageToken)
        throw new VerityError(
          'BAD_RESPONSE',
          'The storage service answered no start page token for its changes',
        );
      return { changes: [], nextPageToken: start.startPageToken };
    }
    const found: StorageChange[] = [];
    let token = pageToken;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = (await client.call(profileId, 'changes.list', {
        params: { pageToken: token, pageSize: 1000 },
        fields: `nextPageToken,newStartPageToken,changes(fileId,removed,time,file(${FILE_FIELDS}))`,
      })) as ChangeList | null;
      for (const change of answer?.changes ?? []) {
        if (!change.fileId) continue;
        found.push({
          fileId: change.fileId,
          time: change.time ?? null,
          removed: change.removed === true,
          file: change.file ? toStorageFile(change.file) : null,
        });
      }
      if (answer?.newStartPageToken) return { changes: found, nextPageToken: answer.newStartPageToken };
      if (!answer?.nextPageToken)
        throw new VerityError(
          'BAD_RESPONSE',
          'The storage service ended its changes with no token to continue from',
        );
      token = answer.nextPageToken;
    }
    return { changes: found, nextPageToken: token };
  };
}
