import { describe, expect, it } from 'vitest';
import { folderPathOf, folderPathsOf, relativePathOf } from '@/features/storage/utils/upload-paths';

/** A file as the picker or a drop gives it: `webkitRelativePath` from a folder picker, `relativePath` from a drop. */
function given(name: string, place: { picked?: string; dropped?: string } = {}): File {
  const file = new File(['x'], name);
  if (place.picked) Object.defineProperty(file, 'webkitRelativePath', { value: place.picked });
  if (place.dropped) Object.defineProperty(file, 'relativePath', { value: place.dropped });
  return file;
}

describe('where the files of an upload go', () => {
  it('reads a picked folder, a dropped folder and a file given alone', () => {
    expect(relativePathOf(given('a.jpg', { picked: 'album/2024/a.jpg' }))).toBe('album/2024/a.jpg');
    expect(relativePathOf(given('a.jpg', { dropped: '/album/a.jpg' }))).toBe('album/a.jpg');
    expect(relativePathOf(given('a.jpg', { dropped: './a.jpg' }))).toBe('a.jpg');
    expect(relativePathOf(given('a.jpg'))).toBe('a.jpg');
  });

  it('puts each file in its folder, and lists each folder once', () => {
    const files = [
      given('a.jpg', { picked: 'album/a.jpg' }),
      given('b.jpg', { picked: 'album/2024/b.jpg' }),
      given('c.jpg', { picked: 'album/2024/c.jpg' }),
      given('alone.txt', { dropped: './alone.txt' }),
    ];
    expect(files.map(folderPathOf)).toEqual(['album', 'album/2024', 'album/2024', '']);
    expect(folderPathsOf(files)).toEqual(['album', 'album/2024']);
  });
});
