import type { QueryClient } from '@tanstack/react-query';
import type { Chat } from '@/lib/contract';
import { queryKeys } from '@/lib/query-keys';
import { saveChat } from '../api/save-chat';
import { saveDraft } from '../api/save-draft';
import { createCoalescingSaver, type CoalescingSaver } from '../utils/coalescing-saver';
import type { Attachment, DraftFile } from '../utils/attachments';
import { useChatStore } from './chat-store';
import { useDraftStore } from './draft-store';
import { onGenerationFinished } from './generation-store';

/** At most two chat writes a second while an answer streams; each settings change is one more. */
const CHAT_SAVE_INTERVAL_MS = 500;
/** A draft is written after this much quiet typing, and at once on blur or unload. */
const DRAFT_SAVE_DELAY_MS = 300;

interface DraftValue {
  text: string;
  attachments: Attachment[];
  files: DraftFile[];
}

const chatSavers = new Map<string, CoalescingSaver<Chat>>();
const draftSavers = new Map<string, CoalescingSaver<DraftValue>>();
let started = false;
/** The page's query client, to refresh the list after a write. */
let listClient: QueryClient | null = null;

function chatSaver(chatId: string, queryClient: QueryClient): CoalescingSaver<Chat> {
  let saver = chatSavers.get(chatId);
  if (!saver) {
    saver = createCoalescingSaver<Chat>({
      mode: 'throttle',
      delayMs: CHAT_SAVE_INTERVAL_MS,
      write: async (chat) => {
        if (useChatStore.getState().chat?.id === chatId) useChatStore.getState().setSave({ kind: 'saving' });
        await saveChat(chat);
      },
      onSaved: () => {
        if (useChatStore.getState().chat?.id === chatId) {
          useChatStore.getState().markSaved(chatId);
          useChatStore.getState().setSave({ kind: 'saved', at: Date.now() });
        }
        void queryClient.invalidateQueries({ queryKey: queryKeys.chatList });
      },
      onError: (error) => {
        if (useChatStore.getState().chat?.id === chatId)
          useChatStore.getState().setSave({ kind: 'failed', error });
      },
    });
    chatSavers.set(chatId, saver);
  }
  return saver;
}

/** A draft typed in a new chat makes it a chat worth keeping: it is stored first, so the draft has a chat. */
async function saveIfUnsaved(chatId: string): Promise<void> {
  const { chat, unsaved } = useChatStore.getState();
  if (!unsaved || chat?.id !== chatId) return;
  await saveChat(chat);
  useChatStore.getState().markSaved(chatId);
}

function draftSaver(chatId: string): CoalescingSaver<DraftValue> {
  let saver = draftSavers.get(chatId);
  if (!saver) {
    saver = createCoalescingSaver<DraftValue>({
      mode: 'debounce',
      delayMs: DRAFT_SAVE_DELAY_MS,
      write: async (draft) => {
        await saveIfUnsaved(chatId);
        await saveDraft(chatId, { ...draft, savedAt: Date.now() });
      },
      // The list marks chats with a draft waiting.
      onSaved: () => void listClient?.invalidateQueries({ queryKey: queryKeys.chatList }),
      onError: (error) => {
        if (useChatStore.getState().chat?.id === chatId)
          useChatStore.getState().setSave({ kind: 'failed', error });
      },
    });
    draftSavers.set(chatId, saver);
  }
  return saver;
}

/** Writes everything pending now: before unload, on blur, and before another chat opens. */
export async function flushSaves(): Promise<void> {
  await Promise.all([...draftSavers.values(), ...chatSavers.values()].map((saver) => saver.flush()));
}

/** Writes the open draft now (the composer lost focus). */
export function flushDraft(): void {
  const chatId = useDraftStore.getState().chatId;
  if (chatId) void draftSavers.get(chatId)?.flush();
}

/**
 * Saves the open chat on every change and its draft as it is typed, for as long as the console runs:
 * a stream that goes on after the page is left is still saved.
 */
export function startAutosave(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  listClient = queryClient;
  useChatStore.subscribe((state, previous) => {
    // A newly opened chat is as stored; only changes to the same chat need writing.
    if (state.chat && previous.chat && state.chat !== previous.chat && state.chat.id === previous.chat.id)
      chatSaver(state.chat.id, queryClient).schedule(state.chat);
  });
  useDraftStore.subscribe((state, previous) => {
    if (!state.chatId || state.chatId !== previous.chatId) return;
    if (
      state.text === previous.text &&
      state.attachments === previous.attachments &&
      state.files === previous.files
    )
      return;
    draftSaver(state.chatId).schedule({
      text: state.text,
      attachments: state.attachments,
      files: state.files,
    });
  });
  // The end of an answer is written at once, not on the next throttle tick.
  onGenerationFinished((chatId) => void chatSavers.get(chatId)?.flush());
  const flushAll = () => void flushSaves();
  window.addEventListener('beforeunload', flushAll);
  window.addEventListener('pagehide', flushAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushAll();
  });
}

/** Writes a draft now, bypassing the debounce (after Send clears it). */
export function saveDraftNow(chatId: string, draft: DraftValue): void {
  const saver = draftSaver(chatId);
  saver.schedule(draft);
  void saver.flush();
}

/** A deleted chat: nothing pending may write it back. */
export function forgetChat(chatId: string): void {
  chatSavers.get(chatId)?.cancel();
  draftSavers.get(chatId)?.cancel();
  chatSavers.delete(chatId);
  draftSavers.delete(chatId);
}
