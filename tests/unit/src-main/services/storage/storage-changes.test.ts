import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GoogleApiError, googleErrorFacts } from '../../../../../src-main/services/google/google-error';
import type { GoogleClient } from '../../../../../src-main/services/google/google-client';
import type { STORE_V3 } from '../../../../../src-main/services/google/generated/store-v3';
import { createChangesPositions } from '../../../../../src-main/services/storage/changes-position';
import { createStorageChanges } from '../../../../../src-main/services/storage/storage-changes';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let db: Database;
beforeEach(async () => {
  dir = await tempDir('storage-changes');
  db = openDatabase(join(dir.path, 'verity.db'));
});
afterEach(async () => {
  db.close();
  await dir.remove();
});

const invalidToken = () =>
  new GoogleApiError(
    { method: 'GET', url: 'http://127.0.0.1/store/v3/changes' },
    googleErrorFacts(
      400,
      JSON.stringify({ error: { code: 400, message: 'Invalid Value', errors: [{ reason: 'invalid' }] } }),
    ),
  );

/** A feed at position `head` whose changes are numbered by position; tokens below `oldest` are refused. */
function feed(head: number, oldest = 1) {
  const calls: string[] = [];
  const client = {
    call: (_profileId: string, method: string, request?: { params?: { pageToken?: string } }) => {
      calls.push(`${method} ${request?.params?.pageToken ?? ''}`.trim());
      if (method === 'changes.getStartPageToken') return Promise.resolve({ startPageToken: String(head) });
      const from = Number(request?.params?.pageToken);
      if (from < oldest) return Promise.reject(invalidToken());
      const changes = Array.from({ length: head - from }, (_, i) => ({ fileId: `f${from + i}` }));
      return Promise.resolve({ changes, newStartPageToken: String(head) });
    },
  } as unknown as GoogleClient<typeof STORE_V3>;
  return { client, calls };
}

describe('storage changes', () => {
  it('starts at the feed position the first time, then where Verity last read it, for each profile', async () => {
    const positions = createChangesPositions(db);
    const first = await createStorageChanges(feed(5).client, positions)('p1', undefined);
    expect(first).toEqual({ changes: [], nextPageToken: '5' });

    const later = feed(8);
    const since = await createStorageChanges(later.client, positions)('p1', undefined);
    expect(since.changes.map((change) => change.fileId)).toEqual(['f5', 'f6', 'f7']);
    expect(since.nextPageToken).toBe('8');
    expect(later.calls).toEqual(['changes.list 5']);
    expect(positions.get('p1')).toBe('8');
    expect(positions.get('p2')).toBeUndefined();
  });

  it('remembers the position each explicit read ends at', async () => {
    const positions = createChangesPositions(db);
    await createStorageChanges(feed(9).client, positions)('p1', '7');
    expect(positions.get('p1')).toBe('9');
  });

  it('starts afresh when the service no longer takes the remembered position', async () => {
    const positions = createChangesPositions(db);
    positions.set('p1', '2');
    const reset = feed(4, 3);
    expect(await createStorageChanges(reset.client, positions)('p1', undefined)).toEqual({
      changes: [],
      nextPageToken: '4',
    });
    expect(reset.calls).toEqual(['changes.list 2', 'changes.getStartPageToken']);
  });
});
