// Folder downloads and exports through the transfer engine against the real sandbox, signed in as Ada: a folder
// walked on every level, each file queued at its path below the folder (a Docs Editors file exported in its
// type's default format, a shortcut skipped with a note); a document exported as text and as PDF; the export
// formats the picker lists; the refusals said with what to do.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { drive_v3 } from '@googleapis/drive';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Transfer } from '../../../src-shared/contract/schemas/transfers';
import { tempDir } from '../../support/temp-dir';
import { oauthSandboxPerFile } from '../sandbox/oauth-harness';
import { driveAccess, driveClient } from '../sandbox/storage-harness';
import { adaCoreIn, download, inAdaCore, storedFile } from './download-harness';
import { followTransfers, unwrapCall } from './transfer-harness';

const oauth = oauthSandboxPerFile();
const FOLDER = 'application/vnd.google-apps.folder';
const DOCUMENT = 'application/vnd.google-apps.document';
let ada: drive_v3.Drive;

beforeAll(async () => {
  ada = driveClient(oauth().sandbox, await driveAccess(oauth()));
});

const finished = (t: Transfer) => ['done', 'failed', 'cancelled'].includes(t.state);

async function folder(name: string, parent?: string): Promise<string> {
  const { data } = await ada.files.create({
    requestBody: { name, mimeType: FOLDER, ...(parent ? { parents: [parent] } : {}) },
    fields: 'id',
  });
  return data.id!;
}

async function document(name: string, text: string | Buffer, parent?: string): Promise<string> {
  const { data } = await ada.files.create({
    requestBody: { name, mimeType: DOCUMENT, ...(parent ? { parents: [parent] } : {}) },
    media: { mimeType: 'text/plain', body: Readable.from([text]) },
    fields: 'id',
  });
  return data.id!;
}

