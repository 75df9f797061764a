import { ActionIcon, Button, FileButton, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPaperclip, IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { useState, type DragEvent } from 'react';
import { shortcutLabel } from '@/lib/shortcuts';
import { useSendBlocker } from '@/features/chat/hooks/use-send-state';
import { flushDraft } from '@/features/chat/stores/autosave';
import { sendDraft, stopAll } from '@/features/chat/stores/chat-actions';
import { useChatStore } from '@/features/chat/stores/chat-store';
import { useDraftStore } from '@/features/chat/stores/draft-store';
import { useGenerationStore } from '@/features/chat/stores/generation-store';
import {
  ACCEPTED_TYPES,
  attachmentProblem,
  readAttachment,
  type Attachment,
} from '@/features/chat/utils/attachments';
import { AttachmentThumbs } from './attachment-thumbs';
import { DraftTokenCount } from './draft-token-count';

/** Reads files one by one, refusing (with the reason) those that are not images or do not fit. */
async function attach(files: readonly File[]) {
  const store = useDraftStore.getState();
  const accepted: Attachment[] = [];
  store.setAttachmentError(null);
  for (const file of files) {
    const problem = attachmentProblem(file, [...store.attachments, ...accepted]);
    if (problem) {
      store.setAttachmentError(problem);
      continue;
    }
    try {
      accepted.push(await readAttachment(file));
    } catch (error) {
      store.setAttachmentError(
        `${file.name} could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (accepted.length > 0) useDraftStore.getState().addAttachments(accepted);
}

/** The message being written: text, images, Send (Ctrl/⌘+Enter) and Stop (Esc). Saved as it is typed. */
export function Composer() {
  const text = useDraftStore((state) => state.text);
  const attachmentError = useDraftStore((state) => state.attachmentError);
  const chatId = useChatStore((state) => state.chat?.id ?? null);
  const streaming = useGenerationStore((state) => state.running.size > 0);
  const blocker = useSendBlocker();
  const [over, setOver] = useState(false);
  const [sendProblem, setSendProblem] = useState<string | null>(null);

  const send = () => setSendProblem(sendDraft());

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void attach(Array.from(event.dataTransfer.files));
  };

  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      data-testid="composer"
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        borderStyle: over ? 'dashed' : undefined,
        borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Stack gap={6}>
        <AttachmentThumbs />
        {attachmentError && (
          <Text size="xs" c="red" data-testid="attachment-error">
            {attachmentError}
          </Text>
        )}
        <Textarea
          aria-label="Message"
          placeholder="Message — drop images here"
          value={text}
          disabled={chatId === null}
          onChange={(event) => {
            setSendProblem(null);
            useDraftStore.getState().setText(event.currentTarget.value);
          }}
          onBlur={flushDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              if (!blocker) send();
            }
          }}
          autosize
          minRows={2}
          maxRows={10}
        />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <FileButton onChange={(files) => void attach(files)} accept={ACCEPTED_TYPES.join(',')} multiple>
              {(props) => (
                <Tooltip label="Attach images (inline, up to 14 MB per message)">
                  <ActionIcon
                    {...props}
                    variant="default"
                    aria-label="Attach images"
                    disabled={chatId === null}
                  >
                    <IconPaperclip size={16} />
                  </ActionIcon>
                </Tooltip>
              )}
            </FileButton>
            <DraftTokenCount />
            {(sendProblem ?? blocker) && (
              <Text
                size="xs"
                c={sendProblem ? 'red' : 'dimmed'}
                truncate="end"
                title={sendProblem ?? blocker ?? undefined}
                data-testid="send-blocker"
              >
                {sendProblem ?? blocker}
              </Text>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            {streaming && (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconPlayerStopFilled size={14} />}
                onClick={stopAll}
                title="Esc"
              >
                Stop
              </Button>
            )}
            <Button
              size="xs"
              leftSection={<IconSend size={14} />}
              onClick={send}
              disabled={blocker !== null}
              title={blocker ?? shortcutLabel('mod+Enter')}
            >
              Send
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
