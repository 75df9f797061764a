// The demo data: the same on every first start, a well-formed tree (unique IDs, every parent a folder of
// the same owner), the sizes the README gives, and binary files with checksums and sizes, Docs Editors
// files without.
import { describe, expect, it } from 'vitest';
import { demoFiles } from '../../../../../../apps/sandbox/services/storage/demo-files';

describe('demoFiles', () => {
  const files = demoFiles();
  const byId = new Map(files.map((file) => [file.id, file]));

  it('comes out the same every time', () => {
    expect(demoFiles()).toEqual(files);
  });

  it('is a tree: unique IDs, each parent a folder of the same owner, two roots', () => {
    expect(byId.size).toBe(files.length);
    expect(files.filter((file) => file.isRoot)).toHaveLength(2);
    for (const file of files.filter((item) => !item.isRoot)) {
      const parent = byId.get(file.parents[0]!);
      expect(parent?.mimeType, file.name).toBe('application/vnd.google-apps.folder');
      expect(parent?.owner, file.name).toBe(file.owner);
    }
  });

  it('gives Ada a few thousand items and Grace nine, with shares both ways', () => {
    const count = (owner: string) => files.filter((file) => file.owner === owner && !file.isRoot).length;
    expect(count('account:104857600000000000001')).toBe(2901);
    expect(count('account:104857600000000000002')).toBe(9);
    const shared = files.filter((file) => file.permissions.length > 0).map((file) => file.name);
    expect(shared.sort()).toEqual(['Quarterly plan', 'Shared with Grace', 'Team roster', 'contract.pdf']);
  });

  it('has checksums and sizes for binary files only', () => {
    for (const file of files) {
      const binary = !file.mimeType.startsWith('application/vnd.google-apps.');
      expect(file.md5Checksum !== undefined, file.name).toBe(binary);
      if (binary) {
        expect(file.md5Checksum).toMatch(/^[0-9a-f]{32}$/);
        expect(file.sha256Checksum).toMatch(/^[0-9a-f]{64}$/);
        expect(file.size).toBeGreaterThan(0);
      }
    }
  });
});
