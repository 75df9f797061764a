import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newDownloads } from '../../../../../src-main/services/transfers/new-downloads';
import type { Child, MediaFacts } from '../../../../../src-main/services/transfers/storage-media';

const FOLDER = 'application/vnd.google-apps.folder';

/** A store of folders (their children, in pages) and the facts of each file asked for by ID. */
function media(folders: Record<string, Child[][]>, facts: Record<string, MediaFacts>) {
  return {
    facts: async (_profileId: string, source: { fileId: string }) => facts[source.fileId]!,
    async *children(_profileId: string, folderId: string) {
      for (const page of folders[folderId] ?? []) yield page;
    },
  };
}

const folderFacts = (name: string): MediaFacts => ({
  name,
  mimeType: FOLDER,
  size: null,
  md5Checksum: null,
  sha256Checksum: null,
});

const plan = (m: ReturnType<typeof media>, fileIds: string[], reserved: string[] = []) =>
  newDownloads(
    { profileId: 'sandbox', fileIds },
    { media: m, dir: '/d', reserved: new Set(reserved), now: () => 1 },
  );

describe('newDownloads', () => {
  it('queues every file of every page of every level at its path, and names what it skips', async () => {
    const m = media(
      {
        top: [
          [
            { id: 'a', name: 'a.txt', mimeType: 'text/plain', size: '3' },
            { id: 'sub', name: 'Sub', mimeType: FOLDER },
          ],
          [{ id: 'link', name: 'Link', mimeType: 'application/vnd.google-apps.shortcut' }],
        ],
        sub: [
          [
            { id: 'doc', name: 'Notes', mimeType: 'application/vnd.google-apps.document' },
            { id: 'form', name: 'Survey', mimeType: 'application/vnd.google-apps.form' },
          ],
        ],
      },
      { top: folderFacts('Top') },
    );
    const { transfers, skipped } = await plan(m, ['top'], [join('/d', 'Top', 'a.txt')]);
    expect(transfers.map((t) => [t.target, t.source, t.size])).toEqual([
      [join('/d', 'Top', 'a (1).txt'), { kind: 'storage', fileId: 'a' }, 3],
      [
        join('/d', 'Top', 'Sub', 'Notes.docx'),
        {
          kind: 'storage',
          fileId: 'doc',
          exportMimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
        0,
      ],
    ]);
    expect(transfers.every((t) => t.direction === 'download' && t.state === 'queued')).toBe(true);
    expect(skipped.map((note) => note.path)).toEqual(['Top/Sub/Survey', 'Top/Link']);
  });

  it('refuses a folder of more files than one request queues, saying what to do', async () => {
    const page = Array.from({ length: 10_001 }, (_, n) => ({
      id: `f${n}`,
      name: `f${n}`,
      mimeType: 'text/plain',
    }));
    const m = media({ big: [page] }, { big: folderFacts('Big') });
    await expect(plan(m, ['big'])).rejects.toThrow(/"Big" holds more than 10000 files: download its folders/);
  });

  it('walks a folder that appears twice (a cycle in hostile answers) once', async () => {
    const m = media(
      {
        loop: [
          [
            { id: 'loop', name: 'Again', mimeType: FOLDER },
            { id: 'x', name: 'x', mimeType: 'text/plain' },
          ],
        ],
      },
      { loop: folderFacts('Loop') },
    );
    expect((await plan(m, ['loop'])).transfers).toHaveLength(1);
  });

  it('takes a revision for one file with bytes only', async () => {
    const m = media({}, { top: folderFacts('Top') });
    const input = { profileId: 'sandbox', revisionId: 'r1' };
    const deps = { media: m, dir: '/d', reserved: new Set<string>(), now: () => 1 };
    await expect(newDownloads({ ...input, fileIds: ['a', 'b'] }, deps)).rejects.toThrow(/exactly one file/);
    await expect(newDownloads({ ...input, fileIds: ['top'] }, deps)).rejects.toThrow(
      /"Top" is a folder or Docs Editors file: only a file with bytes/,
    );
  });
});
