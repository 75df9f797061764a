// A file's versions and comment threads through the router against the real sandbox, signed in as Ada:
// the demo handover note's three versions and two threads as the details panel reads them; keep forever
// and its Undo; the head's deletion refused with the reason; a comment, a reply, resolve and its Undo
// (reopen), a reply's Undo (deleted), a deleted comment that cannot come back; bad input refused.
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../src-shared/contract/result';
import type { StorageFile } from '../../../src-shared/contract/schemas/storage';
import type {
  StorageComment,
  StorageReply,
  StorageRevision,
} from '../../../src-shared/contract/schemas/storage-details';
import type { TestCore } from '../../support/test-core';
import { storageCores, value } from './storage-core';

const { adaCore } = storageCores('storage-details');

async function refusal(result: Promise<Result<unknown>>): Promise<{ code: string; message: string }> {
  const answer = await result;
  if (answer.ok) throw new Error('expected a refusal');
  return answer.error;
}

/** The file of that name, reading pages until it shows (pages may be short while more remain). */
async function fileNamed(test: TestCore, name: string): Promise<StorageFile> {
  let pageToken: string | undefined;
  do {
    const page = value(
      await test.call<{ files: StorageFile[]; nextPageToken: string | null }>('storage:list', {
        view: { kind: 'search', q: `name = '${name}' and trashed = false` },
        ...(pageToken ? { pageToken } : {}),
      }),
    );
    if (page.files[0]) return page.files[0];
    pageToken = page.nextPageToken ?? undefined;
  } while (pageToken);
  throw new Error(`no file "${name}"`);
}

const revisionsOf = async (test: TestCore, fileId: string) =>
  value(await test.call<{ revisions: StorageRevision[] }>('storage:revisions', { fileId })).revisions;
const threadsOf = async (test: TestCore, fileId: string) =>
  value(await test.call<{ comments: StorageComment[] }>('storage:comments', { fileId })).comments;
/** The journal's operation `opId`, as the Journal page lists it. */
async function journalOp(test: TestCore, opId: string) {
  const { operations } = value(
    await test.call<{ operations: Array<Record<string, unknown>> }>('journal:list', {
      service: 'storage',
      pageSize: 200,
    }),
  );
  return operations.find((operation) => operation.id === opId);
}

describe('storage versions', () => {
  it('lists the versions oldest first with their authors, keeps one forever and undoes it, refuses the head', async () => {
    const test = await adaCore();
    try {
      const file = await fileNamed(test, 'handover-1.md');
      const revisions = await revisionsOf(test, file.id);
      expect(revisions.map((revision) => [revision.size, revision.isHead, revision.keepForever])).toEqual([
        ['600', false, false],
        ['900', false, false],
        [file.size, true, false],
      ]);
      expect(revisions.map((revision) => revision.lastModifyingUser)).toEqual([
        { name: 'Ada Operator', me: true },
        { name: 'Grace Visitor', me: false },
        { name: 'Ada Operator', me: true },
      ]);
      expect(revisions[2]).toMatchObject({
        md5Checksum: file.md5Checksum,
        originalFilename: 'handover-1.md',
      });

      const first = revisions[0]!;
      const kept = value(
        await test.call<{ revision: StorageRevision; opId: string }>('storage:keepRevision', {
          fileId: file.id,
          revisionId: first.id,
          keepForever: true,
        }),
      );
      expect(kept.revision).toMatchObject({ id: first.id, keepForever: true, isHead: false });
      expect((await revisionsOf(test, file.id))[0]!.keepForever).toBe(true);
      expect(await journalOp(test, kept.opId)).toMatchObject({
        kind: 'keep-revision',
        outcome: 'ok',
        undoable: true,
      });
      value(await test.call('journal:undo', { opId: kept.opId }));
      expect((await revisionsOf(test, file.id))[0]!.keepForever).toBe(false);

      // The current version can be kept forever too, and says it is the current one.
      const keptHead = value(
        await test.call<{ revision: StorageRevision; opId: string }>('storage:keepRevision', {
          fileId: file.id,
          revisionId: revisions[2]!.id,
          keepForever: true,
        }),
      );
      expect(keptHead.revision).toMatchObject({ isHead: true, keepForever: true });
      value(await test.call('journal:undo', { opId: keptHead.opId }));

      const head = await refusal(
        test.call('storage:deleteRevision', { fileId: file.id, revisionId: revisions[2]!.id }),
      );
      expect(head.code).toBe('UPSTREAM');
      expect(head.message).toMatch(
        /refused to delete version .* \(HTTP 400: The head revision .*\)\. The current version of a file cannot be deleted: upload a newer one first/,
      );

      const deleted = value(
        await test.call<{ opId: string }>('storage:deleteRevision', {
          fileId: file.id,
          revisionId: revisions[1]!.id,
        }),
      );
      expect((await revisionsOf(test, file.id)).map((revision) => revision.id)).toEqual([
        first.id,
        revisions[2]!.id,
      ]);
      const undo = await refusal(test.call('journal:undo', { opId: deleted.opId }));
      expect(undo.message).toMatch(/keeps nothing of a deleted version/);
    } finally {
      await test.close();
    }
  });

  it('refuses keep forever on a Docs Editors file, versions of a folder, and malformed IDs', async () => {
    const test = await adaCore();
    try {
      const plan = await fileNamed(test, 'Quarterly plan');
      const [version] = await revisionsOf(test, plan.id);
      expect(version).toMatchObject({ keepForever: null, size: null, isHead: true });
      const editor = await refusal(
        test.call('storage:keepRevision', { fileId: plan.id, revisionId: version!.id, keepForever: true }),
      );
      expect(editor).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/Docs Editors/) });

      const folder = await fileNamed(test, 'Invoices');
      const notSupported = await refusal(test.call('storage:revisions', { fileId: folder.id }));
      expect(notSupported.message).toMatch(
        /does not support revisions.*Folders and shortcuts have no versions/,
      );

      const malformed = await refusal(
        test.call('storage:deleteRevision', { fileId: plan.id, revisionId: '../../files' }),
      );
      expect(malformed.code).toBe('VALIDATION');
    } finally {
      await test.close();
    }
  });
});

