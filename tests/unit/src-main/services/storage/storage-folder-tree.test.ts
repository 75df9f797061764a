import { describe, expect, it } from 'vitest';
import { VerityError } from '../../../../../src-shared/contract/result';
import type { StorageFile } from '../../../../../src-shared/contract/schemas/storage';
import { makeFolderTree, withParents } from '../../../../../src-main/services/storage/storage-folder-tree';

/** A createFolder that names each folder it makes after its parent and name, failing on `failOn`. */
function folders(failOn?: string) {
  const made: string[] = [];
  const createFolder = async (_profileId: string, parentId: string, name: string) => {
    if (name === failOn) throw new VerityError('UPSTREAM', 'the service said no');
    made.push(`${parentId}>${name}`);
    return { file: { id: `${parentId}/${name}` } as StorageFile, opId: `op-${made.length}` };
  };
  return { made, createFolder };
}

describe("a folder upload's tree", () => {
  it('adds the folders above each path, each once, parents first', () => {
    expect(withParents(['a/b/c', 'a', 'd/e', 'a/b'])).toEqual(['a', 'd', 'a/b', 'd/e', 'a/b/c']);
  });

  it('refuses empty, "." and ".." segments', () => {
    for (const bad of ['', 'a//b', '/a', 'a/./b', '../a'])
      expect(() => withParents([bad])).toThrow(/is not a folder path/);
  });

  it('makes each folder inside its parent and answers their IDs', async () => {
    const { made, createFolder } = folders();
    const tree = await makeFolderTree(createFolder, 'p', 'top', ['x/y', 'z']);
    expect(made).toEqual(['top>x', 'top>z', 'top/x>y']);
    expect(tree).toEqual([
      { path: 'x', id: 'top/x', opId: 'op-1' },
      { path: 'z', id: 'top/z', opId: 'op-2' },
      { path: 'x/y', id: 'top/x/y', opId: 'op-3' },
    ]);
  });

  it('stops at the first folder the service refuses, saying how many were made', async () => {
    const { createFolder } = folders('y');
    await expect(makeFolderTree(createFolder, 'p', 'top', ['x/y/w'])).rejects.toMatchObject({
      code: 'UPSTREAM',
      message: expect.stringMatching(
        /Making folder "x\/y" failed \(the service said no\); 1 of the upload's 3/,
      ),
    });
  });
});