describe('folder downloads and exports', { timeout: 90_000 }, () => {
  it('downloads a folder on every level at the files’ paths, exporting documents and skipping shortcuts', () =>
    inAdaCore(oauth(), async (test, dir) => {
      const top = await folder('Field notes');
      const inner = await folder('2024', top);
      const a = await storedFile(ada, 'a.txt', Buffer.from('first file'), [top]);
      const b = await storedFile(ada, 'b.bin', 70_000, [inner]);
      await document('Summary', 'The summary', inner);
      await ada.files.create({
        requestBody: {
          name: 'Link to a',
          mimeType: 'application/vnd.google-apps.shortcut',
          parents: [top],
          shortcutDetails: { targetId: a.id },
        },
      });
      const follow = followTransfers(test);
      const queued = await download(test, { fileIds: [top] });
      const root = join(dir.path, 'downloads', 'Field notes');
      expect(queued.transfers.map((t) => t.target).sort()).toEqual(
        [join(root, '2024', 'Summary.docx'), join(root, '2024', 'b.bin'), join(root, 'a.txt')].sort(),
      );
      expect(queued.skipped).toEqual([
        { path: 'Field notes/Link to a', reason: 'Skipped, a shortcut: download the file it points at' },
      ]);
      for (const t of queued.transfers)
        expect(await follow.until(t.id, finished)).toMatchObject({ state: 'done' });
      expect(await readFile(join(root, 'a.txt'), 'utf8')).toBe('first file');
      expect((await readFile(join(root, '2024', 'b.bin'))).equals(b.bytes)).toBe(true);
      // A DOCX is a ZIP package.
      expect((await readFile(join(root, '2024', 'Summary.docx'))).subarray(0, 2).toString()).toBe('PK');
      follow.stop();
    }));

  it('exports a document as text and as PDF, named with each format’s extension', () =>
    inAdaCore(oauth(), async (test, dir) => {
      const doc = await document('Minutes', 'Line one\nLine two');
      const { formats } = await unwrapCall<{ formats: Record<string, string[]> }>(
        test,
        'storage:exportFormats',
        {
          profileId: 'sandbox',
        },
      );
      expect(formats[DOCUMENT]).toEqual(expect.arrayContaining(['text/plain', 'application/pdf']));
      const follow = followTransfers(test);
      const text = (await download(test, { fileIds: [doc], exportMimeType: 'text/plain' })).transfers[0]!;
      const pdf = (await download(test, { fileIds: [doc], exportMimeType: 'application/pdf' })).transfers[0]!;
      expect(text.target).toBe(join(dir.path, 'downloads', 'Minutes.txt'));
      expect(pdf.target).toBe(join(dir.path, 'downloads', 'Minutes.pdf'));
      const doneText = await follow.until(text.id, finished);
      expect(doneText).toMatchObject({ state: 'done', size: 17, bytesDone: 17, mimeType: 'text/plain' });
      expect(await readFile(text.target, 'utf8')).toBe('Line one\nLine two');
      expect(await follow.until(pdf.id, finished)).toMatchObject({ state: 'done' });
      expect((await readFile(pdf.target)).subarray(0, 5).toString()).toBe('%PDF-');

      // A format the type does not export to fails the transfer with the service's word for it.
      const odd = (await download(test, { fileIds: [doc], exportMimeType: 'image/png' })).transfers[0]!;
      const failed = await follow.until(odd.id, finished);
      expect(failed.state).toBe('failed');
      expect(failed.reason).toMatch(/conversion is not supported/);
      follow.stop();
    }));

  it('downloads an earlier revision of a file, checked against that revision', () =>
    inAdaCore(oauth(), async (test) => {
      const first = await storedFile(ada, 'versions.txt', Buffer.from('the first version'));
      await ada.files.update({
        fileId: first.id,
        media: { mimeType: 'text/plain', body: Readable.from([Buffer.from('the second, longer version')]) },
      });
      const { data } = await ada.revisions.list({ fileId: first.id });
      const revisionId = data.revisions![0]!.id!;
      const follow = followTransfers(test);
      const [t] = (await download(test, { fileIds: [first.id], revisionId })).transfers;
      expect(t!.source).toEqual({ kind: 'storage', fileId: first.id, revisionId });
      expect(await follow.until(t!.id, finished)).toMatchObject({ state: 'done', reason: null, size: 17 });
      expect(await readFile(t!.target, 'utf8')).toBe('the first version');
      follow.stop();
    }));

  it('downloads into the folder the desktop dialog picked, and queues nothing when it is closed', async () => {
    const dir = await tempDir('downloads-desktop');
    let picked: string | null = join(dir.path, 'chosen');
    const test = await adaCoreIn(oauth(), join(dir.path, 'data'), undefined, {
      pickFolder: async () => picked,
    });
    try {
      const file = await storedFile(ada, 'desk.txt', Buffer.from('on the desktop'));
      const follow = followTransfers(test);
      const queued = await download(test, { fileIds: [file.id] });
      expect(queued.pageSaves).toBe(false);
      expect(queued.transfers[0]!.target).toBe(join(dir.path, 'chosen', 'desk.txt'));
      expect(await follow.until(queued.transfers[0]!.id, finished)).toMatchObject({ state: 'done' });
      expect(await readFile(join(dir.path, 'chosen', 'desk.txt'), 'utf8')).toBe('on the desktop');
      picked = null;
      // A file saved where the person chose stays when the list is cleared.
      await unwrapCall(test, 'transfers:clearFinished');
      expect(await readFile(join(dir.path, 'chosen', 'desk.txt'), 'utf8')).toBe('on the desktop');
      expect(await download(test, { fileIds: [file.id] })).toEqual({
        transfers: [],
        skipped: [],
        pageSaves: false,
      });
      follow.stop();
    } finally {
      await test.close();
      await dir.remove();
    }
  });

  it('fails an export past the service’s 10 MB limit with what to do instead', () =>
    inAdaCore(oauth(), async (test) => {
      const big = await document('Long', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
      const follow = followTransfers(test);
      const [t] = (await download(test, { fileIds: [big], exportMimeType: 'text/plain' })).transfers;
      const failed = await follow.until(t!.id, finished);
      expect(failed.state).toBe('failed');
      expect(failed.reason).toMatch(
        /exports Docs Editors files of up to 10 MB only.*save a copy in a smaller format/,
      );
      expect(existsSync(t!.target)).toBe(false);
      follow.stop();
    }));

  it('refuses to export a file with bytes of its own, saying to download it', () =>
    inAdaCore(oauth(), async (test) => {
      const file = await storedFile(ada, 'plain.txt', Buffer.from('bytes'));
      const result = await test.call('transfers:download', {
        profileId: 'sandbox',
        service: 'storage',
        fileIds: [file.id],
        exportMimeType: 'application/pdf',
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'VALIDATION' } });
      expect(!result.ok && result.error.message).toMatch(/not a Docs Editors file.*download it as it is/);
    }));
});
