// The demo file with a history: its versions' checksums are those of the bytes each generates, the last is
// the file's own head, and the record (threads included) is one the saved state accepts.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoBytes, demoFiles } from '../../../../../../apps/sandbox/services/storage/demo-files';
import { FileRecord } from '../../../../../../apps/sandbox/services/storage/file-record';

describe('withDemoHistory', () => {
  const file = demoFiles().find((candidate) => candidate.name === 'handover-1.md')!;

  it('gives the first handover note three versions, oldest first, the head being its own bytes', () => {
    const revisions = file.revisions!;
    expect(revisions).toHaveLength(3);
    for (const revision of revisions) {
      const bytes = demoBytes(revision.demoSeed!, revision.size);
      expect(revision.md5Checksum).toBe(createHash('md5').update(bytes).digest('hex'));
      expect(revision.sha256Checksum).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
    const times = revisions.map((revision) => Date.parse(revision.modifiedTime));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(revisions.at(-1)).toMatchObject({
      id: file.headRevisionId,
      size: file.size,
      md5Checksum: file.md5Checksum,
      modifiedTime: file.modifiedTime,
    });
    expect(new Set(revisions.map((revision) => revision.lastModifiedBy)).size).toBe(2);
  });

  it('has an open anchored thread and a resolved one, and is a valid record', () => {
    expect(
      file.comments!.map((comment) => [comment.resolved, comment.quotedFileContent !== undefined]),
    ).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(() => JSON.parse(file.comments![0]!.anchor!) as unknown).not.toThrow();
    expect(FileRecord.parse(file)).toEqual(file);
  });

  it('leaves the other handover notes without a history', () => {
    const other = demoFiles().find((candidate) => candidate.name === 'handover-2.md')!;
    expect(other.revisions).toBeUndefined();
    expect(other.comments).toBeUndefined();
  });
});
