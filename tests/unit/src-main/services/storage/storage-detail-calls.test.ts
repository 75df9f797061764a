// The service's Revision, Comment and Reply turned into the contract's shapes: absent fields read as the
// service means them, a Docs Editors file's versions with no size and no keep forever, the head marked.
import { describe, expect, it } from 'vitest';
import {
  toStorageComment,
  toStorageReply,
  toStorageRevision,
} from '../../../../../src-main/services/storage/storage-detail-calls';

describe('toStorageRevision', () => {
  it('reads a binary file version, marking the head by its ID', () => {
    const revision = {
      id: '0Bhead',
      mimeType: 'text/markdown',
      modifiedTime: '2026-05-01T00:00:00.000Z',
      keepForever: true,
      size: '600',
      md5Checksum: 'd41d8cd98f00b204e9800998ecf8427e',
      originalFilename: 'notes.md',
      lastModifyingUser: { displayName: 'Grace Visitor', me: false },
    };
    expect(toStorageRevision(revision, '0Bhead')).toEqual({
      id: '0Bhead',
      mimeType: 'text/markdown',
      modifiedTime: '2026-05-01T00:00:00.000Z',
      size: '600',
      md5Checksum: 'd41d8cd98f00b204e9800998ecf8427e',
      keepForever: true,
      lastModifyingUser: { name: 'Grace Visitor', me: false },
      originalFilename: 'notes.md',
      isHead: true,
    });
    expect(toStorageRevision(revision, '0Bother').isHead).toBe(false);
  });

  it('reads absent keepForever as not kept, and a Docs Editors version as neither sized nor keepable', () => {
    expect(toStorageRevision({ id: 'r', mimeType: 'application/pdf' }, undefined)).toMatchObject({
      keepForever: false,
      size: null,
      lastModifyingUser: null,
    });
    expect(
      toStorageRevision({ id: '3', mimeType: 'application/vnd.google-apps.document' }, '3'),
    ).toMatchObject({ keepForever: null, size: null, isHead: true });
  });
});

describe('toStorageComment', () => {
  it('reads the quoted text, anchor and replies, and a deleted one as having no words', () => {
    const comment = toStorageComment({
      id: 'c1',
      content: 'Why?',
      anchor: '{"r":"head","a":[{"line":{"n":1}}]}',
      quotedFileContent: { mimeType: 'text/plain', value: 'line one' },
      resolved: true,
      author: { displayName: 'Ada Operator', me: true },
      replies: [{ id: 'r1', action: 'resolve', author: { displayName: 'Ada Operator' } }],
    });
    expect(comment).toMatchObject({
      quotedText: 'line one',
      anchor: '{"r":"head","a":[{"line":{"n":1}}]}',
      resolved: true,
      deleted: false,
      author: { name: 'Ada Operator', me: true },
      replies: [{ id: 'r1', action: 'resolve', content: '', author: { name: 'Ada Operator', me: false } }],
    });
    expect(toStorageComment({ id: 'c2', deleted: true })).toMatchObject({
      content: '',
      quotedText: null,
      anchor: null,
      deleted: true,
      replies: [],
    });
  });

  it('reads an action it does not know as none', () => {
    expect(toStorageReply({ id: 'r', content: 'Hi', action: 'assign' }).action).toBeNull();
  });
});
