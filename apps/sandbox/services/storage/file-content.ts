// A file's bytes as revisions (research google.md §3.8): every content upload adds one and makes it the
// head (size, checksums and headRevisionId follow it); superseded revisions not kept forever go after 30
// days, and no more than 100 of them are kept, as Drive keeps a binary file's versions. The bytes count
// against the owner's storage quota whatever revision holds them.
import { randomBytes } from 'node:crypto';
import type { Received } from './content-store';
import { GOOGLE_TYPE_PREFIX, type FileRecord, type Identity, type RevisionRecord } from './file-record';
import type { StorageState } from './storage-state';

const KEPT_UNPINNED = 100;
const SUPERSEDED_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const EMPTY = {
  md5Checksum: 'd41d8cd98f00b204e9800998ecf8427e',
  sha256Checksum: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
};

/** The file's revisions, oldest first; a record from before revisions were stored has its head only. */
export function revisionsOf(file: FileRecord): RevisionRecord[] {
  if (file.revisions) return file.revisions;
  if (file.mimeType.startsWith(GOOGLE_TYPE_PREFIX) && file.contentText !== undefined)
    // A Docs Editors file made with its words (demo data) or empty: its first version. Its text stays on
    // the record (file-export.ts reads it there), so the revision holds no bytes of its own.
    return [{ ...emptyRevision(file), id: '1' }];
  if (file.headRevisionId === undefined || file.size === undefined) return [];
  return [
    {
      ...emptyRevision(file),
      id: file.headRevisionId,
      size: file.size,
      md5Checksum: file.md5Checksum ?? EMPTY.md5Checksum,
      sha256Checksum: file.sha256Checksum ?? EMPTY.sha256Checksum,
      // Bytes that are not stored anywhere are a demo file's (an upload always records its revisions).
      ...(file.size > 0 ? { demoSeed: file.demoSeed ?? file.name } : {}),
    },
  ];
}

function emptyRevision(file: FileRecord): RevisionRecord {
  return {
    id: '',
    modifiedTime: file.modifiedTime,
    lastModifiedBy: file.lastModifiedBy,
    mimeType: file.mimeType,
    size: 0,
    ...EMPTY,
    originalFilename: file.name,
    keepForever: false,
  };
}

/** A metadata-only binary file: no bytes, the checksums of nothing, one (empty) revision. */
export function emptyContent(): Pick<
  FileRecord,
  'size' | 'md5Checksum' | 'sha256Checksum' | 'headRevisionId'
> {
  return { size: 0, ...EMPTY, headRevisionId: newRevisionId(false, []) };
}

function newRevisionId(editorFile: boolean, existing: RevisionRecord[]): string {
  // Docs Editors revisions are numbered; binary ones have opaque IDs like "0B7eXaMpLeReViSiOnId00".
  if (editorFile) return String(Math.max(0, ...existing.map((revision) => Number(revision.id) || 0)) + 1);
  return `0B${randomBytes(24).toString('base64url')}`;
}

export interface NewContent {
  received: Received;
  /** The type the bytes were uploaded as. */
  mimeType: string;
  by: Identity;
  now: string;
  keepForever: boolean;
  /** A file being created: its bytes are its first revision (the empty one it was made with goes). */
  fresh?: boolean;
}

/** The file with `content` as its new head revision; `dropped` are the revisions that went. */
export function withContent(
  file: FileRecord,
  content: NewContent,
): { file: FileRecord; dropped: RevisionRecord[] } {
  const editorFile = file.mimeType.startsWith(GOOGLE_TYPE_PREFIX);
  const before = revisionsOf(file);
  const { received } = content;
  const head: RevisionRecord = {
    id: newRevisionId(editorFile, before),
    modifiedTime: content.now,
    lastModifiedBy: content.by,
    mimeType: content.mimeType,
    size: received.size,
    md5Checksum: received.md5Checksum,
    sha256Checksum: received.sha256Checksum,
    originalFilename: file.name,
    keepForever: content.keepForever,
  };
  const earlier = content.fresh ? [] : before;
  const { kept, dropped } = prune([...earlier, head], Date.parse(content.now));
  if (content.fresh) dropped.push(...before);
  const text = editorFile || content.mimeType.startsWith('text/');
  const next: FileRecord = {
    ...file,
    revisions: kept,
    headRevisionId: head.id,
    version: content.fresh ? file.version : file.version + 1,
    modifiedTime: content.now,
    lastModifiedBy: content.by,
    ...(text ? { contentText: received.head.toString('utf8') } : {}),
  };
  delete next.demoSeed;
  if (editorFile) {
    // Docs Editors files have no size or checksums of their own.
    delete next.size;
    delete next.md5Checksum;
    delete next.sha256Checksum;
  } else {
    Object.assign(next, {
      size: head.size,
      md5Checksum: head.md5Checksum,
      sha256Checksum: head.sha256Checksum,
    });
  }
  return { file: next, dropped };
}

/** Keeps the head, what is kept forever, and the newest 100 others superseded less than 30 days ago. */
function prune(revisions: RevisionRecord[], now: number) {
  const kept: RevisionRecord[] = [];
  const dropped: RevisionRecord[] = [];
  let unpinned = 0;
  for (let i = revisions.length - 1; i >= 0; i--) {
    const revision = revisions[i]!;
    const supersededAt = i === revisions.length - 1 ? now : Date.parse(revisions[i + 1]!.modifiedTime);
    const keep =
      i === revisions.length - 1 ||
      revision.keepForever ||
      (unpinned < KEPT_UNPINNED && now - supersededAt < SUPERSEDED_LIFETIME_MS);
    if (keep && !revision.keepForever && i !== revisions.length - 1) unpinned++;
    (keep ? kept : dropped).unshift(revision);
  }
  return { kept, dropped };
}

/** The bytes an identity's files hold in all their revisions (what its storage quota counts). */
export function usageOf(identity: Identity, state: StorageState): number {
  let usage = 0;
  for (const file of state.files.values())
    if (file.owner === identity && file.driveId === undefined)
      for (const revision of revisionsOf(file)) usage += revision.size;
  return usage;
}

/** The blobs any stored revision still names. */
export function blobsInUse(state: StorageState): Set<string> {
  const hashes = new Set<string>();
  for (const file of state.files.values())
    for (const revision of revisionsOf(file))
      if (revision.demoSeed === undefined) hashes.add(revision.sha256Checksum);
  return hashes;
}
