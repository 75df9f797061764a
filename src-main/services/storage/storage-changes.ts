// The account's changes feed (changes.getStartPageToken, changes.list) for the Storage page's Activity: a
// first call starts where Verity last read the profile's feed (or, the first time, at the feed's current
// position); each later call reads every page from the position it was given and answers the changes with the
// position to ask from next, which is remembered. A desktop has no public address for watch channels, so the
// page polls.
import type { StorageChange } from '../../../src-shared/contract/schemas/storage';
import { VerityError } from '../../../src-shared/contract/result';
import type { ChangeList, StartPageToken, STORE_V3 } from '../google/generated/store-v3';
import type { GoogleClient } from '../google/google-client';
import { GoogleApiError } from '../google/google-error';
import type { ChangesPositions } from './changes-position';
import { FILE_FIELDS, toStorageFile } from './storage-file';

/** Pages read in one call at most; a feed further behind continues from where this stopped. */
const MAX_PAGES = 20;

interface Changes {
  changes: StorageChange[];
  nextPageToken: string;
}

export function createStorageChanges(client: GoogleClient<typeof STORE_V3>, positions: ChangesPositions) {
  async function startToken(profileId: string): Promise<string> {
    const start = (await client.call(profileId, 'changes.getStartPageToken')) as StartPageToken | null;
    if (!start?.startPageToken)
      throw new VerityError(
        'BAD_RESPONSE',
        'The storage service answered no start page token for its changes',
      );
    return start.startPageToken;
  }

  async function since(profileId: string, pageToken: string): Promise<Changes> {
    const found: StorageChange[] = [];
    let token = pageToken;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = (await client.call(profileId, 'changes.list', {
        // Shared stores' changes too (the feed leaves them out otherwise), as the page's other views do.
        params: { pageToken: token, pageSize: 1000, includeItemsFromAllDrives: true },
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
  }

  /** A remembered position the service no longer takes (another account's, or one it forgot) starts afresh. */
  async function sinceRemembered(profileId: string): Promise<Changes> {
    const remembered = positions.get(profileId);
    if (remembered !== undefined) {
      try {
        return await since(profileId, remembered);
      } catch (error) {
        if (!(error instanceof GoogleApiError && error.facts.httpStatus === 400)) throw error;
      }
    }
    return { changes: [], nextPageToken: await startToken(profileId) };
  }

  return async function changes(profileId: string, pageToken: string | undefined): Promise<Changes> {
    const answer =
      pageToken === undefined ? await sinceRemembered(profileId) : await since(profileId, pageToken);
    positions.set(profileId, answer.nextPageToken);
    return answer;
  };
}