describe('storage comments', () => {
  it('reads the demo threads with their quoted text, anchor and replies as Ada sees them', async () => {
    const test = await adaCore();
    try {
      const file = await fileNamed(test, 'handover-1.md');
      const [open, done] = await threadsOf(test, file.id);
      expect(open).toMatchObject({
        author: { name: 'Grace Visitor', me: false },
        quotedText: 'handover-1.md: Verity sandbox demo content.',
        resolved: false,
        deleted: false,
        replies: [{ author: { name: 'Ada Operator', me: true }, action: null }],
      });
      expect(JSON.parse(open!.anchor!)).toMatchObject({ r: 'head' });
      expect(done).toMatchObject({ resolved: true, anchor: null, replies: [{ action: 'resolve' }] });
    } finally {
      await test.close();
    }
  });

  it('comments, replies, resolves; Undo reopens and removes the reply; a deleted comment stays deleted', async () => {
    const test = await adaCore();
    try {
      const file = await fileNamed(test, 'handover-2.md');
      const added = value(
        await test.call<{ comment: StorageComment; opId: string }>('storage:addComment', {
          fileId: file.id,
          content: 'Is the date right?',
          quotedText: 'handover-2.md',
        }),
      );
      expect(added.comment).toMatchObject({
        content: 'Is the date right?',
        quotedText: 'handover-2.md',
        author: { me: true },
      });
      const commentId = added.comment.id;
      const replied = value(
        await test.call<{ reply: StorageReply; opId: string }>('storage:reply', {
          fileId: file.id,
          commentId,
          content: 'It is.',
        }),
      );
      const resolved = value(
        await test.call<{ reply: StorageReply; opId: string }>('storage:reply', {
          fileId: file.id,
          commentId,
          action: 'resolve',
        }),
      );
      expect(resolved.reply).toMatchObject({ action: 'resolve', content: '' });
      expect((await threadsOf(test, file.id))[0]).toMatchObject({ resolved: true });
      expect(await journalOp(test, resolved.opId)).toMatchObject({ kind: 'resolve-comment', undoable: true });

      value(await test.call('journal:undo', { opId: resolved.opId }));
      value(await test.call('journal:undo', { opId: replied.opId }));
      const [thread] = await threadsOf(test, file.id);
      expect(thread!.resolved).toBe(false);
      expect(thread!.replies.map((reply) => [reply.action, reply.deleted])).toEqual([
        [null, true],
        ['resolve', false],
        ['reopen', false],
      ]);

      const removed = value(
        await test.call<{ opId: string }>('storage:deleteComment', { fileId: file.id, commentId }),
      );
      expect((await threadsOf(test, file.id))[0]).toMatchObject({ deleted: true, content: '' });
      const undo = await refusal(test.call('journal:undo', { opId: removed.opId }));
      expect(undo.message).toMatch(/cannot come back/);
    } finally {
      await test.close();
    }
  });

  it('refuses empty words, a reply with neither words nor action, and an unknown thread', async () => {
    const test = await adaCore();
    try {
      const file = await fileNamed(test, 'handover-3.md');
      const empty = await refusal(test.call('storage:addComment', { fileId: file.id, content: '   ' }));
      expect(empty).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/write something/) });
      const bare = await refusal(test.call('storage:reply', { fileId: file.id, commentId: 'AAAAnone' }));
      expect(bare).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/resolve or reopen/) });
      const unknown = await refusal(
        test.call('storage:reply', { fileId: file.id, commentId: 'AAAAnone', content: 'Hello' }),
      );
      expect(unknown).toMatchObject({
        code: 'NOT_FOUND',
        message: expect.stringMatching(/Comment not found.*open Details again/),
      });
      expect(await threadsOf(test, file.id)).toEqual([]);
    } finally {
      await test.close();
    }
  });
});
