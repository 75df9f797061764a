// The journal's version and comment kinds on a fake service: Check says whether the service shows the
// change, Undo sends the opposite change (keep forever set back, resolve ↔ reopen, a written reply or
// comment deleted), and a deleted version or comment cannot be undone.
import { describe, expect, it, vi } from 'vitest';
import type { StorageComment } from '../../../../../src-shared/contract/schemas/storage-details';
import type { BegunOperation } from '../../../../../src-main/services/journal/operation-kinds';
import type { DetailCalls } from '../../../../../src-main/services/storage/storage-detail-calls';
import { detailKinds, wordsDigest } from '../../../../../src-main/services/storage/storage-detail-kinds';
import { sampleThread } from '../../../../support/storage-threads';

const me = { name: 'Ada Operator', me: true };

const thread = (overrides: Partial<StorageComment> = {}) =>
  sampleThread({ id: 'c1', content: 'Hello', ...overrides });

function kindsWith(calls: Partial<DetailCalls>) {
  const kinds = detailKinds(calls as DetailCalls);
  return (name: string) => kinds.find((kind) => kind.kind === name)!;
}

const op = (
  kind: string,
  request: BegunOperation['request'],
  response: BegunOperation['response'] = null,
) => ({
  opId: 'op1',
  profileId: 'sandbox',
  service: 'storage',
  kind,
  target: 'file f1',
  request,
  response,
});

describe('detailKinds', () => {
  it('checks keep forever against the version read back, and undoes it to the value it had', async () => {
    const keepForever = vi.fn(async () => ({ keepForever: false }) as never);
    const kind = kindsWith({ revision: async () => ({ keepForever: true }) as never, keepForever })(
      'keep-revision',
    );
    const begun = op('keep-revision', { fileId: 'f1', revisionId: 'r1', keepForever: true, was: false });
    expect((await kind.check!(begun)).outcome).toBe('ok');
    const undo = kind.undo!(begun);
    expect(undo.request).toEqual({ fileId: 'f1', revisionId: 'r1', keepForever: false, was: true });
    await undo.send();
    expect(keepForever).toHaveBeenCalledWith('sandbox', 'f1', 'r1', false);
  });

  it('finds a comment by the digest of its words, and undoes it by deleting the one the service made', async () => {
    const deleteComment = vi.fn(async () => {});
    const kind = kindsWith({
      comments: async () => [thread({ content: 'Someone else', author: { name: 'Grace', me: false } })],
      deleteComment,
    })('add-comment');
    const begun = op(
      'add-comment',
      { fileId: 'f1', contentSha256: wordsDigest('Hello') },
      { commentId: 'c9' },
    );
    expect((await kind.check!(begun)).outcome).toBe('failed');
    const undo = kind.undo!(begun);
    expect(undo.kind).toBe('delete-comment');
    await undo.send();
    expect(deleteComment).toHaveBeenCalledWith('sandbox', 'f1', 'c9', undefined);
  });

  it('checks a resolve by the thread resolved with my reply, and undoes it with a reopen', async () => {
    const reply = vi.fn(async () => ({ id: 'r2' }) as never);
    const resolvedThread = thread({
      resolved: true,
      replies: [
        {
          id: 'r1',
          author: me,
          createdTime: null,
          modifiedTime: null,
          content: '',
          action: 'resolve',
          deleted: false,
        },
      ],
    });
    const kind = kindsWith({ comment: async () => resolvedThread, reply })('resolve-comment');
    const begun = op('resolve-comment', {
      fileId: 'f1',
      commentId: 'c1',
      action: 'resolve',
      contentSha256: null,
    });
    expect((await kind.check!(begun)).outcome).toBe('ok');
    const undo = kind.undo!(begun);
    expect(undo).toMatchObject({ kind: 'reopen-comment', request: { action: 'reopen' } });
    expect(await undo.send()).toEqual({ replyId: 'r2' });
    expect(reply).toHaveBeenCalledWith('sandbox', 'f1', 'c1', { action: 'reopen' });
  });

  it('says a deleted version or comment cannot come back, and an operation without its IDs where to look', () => {
    const kind = kindsWith({});
    expect(kind('delete-revision').undo).toBeUndefined();
    expect(kind('delete-revision').notUndoable).toMatch(/keeps nothing/);
    expect(kind('delete-comment').notUndoable).toMatch(/cannot come back/);
    expect(() => kind('reply-comment').undo!(op('reply-comment', { fileId: 'f1', commentId: 'c1' }))).toThrow(
      /without its profile or fileId and commentId and replyId/,
    );
  });
});
