import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { filesOfFolder } from '../../../../../src-main/services/transfers/folder-files';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeEach(async () => {
  dir = await tempDir('folder-files');
});
afterEach(() => dir.remove());

describe('the files of a folder picked for upload', () => {
  it('lists every file below it with its folder path, and every folder, empty ones too', async () => {
    const root = `${dir.path}/album`;
    await mkdir(`${root}/2024/june`, { recursive: true });
    await mkdir(`${root}/empty`);
    await writeFile(`${root}/a.txt`, 'aa');
    await writeFile(`${root}/2024/june/b.txt`, 'bbb');
    await symlink(`${root}/a.txt`, `${root}/link.txt`);
    const { folders, files } = await filesOfFolder(root);
    expect(folders.sort()).toEqual(['album', 'album/2024', 'album/2024/june', 'album/empty']);
    expect(files).toEqual([
      { path: `${root}/2024/june/b.txt`, folderPath: 'album/2024/june', size: 3 },
      { path: `${root}/a.txt`, folderPath: 'album', size: 2 },
    ]);
  });
});
