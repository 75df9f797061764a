import { Badge, Blockquote, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmButton } from '@/components/confirm-button';
import type { StorageComment, StorageReply } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { useDeleteComment } from '../api/delete-comment';
import { useReplyComment } from '../api/reply-comment';
import { useUndoNotice } from '../hooks/use-undo-notice';
import { anchorLabel, replyText } from '../utils/comment-threads';

const whenOf = (time: string | null) => (time ? formatDateTime(Date.parse(time)) : '');
const nameOf = (person: StorageComment['author']) =>
  person ? `${person.name}${person.me ? ' (you)' : ''}` : 'Someone';

/** The notice after each kind of reply; Undo in it deletes the reply, or reopens / resolves again. */
const NOTICE = { reply: 'Reply sent', resolve: 'Thread resolved', reopen: 'Thread reopened' } as const;

const NO_WAY_BACK = 'The service keeps nothing of a deleted comment: it cannot be brought back.';

function ReplyLine({ fileId, commentId, reply }: { fileId: string; commentId: string; reply: StorageReply }) {
  const remove = useDeleteComment();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" data-testid="storage-reply">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {nameOf(reply.author)} · {whenOf(reply.createdTime)}
        </Text>
        <Text
          size="sm"
          c={reply.deleted || reply.content === '' ? 'dimmed' : undefined}
          style={{ whiteSpace: 'pre-wrap' }}
        >
          {replyText(reply)}
        </Text>
      </Stack>
      {reply.author?.me && !reply.deleted && (
        <ConfirmButton
          size="compact-xs"
          variant="subtle"
          color="red"
          question={`Delete this reply? ${NO_WAY_BACK}`}
          confirmLabel="Delete reply"
          loading={remove.isPending}
          onConfirm={() => remove.mutate({ fileId, commentId, replyId: reply.id })}
          data-testid="storage-reply-delete"
        >
          Delete
        </ConfirmButton>
      )}
    </Group>
  );
}

/** One thread: where it is anchored and what it quotes, its words and replies, a reply box, resolve/reopen. */
export function CommentThread({ fileId, comment }: { fileId: string; comment: StorageComment }) {
  const [words, setWords] = useState('');
  const reply = useReplyComment();
  const remove = useDeleteComment();
  const undoNotice = useUndoNotice();
  const where = anchorLabel(comment.anchor);
  const send = (action?: 'resolve' | 'reopen') =>
    reply.mutate(
      {
        fileId,
        commentId: comment.id,
        ...(words.trim() ? { content: words } : {}),
        ...(action ? { action } : {}),
      },
      {
        onSuccess: ({ opId }) => {
          setWords('');
          undoNotice(NOTICE[action ?? 'reply'], opId);
        },
      },
    );

  return (
    <Card withBorder padding="sm" data-testid="storage-thread" data-resolved={comment.resolved}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {nameOf(comment.author)} · {whenOf(comment.createdTime)}
          </Text>
          <Group gap={4}>
            {where && (
              <Badge size="xs" variant="outline" data-testid="storage-thread-anchor">
                {where}
              </Badge>
            )}
            {comment.resolved && (
              <Badge size="xs" color="teal" variant="light">
                Resolved
              </Badge>
            )}
          </Group>
        </Group>
        {comment.quotedText && (
          <Blockquote p="xs" fz="sm" data-testid="storage-thread-quote">
            {comment.quotedText}
          </Blockquote>
        )}
        <Text size="sm" c={comment.deleted ? 'dimmed' : undefined} style={{ whiteSpace: 'pre-wrap' }}>
          {comment.deleted ? 'Comment deleted' : comment.content}
        </Text>
        {comment.replies.map((item) => (
          <ReplyLine key={item.id} fileId={fileId} commentId={comment.id} reply={item} />
        ))}
        {!comment.deleted && (
          <>
            <Textarea
              size="xs"
              autosize
              minRows={1}
              placeholder="Reply…"
              value={words}
              onChange={(event) => setWords(event.currentTarget.value)}
              data-testid="storage-reply-input"
            />
            <Group gap="xs" justify="flex-end">
              {comment.author?.me && (
                <ConfirmButton
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} />}
                  question={`Delete this comment and its replies? ${NO_WAY_BACK}`}
                  confirmLabel="Delete comment"
                  loading={remove.isPending}
                  onConfirm={() => remove.mutate({ fileId, commentId: comment.id })}
                  data-testid="storage-thread-delete"
                >
                  Delete
                </ConfirmButton>
              )}
              <Button
                size="xs"
                variant="default"
                leftSection={comment.resolved ? <IconRefresh size={14} /> : <IconCheck size={14} />}
                loading={reply.isPending && reply.variables?.action !== undefined}
                onClick={() => send(comment.resolved ? 'reopen' : 'resolve')}
                data-testid={comment.resolved ? 'storage-thread-reopen' : 'storage-thread-resolve'}
              >
                {comment.resolved ? 'Reopen' : 'Resolve'}
              </Button>
              <Button
                size="xs"
                disabled={words.trim() === ''}
                loading={reply.isPending && reply.variables?.action === undefined}
                onClick={() => send()}
                data-testid="storage-reply-send"
              >
                Reply
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
