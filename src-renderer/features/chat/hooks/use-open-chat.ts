import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { VerityError, type Chat, type ChatSummary, type RunSettings } from '@/lib/contract';
import { useChat } from '../api/get-chat';
import { useChatList } from '../api/list-chats';
import { useModels } from '../api/list-models';
import { useRemoveChat } from '../api/remove-chat';
import { flushSaves, forgetChat, startAutosave } from '../stores/autosave';
import { useChatStore } from '../stores/chat-store';
import { useDraftStore } from '../stores/draft-store';
import { settleChatGenerations, useGenerationStore } from '../stores/generation-store';
import { useSettingsFormStore } from '../stores/settings-form-store';
import { FALLBACK_MODEL, newChat } from '../utils/new-chat';

/** A turn stored as streaming whose stream is gone (the console was closed or killed) ended there. */
function settleInterrupted(chat: Chat): Chat {
  const running = useGenerationStore.getState().running;
  let changed = false;
  const turns = chat.turns.map((turn) => {
    if (turn.result?.status !== 'streaming' || running.has(turn.id)) return turn;
    changed = true;
    return { ...turn, result: { ...turn.result, status: 'stopped' as const } };
  });
  return changed ? { ...chat, turns } : chat;
}

/**
 * Which chat is open (`?chat=ID`, else the newest, else a new one), loading it with its draft into the
 * page's stores, and switching, creating and deleting chats without losing a pending write.
 */
export function useOpenChat() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const requested = params.get('chat');
  const list = useChatList();
  const models = useModels();
  const remove = useRemoveChat();
  // A new chat not saved yet is only in the page's store: there is nothing to read.
  const unsavedId = useChatStore((state) => (state.unsaved ? (state.chat?.id ?? null) : null));
  const loaded = useChat(requested !== null && requested !== unsavedId ? requested : null);
  const autoCreated = useRef(false);

  useEffect(() => startAutosave(queryClient), [queryClient]);

  useEffect(() => {
    const data = loaded.data;
    if (!data || data.chat.id !== requested || useChatStore.getState().chat?.id === requested) return;
    const chat = settleInterrupted(data.chat);
    useChatStore.getState().open(chat);
    useDraftStore
      .getState()
      .load(chat.id, data.draft?.text ?? '', data.draft?.attachments ?? [], data.draft?.files ?? []);
    useSettingsFormStore.getState().load(chat.id, chat.settings, chat.compareSettings);
  }, [loaded.data, requested]);

  const openChat = useCallback(
    async (id: string, replace = false) => {
      const current = useChatStore.getState().chat;
      if (current && current.id !== id) await settleChatGenerations(current.id);
      await flushSaves();
      setParams({ chat: id }, { replace });
    },
    [setParams],
  );

  /** A new chat opens at once, unsaved: it is stored when something is written in it (see chat-store). */
  const createChat = useCallback(
    async (preset?: RunSettings) => {
      const model =
        models.data?.find((info) => info.supportedGenerationMethods.includes('generateContent'))?.name ??
        FALLBACK_MODEL;
      // From a preset: its settings, model included.
      const chat = preset ? { ...newChat(preset.model), settings: preset } : newChat(model);
      const current = useChatStore.getState().chat;
      if (current) await settleChatGenerations(current.id);
      await flushSaves();
      useChatStore.getState().open(chat, { unsaved: true });
      useDraftStore.getState().load(chat.id, '', [], []);
      useSettingsFormStore.getState().load(chat.id, chat.settings, chat.compareSettings);
      setParams({ chat: chat.id });
    },
    [models.data, setParams],
  );

  // A chat that is not there (a new chat left unsaved before a reload, one deleted elsewhere): open the newest.
  const missing = loaded.error instanceof VerityError && loaded.error.code === 'NOT_FOUND';
  useEffect(() => {
    if (missing) setParams({}, { replace: true });
  }, [missing, setParams]);

  // With no chat named in the address, open the newest one, or start the first.
  useEffect(() => {
    if (requested || !list.isSuccess || models.isPending) return;
    // Coming back to the page: the chat left open (perhaps still streaming) stays open.
    const newest = useChatStore.getState().chat ?? list.data[0];
    if (newest) void openChat(newest.id, true);
    else if (!autoCreated.current) {
      autoCreated.current = true;
      void createChat();
    }
  }, [requested, list.isSuccess, list.data, models.isPending, openChat, createChat]);

  const deleteChat = useCallback(
    async (target: ChatSummary) => {
      await settleChatGenerations(target.id);
      forgetChat(target.id);
      await remove.mutateAsync({ id: target.id, title: target.title });
      if (useChatStore.getState().chat?.id === target.id) useChatStore.getState().close();
      if (requested === target.id) {
        autoCreated.current = false;
        setParams({}, { replace: true });
      }
    },
    [remove, requested, setParams],
  );

  return {
    requestedId: requested,
    loading: requested !== null && requested !== unsavedId && loaded.isPending,
    loadError: loaded.isError ? loaded.error : null,
    retryLoad: () => void loaded.refetch(),
    openChat,
    createChat,
    deleteChat,
  };
}
