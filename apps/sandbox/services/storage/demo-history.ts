// A demo file's history: earlier versions of its bytes (each generated from a seed, as demo files' bytes
// are) and comment threads between its owner and the collaborator it is shared with, so the Storage page's
// versions and comments panels have something to show on a fresh data folder. Made without the demo
// tree's random draws, so every other demo file stays as it was.
import { createHash } from 'node:crypto';
import { demoBytes } from './demo-files';
import type { CommentRecord, FileRecord, Identity, RevisionRecord } from './file-record';

const DAY_MS = 86_400_000;

const before = (time: string, days: number) => new Date(Date.parse(time) - days * DAY_MS).toISOString();

function earlierVersion(
  file: FileRecord,
  n: number,
  size: number,
  daysBefore: number,
  by: Identity,
): RevisionRecord {
  const seed = `${file.name} version ${n}`;
  const bytes = demoBytes(seed, size);
  return {
    id: `0B${createHash('sha256').update(seed).digest('base64url').slice(0, 30)}`,
    modifiedTime: before(file.modifiedTime, daysBefore),
    lastModifiedBy: by,
    mimeType: file.mimeType,
    size,
    md5Checksum: createHash('md5').update(bytes).digest('hex'),
    sha256Checksum: createHash('sha256').update(bytes).digest('hex'),
    originalFilename: file.name,
    keepForever: false,
    demoSeed: seed,
  };
}

/** The file's own bytes as its head, after two earlier versions (the owner's, then the collaborator's). */
function revisions(file: FileRecord, collaborator: Identity): RevisionRecord[] {
  return [
    earlierVersion(file, 1, 600, 20, file.owner),
    earlierVersion(file, 2, 900, 8, collaborator),
    {
      id: file.headRevisionId!,
      modifiedTime: file.modifiedTime,
      lastModifiedBy: file.owner,
      mimeType: file.mimeType,
      size: file.size!,
      md5Checksum: file.md5Checksum!,
      sha256Checksum: file.sha256Checksum!,
      originalFilename: file.name,
      keepForever: false,
      demoSeed: file.demoSeed ?? file.name,
    },
  ];
}

/** An open thread on a quoted line with a reply, and one the owner resolved. */
function comments(file: FileRecord, collaborator: Identity): CommentRecord[] {
  const asked = before(file.modifiedTime, 7);
  const answered = before(file.modifiedTime, 6);
  const resolved = before(file.modifiedTime, 2);
  const quoted = `${file.name}: Verity sandbox demo content.`;
  return [
    {
      id: 'AAAAdemoThreadOpen0001',
      author: collaborator,
      content: 'Should this line name the release it hands over?',
      createdTime: asked,
      modifiedTime: answered,
      anchor: JSON.stringify({ r: 'head', a: [{ line: { n: 1, l: 1 } }] }),
      quotedFileContent: { mimeType: 'text/plain', value: quoted },
      resolved: false,
      deleted: false,
      replies: [
        {
          id: 'AAAAdemoReplyOpen00001',
          author: file.owner,
          content: 'Yes, I will add it in the next version.',
          createdTime: answered,
          modifiedTime: answered,
          deleted: false,
        },
      ],
    },
    {
      id: 'AAAAdemoThreadDone0001',
      author: collaborator,
      content: 'The checklist is missing the backup step.',
      createdTime: asked,
      modifiedTime: resolved,
      resolved: true,
      deleted: false,
      replies: [
        {
          id: 'AAAAdemoReplyDone00001',
          author: file.owner,
          content: 'Added.',
          createdTime: resolved,
          modifiedTime: resolved,
          action: 'resolve',
          deleted: false,
        },
      ],
    },
  ];
}

/** The binary demo file with earlier versions and comment threads with `collaborator`. */
export function withDemoHistory(file: FileRecord, collaborator: Identity): void {
  file.revisions = revisions(file, collaborator);
  file.comments = comments(file, collaborator);
}
