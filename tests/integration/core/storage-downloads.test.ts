// Downloads through the transfer engine against the real sandbox, signed in as Ada: a file's bytes fetched a
// Range at a time and checked against the service's MD5 and SHA-256; a download whose core closed mid-way
// resumed by a second core on the same data folder, asking only for the bytes after its partial file; a file
// changed at the service between runs failing its check with nothing left in place; a cancel removing the
// partial file.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { drive_v3 } from '@googleapis/drive';
import { beforeAll, describe, expect, it } from 'vitest';
import { RANGE_BYTES } from '../../../src-main/services/transfers/download-run';
import { partialPath } from '../../../src-main/services/transfers/download-target';
import type { Transfer } from '../../../src-shared/contract/schemas/transfers';
import { exchangesOf } from '../../support/test-core';
import { tempDir } from '../../support/temp-dir';
import { oauthSandboxPerFile } from '../sandbox/oauth-harness';
import { driveAccess, driveClient } from '../sandbox/storage-harness';
import { adaCoreIn, download, inAdaCore, keptKeychain, readBack, storedFile } from './download-harness';
import { followTransfers, unwrapCall } from './transfer-harness';

const oauth = oauthSandboxPerFile();
let ada: drive_v3.Drive;

beforeAll(async () => {
  ada = driveClient(oauth().sandbox, await driveAccess(oauth()));
});

const finished = (t: Transfer) => ['done', 'failed', 'cancelled'].includes(t.state);

/**
 * A link of half a range a second: the first range goes at once and each next one waits two seconds, so a
 * test that stops a download after its first range does so while the rest is still to come.
 */
const slowLink = (test: Parameters<typeof unwrapCall>[0]) =>
  unwrapCall(test, 'transfers:setSettings', { concurrency: 4, bandwidthBytesPerSecond: RANGE_BYTES / 2 });
const isMedia = (url: string) => url.includes('alt=media');

