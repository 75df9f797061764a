import { describe, expect, it } from 'vitest';
import {
  MAX_AUDIT_FILES,
  mergeStaged,
  planBatches,
  readStagedFile,
  toStaged,
  type StagedAuditFile,
} from '@/features/log/utils/audit-files';

const staged = (path: string, content = '{}'): StagedAuditFile =>
  toStaged({ path, file: new File([content], path.split('/').pop()!) });

describe('mergeStaged', () => {
  it('keys files by their path: a file dropped again replaces itself, same names in other folders stay apart', () => {
    const merged = mergeStaged(
      [staged('release/linux/app.sigstore.json', '1'), staged('release/mac/app.sigstore.json', '2')],
      [staged('release/linux/app.sigstore.json', '33'), staged('app.sigstore.json', '4')],
    );
    expect(merged.left).toBe(0);
    expect(merged.files.map((f) => [f.path, f.size])).toEqual([
      ['release/linux/app.sigstore.json', 2],
      ['release/mac/app.sigstore.json', 1],
      ['app.sigstore.json', 1],
    ]);
  });

  it('stages up to the limit and counts what it left out, never dropping a file without saying so', () => {
    const many = Array.from({ length: MAX_AUDIT_FILES + 3 }, (_, i) => ({
      path: `bulk/${i}.json`,
      size: 2,
      file: null,
      problem: null,
    }));
    const merged = mergeStaged([], many);
    expect(merged.files).toHaveLength(MAX_AUDIT_FILES);
    expect(merged.left).toBe(3);
    // A file already staged can still be replaced at the limit.
    expect(mergeStaged(merged.files, [staged('bulk/0.json', 'new')]).left).toBe(0);
  });
});

describe('planBatches', () => {
  it('cuts a run into calls of at most 200 files and 8 MB, a larger file alone', () => {
    const files = Array.from({ length: 450 }, (_, i) => staged(`f/${i}.json`));
    expect(planBatches(files).map((batch) => batch.length)).toEqual([200, 200, 50]);
    const big = (path: string) => ({
      path,
      size: 5 * 1024 * 1024,
      file: new File(['x'], path),
      problem: null,
    });
    expect(planBatches([big('a'), big('b'), staged('c')]).map((b) => b.map((f) => f.path))).toEqual([
      ['a'],
      ['b', 'c'],
    ]);
  });
});

describe('readStagedFile', () => {
  it('reads the text, or says why a file is not sent', async () => {
    expect(await readStagedFile(staged('a/b.json', '{"x":1}'))).toEqual({
      name: 'a/b.json',
      content: '{"x":1}',
    });
    expect(await readStagedFile(staged('empty.json', '  \n'))).toEqual({
      name: 'empty.json',
      unreadable: 'The file is empty.',
    });
    expect(
      await readStagedFile(toStaged({ path: 'locked/', problem: 'Could not read this folder: denied' })),
    ).toEqual({ name: 'locked/', unreadable: 'Could not read this folder: denied' });
  });
});
