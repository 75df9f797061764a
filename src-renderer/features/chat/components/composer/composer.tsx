import { ActionIcon, Button, FileButton, Group, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { IconPaperclip, IconPlayerStopFilled, IconSend } from '@tabler/icons-react';
import { useEffect, useState, type DragEvent } from 'react';
import { queueUpload } from '@/lib/browser-uploads';
import { describeError } from '@/lib/errors';
import { shortcutLabel } from '@/lib/shortcuts';
import { useChatHandoffStore } from '@/stores/chat-handoff-store';
import { useSendBlocker } from '@/features/chat/hooks/use-send-state';
import { flushDraft } from '@/features/chat/stores/autosave';
import { sendDraft, stopAll } from '@/features/chat/stores/chat-actions';
import { useChatStore } from '@/features/chat/stores/chat-store';
import { useDraftStore } from '@/features/chat/stores/draft-store';
import { useFileUploadsStore } from '@/features/chat/stores/file-uploads-store';
import { useGenerationStore } from '@/features/chat/stores/generation-store';
import {
  ACCEPTED_TYPES,
  attachmentProblem,
  readAttachment,
  type Attachment,
} from '@/features/chat/utils/attachments';
import { AttachmentThumbs } from './attachment-thumbs';
import { DraftFiles } from './draft-files';
import { DraftTokenCount } from './draft-token-count';

const isInlineImage = (file: File) => (ACCEPTED_TYPES as readonly string[]).includes(file.type);

/** Files that are not inline images go to the Files API first (the transfer queue), then into the draft. */
async function upload(files: readonly File[], chatId: string) {
  for (const file of files) {
    try {
      const transfer = await queueUpload(file);
      useFileUploadsStore.getState().add({ transferId: transfer.id, name: file.name, chatId });
    } catch (error) {
      useDraftStore
        .getState()
        .setAttachmentError(`${file.name} could not be uploaded: ${describeError(error).message}`);
    }
  }
}

/**
 * Images are read inline, one by one, refusing (with the reason) those that do not fit; any other file
 * is uploaded to the Files API and attached as a file once the service has it ACTIVE.
 */
async function attach(all: readonly File[]) {
  const store = useDraftStore.getState();
  const accepted: Attachment[] = [];
  store.setAttachmentError(null);
  const others = all.filter((file) => !isInlineImage(file));
  if (others.length > 0 && store.chatId) void upload(others, store.chatId);
  const files = all.filter(isInlineImage);
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

  // "Use in chat" on the Files page leaves files for the open chat's draft.
  const handed = useChatHandoffStore((state) => state.files.length);
  useEffect(() => {
    if (chatId === null || handed === 0) return;
    useDraftStore.getState().addFiles(useChatHandoffStore.getState().take());
  }, [chatId, handed]);

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
        <DraftFiles />
        {attachmentError && (
          <Text size="xs" c="red" data-testid="attachment-error">
            {attachmentError}
          </Text>
        )}
        <Textarea
          aria-label="Message"
          placeholder="Message — drop images or other files here"
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
            <FileButton onChange={(files) => void attach(files)} multiple>
              {(props) => (
                <Tooltip label="Attach images (inline, up to 14 MB per message) or other files (uploaded to the Files API first)">
                  <ActionIcon
                    {...props}
                    variant="default"
                    aria-label="Attach files"
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
