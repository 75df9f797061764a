import { describe, expect, it } from 'vitest';
import { pickedFromDrop, pickedPath } from '@/lib/picked-files';

/** A dropped file or folder as the browser's entries API hands it out (folders a few entries per call). */
type Fake = { name: string; content?: string; children?: Fake[]; unreadable?: boolean };

function entry(node: Fake, parent = ''): FileSystemEntry {
  const fullPath = `${parent}/${node.name}`;
  if (node.children) {
    const children = node.children.map((child) => entry(child, fullPath));
    return {
      name: node.name,
      fullPath,
      isFile: false,
      isDirectory: true,
      createReader: () => {
        let next = 0;
        return {
          readEntries: (resolve: (entries: FileSystemEntry[]) => void, reject: (error: Error) => void) => {
            if (node.unreadable) return reject(new Error('permission denied'));
            resolve(children.slice(next, (next += 2)));
          },
        };
      },
    } as unknown as FileSystemEntry;
  }
  return {
    name: node.name,
    fullPath,
    isFile: true,
    isDirectory: false,
    file: (resolve: (file: File) => void) => resolve(new File([node.content ?? ''], node.name)),
  } as unknown as FileSystemEntry;
}

const drop = (...nodes: Fake[]) =>
  ({
    items: nodes.map((node) => ({ kind: 'file', webkitGetAsEntry: () => entry(node) })),
    files: [],
  }) as unknown as DataTransfer;

describe('pickedFromDrop', () => {
  it('walks dropped folders to every file, each with its path, same names in other folders kept apart', async () => {
    const picked = await pickedFromDrop(
      drop(
        {
          name: 'release',
          children: [
            { name: 'linux', children: [{ name: 'app.sigstore.json', content: 'L' }] },
            { name: 'mac', children: [{ name: 'app.sigstore.json', content: 'M' }] },
            { name: 'trust', children: [{ name: 'root.json' }, { name: 'key.pem' }, { name: 'extra.json' }] },
            { name: 'locked', children: [], unreadable: true },
          ],
        },
        { name: 'loose.json' },
      ),
    );
    expect(picked.map((p) => ('file' in p ? p.path : `${p.path} (${p.problem})`))).toEqual([
      'loose.json',
      'release/linux/app.sigstore.json',
      'release/locked/ (Could not read this folder: permission denied)',
      'release/mac/app.sigstore.json',
      'release/trust/extra.json',
      'release/trust/key.pem',
      'release/trust/root.json',
    ]);
    const linux = picked.find((p) => p.path === 'release/linux/app.sigstore.json');
    expect(linux && 'file' in linux ? await linux.file.text() : null).toBe('L');
  });

  it('falls back to the flat file list when the browser gives no entries', async () => {
    const file = new File(['x'], 'a.json');
    const picked = await pickedFromDrop({ items: [], files: [file] } as unknown as DataTransfer);
    expect(picked).toEqual([{ path: 'a.json', file }]);
  });
});

describe('pickedPath', () => {
  it('is the folder picker’s relative path, else the name', () => {
    const nested = new File(['x'], 'a.json');
    Object.defineProperty(nested, 'webkitRelativePath', { value: 'drop/sub/a.json' });
    expect(pickedPath(nested)).toBe('drop/sub/a.json');
    expect(pickedPath(new File(['x'], 'b.json'))).toBe('b.json');
  });
});
