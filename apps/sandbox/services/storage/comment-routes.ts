// The comments and replies methods as routes (file-comments.ts does the work), under
// /store/v3/files/{fileId}/comments; `fields` is required on all of them but delete (method-route.ts).
import type { Route } from '../../http/routing';
import { COMMENT_FIELDS, commentResource, REPLY_FIELDS } from './comment-resource';
import type { Answer } from './drive-errors';
import { createComment, deleteComment, findComment, listComments, updateComment } from './file-comments';
import { getReply, listReplies, writeReply } from './file-replies';
import type { CommentRecord, FileRecord } from './file-record';
import type { Shape } from './method-input';
import {
  methodRoutes,
  visibleFile,
  withBodyAndFile,
  type Call,
  type MethodSpec,
  type StorageDeps,
} from './method-route';

const COMMENTS = '/store/v3/files/{fileId}/comments';
const COMMENT = `${COMMENTS}/{commentId}`;
const REPLIES = `${COMMENT}/replies`;

const listShape = (name: string, known: ReadonlySet<string>): Shape => ({
  known: new Set(['kind', 'nextPageToken', name]),
  nested: { name, known },
});

export function commentRoutes(deps: StorageDeps): Route[] {
  const { state } = deps;
  /** Runs `then` on the file and (undeleted) comment the path names. */
  const onComment = (call: Call, then: (file: FileRecord, comment: CommentRecord) => Answer): Answer => {
    const file = visibleFile(state, call.params.fileId!, call.caller);
    if ('status' in file) return file;
    const comment = findComment(
      file,
      call.params.commentId!,
      call.url.searchParams.get('includeDeleted') === 'true',
    );
    return 'status' in comment ? comment : then(file, comment);
  };
  const spec = (
    method: MethodSpec['method'],
    path: string,
    name: string,
    run: MethodSpec['run'],
    shape?: Shape,
  ): MethodSpec => ({
    method,
    path,
    name,
    run,
    ...(shape ? { shape } : {}),
    changes: method !== 'GET',
  });
  const comment: Shape = { known: COMMENT_FIELDS };
  const reply: Shape = { known: REPLY_FIELDS };
  return methodRoutes(
    [
      spec(
        'GET',
        COMMENTS,
        'drive.comments.list',
        (call) => {
          const file = visibleFile(state, call.params.fileId!, call.caller);
          return 'status' in file ? file : listComments(file, call.url.searchParams, call.caller, state);
        },
        listShape('comments', COMMENT_FIELDS),
      ),
      spec(
        'POST',
        COMMENTS,
        'drive.comments.create',
        (call) =>
          withBodyAndFile(call, state, (body, file) =>
            createComment(file, body, call.caller, state, call.now),
          ),
        comment,
      ),
      spec(
        'GET',
        COMMENT,
        'drive.comments.get',
        (call) =>
          onComment(call, (_file, found) => ({
            status: 200,
            body: commentResource(found, call.caller, state),
          })),
        comment,
      ),
      spec(
        'PATCH',
        COMMENT,
        'drive.comments.update',
        (call) =>
          withBodyAndFile(call, state, (body, file) =>
            updateComment(file, call.params.commentId!, body, call.caller, state, call.now),
          ),
        comment,
      ),
      spec('DELETE', COMMENT, 'drive.comments.delete', (call) =>
        onComment(call, (file) => deleteComment(file, call.params.commentId!, call.caller, state, call.now)),
      ),
      spec(
        'GET',
        REPLIES,
        'drive.replies.list',
        (call) =>
          onComment(call, (file, found) =>
            listReplies(file, found, call.url.searchParams, call.caller, state),
          ),
        listShape('replies', REPLY_FIELDS),
      ),
      spec(
        'POST',
        REPLIES,
        'drive.replies.create',
        (call) =>
          withBodyAndFile(call, state, (body) =>
            onComment(call, (file, found) => writeReply(file, found, { body }, call.caller, state, call.now)),
          ),
        reply,
      ),
      spec(
        'GET',
        `${REPLIES}/{replyId}`,
        'drive.replies.get',
        (call) =>
          onComment(call, (_file, found) =>
            getReply(found, call.params.replyId!, call.url.searchParams, call.caller, state),
          ),
        reply,
      ),
      spec(
        'PATCH',
        `${REPLIES}/{replyId}`,
        'drive.replies.update',
        (call) =>
          withBodyAndFile(call, state, (body) =>
            onComment(call, (file, found) =>
              writeReply(file, found, { body, replyId: call.params.replyId! }, call.caller, state, call.now),
            ),
          ),
        reply,
      ),
      spec('DELETE', `${REPLIES}/{replyId}`, 'drive.replies.delete', (call) =>
        onComment(call, (file, found) =>
          writeReply(
            file,
            found,
            { replyId: call.params.replyId!, remove: true },
            call.caller,
            state,
            call.now,
          ),
        ),
      ),
    ],
    deps,
  );
}
