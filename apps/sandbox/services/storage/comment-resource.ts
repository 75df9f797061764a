// Comments and replies as the Comment and Reply resources (drive-v3.json, drive-examples.json
// comments_list): the author as a user (without an e-mail address, as Drive shows commenters), the text
// and its HTML form, mentions (+name@domain) as mentionedEmailAddresses; a deleted one keeps no content.
import { personOf, type Caller } from './file-access';
import type { CommentRecord, Identity, ReplyRecord } from './file-record';
import type { StorageState } from './storage-state';
import { xml } from './export/xml-parts';

export const COMMENT_FIELDS: ReadonlySet<string> = new Set(
  'kind id createdTime modifiedTime author htmlContent content deleted resolved quotedFileContent anchor replies mentionedEmailAddresses assigneeEmailAddress'.split(
    ' ',
  ),
);
export const REPLY_FIELDS: ReadonlySet<string> = new Set(
  'kind id createdTime modifiedTime action author deleted htmlContent content'.split(' '),
);

function author(identity: Identity, caller: Caller, state: StorageState) {
  const person = personOf(identity, state);
  return {
    kind: 'drive#user',
    displayName: person.displayName,
    photoLink: 'https://lh3.googleusercontent.com/a/default-user=s64',
    me: identity === caller.identity,
  };
}

function text(content: string, deleted: boolean) {
  if (deleted) return {};
  const mentions = [...content.matchAll(/\+([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g)].map((match) => match[1]!);
  return {
    content,
    htmlContent: xml(content).replace(/\n/g, '<br>'),
    ...(mentions.length > 0 ? { mentionedEmailAddresses: mentions } : {}),
  };
}

export function replyResource(reply: ReplyRecord, caller: Caller, state: StorageState) {
  const { mentionedEmailAddresses: _mentions, ...body } = text(reply.content, reply.deleted) as Record<
    string,
    unknown
  >;
  return {
    kind: 'drive#reply',
    id: reply.id,
    createdTime: reply.createdTime,
    modifiedTime: reply.modifiedTime,
    author: author(reply.author, caller, state),
    deleted: reply.deleted,
    ...body,
    ...(reply.action ? { action: reply.action } : {}),
  };
}

export function commentResource(
  comment: CommentRecord,
  caller: Caller,
  state: StorageState,
  includeDeleted = true,
) {
  return {
    kind: 'drive#comment',
    id: comment.id,
    createdTime: comment.createdTime,
    modifiedTime: comment.modifiedTime,
    author: author(comment.author, caller, state),
    deleted: comment.deleted,
    resolved: comment.resolved,
    ...text(comment.content, comment.deleted),
    ...(comment.anchor && !comment.deleted ? { anchor: comment.anchor } : {}),
    ...(comment.quotedFileContent && !comment.deleted
      ? { quotedFileContent: comment.quotedFileContent }
      : {}),
    replies: comment.replies
      .filter((reply) => includeDeleted || !reply.deleted)
      .map((reply) => replyResource(reply, caller, state)),
  };
}
