import { Button, Group, Skeleton, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import type { StorageFile } from '@/lib/contract';
import { useAddComment } from '../api/add-comment';
import { useComments } from '../api/list-comments';
import { useUndoNotice } from '../hooks/use-undo-notice';
import { hiddenCount, visibleThreads } from '../utils/comment-threads';
import { CommentThread } from './comment-thread';

/** The file's comment threads, oldest first, with a box for a new comment. */
export function CommentsPanel({ file }: { file: StorageFile }) {
  const comments = useComments(file.id);
  const add = useAddComment();
  const undoNotice = useUndoNotice();
  const [words, setWords] = useState('');
  const [showDeleted, setShowDeleted] = useState(false);
  const all = comments.data ?? [];
  const hidden = hiddenCount(all);

  return (
    <Stack gap="sm" data-testid="storage-comments">
      <Textarea
        autosize
        minRows={2}
        placeholder="Comment on this file…"
        value={words}
        onChange={(event) => setWords(event.currentTarget.value)}
        data-testid="storage-comment-input"
      />
      <Group justify="space-between">
        <Switch
          size="xs"
          label={`Show deleted (${hidden})`}
          checked={showDeleted}
          disabled={hidden === 0}
          onChange={(event) => setShowDeleted(event.currentTarget.checked)}
        />
        <Button
          size="xs"
          disabled={words.trim() === ''}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { fileId: file.id, content: words },
              {
                onSuccess: ({ opId }) => {
                  setWords('');
                  undoNotice('Comment added', opId);
                },
              },
            )
          }
          data-testid="storage-comment-send"
        >
          Comment
        </Button>
      </Group>
      <ErrorAlert title="Could not list the comments" query={comments} />
      {comments.isPending && <Skeleton h={120} />}
      {comments.isSuccess && all.length === 0 && (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      )}
      {visibleThreads(all, showDeleted).map((comment) => (
        <CommentThread key={comment.id} fileId={file.id} comment={comment} />
      ))}
    </Stack>
  );
}