describe('storage downloads', { timeout: 90_000 }, () => {
  it('downloads a file in ranges into the downloads folder, checked, and hands it to the page', () =>
    inAdaCore(oauth(), async (test, dir) => {
      const file = await storedFile(ada, 'sample.bin', 2 * RANGE_BYTES + 4321);
      const follow = followTransfers(test);
      const queued = await download(test, { fileIds: [file.id] });
      expect(queued.pageSaves).toBe(true);
      const [t] = queued.transfers;
      expect(t).toMatchObject({ direction: 'download', service: 'storage', size: file.bytes.length });
      expect(t!.target).toBe(join(dir.path, 'downloads', 'sample.bin'));
      const done = await follow.until(t!.id, finished);
      expect(done).toMatchObject({ state: 'done', reason: null, bytesDone: file.bytes.length });
      expect(done.remoteSha256).toBe(done.sha256);
      expect((await readFile(t!.target)).equals(file.bytes)).toBe(true);
      expect(existsSync(partialPath(t!.target))).toBe(false);
      expect((await readBack(test, t!.id)).equals(file.bytes)).toBe(true);
      const ranges = (await exchangesOf(test, 'storage')).filter((e) => isMedia(e.url));
      expect(ranges.map((e) => e.status)).toEqual([206, 206, 206]);
      // A second download of the same file does not overwrite the first.
      const again = await download(test, { fileIds: [file.id] });
      expect(again.transfers[0]!.target).toBe(join(dir.path, 'downloads', 'sample (1).bin'));
      await follow.until(again.transfers[0]!.id, finished);
      // Cleared from the list, the console's copies go: the page has saved them.
      await unwrapCall(test, 'transfers:clearFinished');
      expect(existsSync(t!.target)).toBe(false);
      expect(existsSync(again.transfers[0]!.target)).toBe(false);
      follow.stop();
    }));

  it('resumes in a new core from where the partial file ends, asking only for the rest', async () => {
    const dir = await tempDir('downloads-resume');
    const file = await storedFile(ada, 'resume.bin', 3 * RANGE_BYTES + 999);
    const keychain = keptKeychain();
    const first = await adaCoreIn(oauth(), dir.path, keychain);
    await slowLink(first);
    const follow = followTransfers(first);
    const { transfers } = await download(first, { fileIds: [file.id] });
    const id = transfers[0]!.id;
    await follow.until(id, (t) => t.bytesDone >= RANGE_BYTES);
    follow.stop();
    await first.close();
    const kept = (await stat(partialPath(transfers[0]!.target))).size;
    expect(kept).toBeGreaterThanOrEqual(RANGE_BYTES);
    expect(kept).toBeLessThan(file.bytes.length);

    const second = await adaCoreIn(oauth(), dir.path, keychain);
    try {
      const resumed = followTransfers(second);
      // The new core picked the download up as it started, perhaps before this test began to follow it.
      const listed = await unwrapCall<{ transfers: Transfer[] }>(second, 'transfers:list');
      const now = listed.transfers.find((t) => t.id === id)!;
      const done = finished(now) ? now : await resumed.until(id, finished);
      expect(done).toMatchObject({ state: 'done', reason: null });
      expect((await readFile(transfers[0]!.target)).equals(file.bytes)).toBe(true);
      const ranges = (await exchangesOf(second, 'storage')).filter((e) => isMedia(e.url));
      expect(ranges[0]!.requestHeaders).toContainEqual(['range', `bytes=${kept}-${kept + RANGE_BYTES - 1}`]);
      expect(ranges.reduce((sum, e) => sum + (e.responseBytes ?? 0), 0)).toBe(file.bytes.length - kept);
      resumed.stop();
    } finally {
      await second.close();
      await dir.remove();
    }
  });

  it('fails clearly when the file changed at the service between runs, keeping nothing, and a retry fetches it anew', () =>
    inAdaCore(oauth(), async (test) => {
      const file = await storedFile(ada, 'changing.bin', 2 * RANGE_BYTES + 10);
      await slowLink(test);
      const follow = followTransfers(test);
      const { transfers } = await download(test, { fileIds: [file.id] });
      const t = transfers[0]!;
      await follow.until(t.id, (x) => x.bytesDone >= RANGE_BYTES);
      await unwrapCall(test, 'transfers:pause', { id: t.id });
      const changed = Buffer.from(file.bytes.map((byte) => byte ^ 0xff));
      await ada.files.update({
        fileId: file.id,
        media: { mimeType: 'application/octet-stream', body: Readable.from([changed]) },
      });
      const mark = follow.mark();
      await unwrapCall(test, 'transfers:resume', { id: t.id });
      const failed = await follow.until(t.id, finished, mark);
      expect(failed.state).toBe('failed');
      expect(failed.reason).toMatch(/do not match the service's checksum \(MD5 [0-9a-f]{32} instead of/);
      expect(existsSync(t.target)).toBe(false);
      expect(existsSync(partialPath(t.target))).toBe(false);

      const retried = follow.mark();
      await unwrapCall(test, 'transfers:retry', { id: t.id });
      expect(await follow.until(t.id, finished, retried)).toMatchObject({ state: 'done', reason: null });
      expect((await readFile(t.target)).equals(changed)).toBe(true);
      follow.stop();
    }));

  it('removes the partial file of a cancelled download', () =>
    inAdaCore(oauth(), async (test) => {
      const file = await storedFile(ada, 'cancelled.bin', 3 * RANGE_BYTES);
      await slowLink(test);
      const follow = followTransfers(test);
      const { transfers } = await download(test, { fileIds: [file.id] });
      const t = transfers[0]!;
      await follow.until(t.id, (x) => x.bytesDone >= RANGE_BYTES);
      expect(await unwrapCall<Transfer>(test, 'transfers:cancel', { id: t.id })).toMatchObject({
        state: 'cancelled',
      });
      expect(existsSync(partialPath(t.target))).toBe(false);
      expect(existsSync(t.target)).toBe(false);
      follow.stop();
    }));
});
