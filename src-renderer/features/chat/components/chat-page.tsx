import { Box, Center, Group, Loader, Paper, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { ServiceBaseUrl } from '@/components/service-base-url';
import type { ChatSummary } from '@/lib/contract';
import { useOpenChat } from '../hooks/use-open-chat';
import { stopAll } from '../stores/chat-actions';
import { useChatStore } from '../stores/chat-store';
import { useGenerationStore } from '../stores/generation-store';
import { GetCodeModal } from './code/get-code-modal';
import { Composer } from './composer/composer';
import { Conversation } from './conversation/conversation';
import { ChatHeader } from './header/chat-header';
import { ChatList } from './list/chat-list';
import { DeleteChatModal } from './list/delete-chat-modal';
import { RunSettingsPanel } from './settings/run-settings-panel';

/** The page fills the shell's main area: the conversation scrolls, not the page. */
const PAGE_HEIGHT = 'calc(100dvh - var(--app-shell-header-height, 56px) - 2 * var(--mantine-spacing-md))';

/** Esc stops every answer streaming in the open chat, wherever the focus is. */
function useEscapeStops() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && useGenerationStore.getState().running.size > 0) stopAll();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The chat playground: chats on the left, the conversation in the middle, run settings on the right. */
export function ChatPage() {
  const open = useOpenChat();
  const chatId = useChatStore((state) => state.chat?.id ?? null);
  const unsaved = useChatStore((state) => (state.unsaved ? state.chat : null));
  const [deleting, setDeleting] = useState<ChatSummary | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);
  useEscapeStops();
  const ready = chatId !== null && chatId === open.requestedId;

  return (
    <Group
      align="stretch"
      gap="sm"
      wrap="nowrap"
      h={PAGE_HEIGHT}
      data-testid="page-chat"
      style={{ minHeight: 420 }}
    >
      <Box w={230} miw={230} h="100%" visibleFrom="md">
        <ChatList
          activeId={open.requestedId}
          onOpen={(id) => void open.openChat(id)}
          onCreate={(preset) => void open.createChat(preset)}
          onDelete={setDeleting}
          unsaved={unsaved}
        />
      </Box>
      <Stack gap="xs" style={{ flex: 1, minWidth: 0 }} h="100%">
        <ServiceBaseUrl service="genai" />
        {open.loadError ? (
          <ErrorAlert title="The chat could not be opened" error={open.loadError} onRetry={open.retryLoad} />
        ) : ready ? (
          <>
            <ChatHeader onGetCode={() => setCodeOpen(true)} />
            <Conversation />
            <Composer />
          </>
        ) : (
          <Center style={{ flex: 1 }}>
            <Loader size="sm" aria-label="Opening the chat" />
          </Center>
        )}
      </Stack>
      <Paper withBorder w={320} miw={320} h="100%" visibleFrom="sm" radius="md">
        {ready && <RunSettingsPanel />}
      </Paper>
      <DeleteChatModal
        chat={deleting}
        onCancel={() => setDeleting(null)}
        onConfirm={(chat) => {
          setDeleting(null);
          void open.deleteChat(chat);
        }}
      />
      <GetCodeModal opened={codeOpen} onClose={() => setCodeOpen(false)} />
    </Group>
  );
}
