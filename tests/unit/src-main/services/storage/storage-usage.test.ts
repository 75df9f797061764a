import { describe, expect, it } from 'vitest';
import { duplicateGroups } from '../../../../../src-main/services/storage/storage-usage';
import { toStorageFile } from '../../../../../src-main/services/storage/storage-file';

const file = (id: string, md5: string | undefined, size: string | undefined) =>
  toStorageFile({ id, name: id, mimeType: 'text/plain', md5Checksum: md5, size });

describe('duplicateGroups', () => {
  it('groups files of one MD5 and size, the most wasted bytes first, and leaves out singles and files without content', () => {
    const groups = duplicateGroups([
      file('a1', 'aaa', '10'),
      file('b1', 'bbb', '1000'),
      file('a2', 'aaa', '10'),
      file('a3', 'aaa', '10'),
      file('b2', 'bbb', '1000'),
      file('same-md5-other-size', 'bbb', '999'),
      file('single', 'ccc', '5'),
      file('doc', undefined, undefined),
      file('doc2', undefined, undefined),
    ]);
    expect(groups.map((group) => group.files.map((one) => one.id))).toEqual([
      ['b1', 'b2'],
      ['a1', 'a2', 'a3'],
    ]);
  });
});
