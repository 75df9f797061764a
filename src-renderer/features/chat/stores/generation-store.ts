import { create } from 'zustand';
import type { Content, GenerateEvent, RunSettings, StreamHandle, GenerateOutcome } from '@/lib/contract';
import { startGeneration } from '../api/generate';
import { applyEvents, finishTurn } from '../utils/live-turn';
import { updateTurn } from '../utils/chat-tree';
import { useChatStore } from './chat-store';

interface Running {
  chatId: string;
  handle: StreamHandle<GenerateOutcome>;
  /** Settles once the final state is in the store. */
  finished: Promise<void>;
}

interface GenerationState {
  /** Turn ids streaming right now. */
  running: ReadonlySet<string>;
}

/** Which turns are streaming; components read it to show Stop. */
export const useGenerationStore = create<GenerationState>(() => ({ running: new Set() }));

const handles = new Map<string, Running>();
/** Events waiting for the next frame, per turn: the page re-renders once per frame, not per chunk. */
const pending = new Map<string, { chatId: string; events: GenerateEvent[] }>();
let frame: number | null = null;
let fallback: ReturnType<typeof setTimeout> | null = null;
const finishedListeners = new Set<(chatId: string) => void>();

function flushEvents() {
  if (frame !== null) cancelAnimationFrame(frame);
  if (fallback !== null) clearTimeout(fallback);
  frame = null;
  fallback = null;
  const batch = [...pending.entries()];
  pending.clear();
  const byChat = new Map<string, Array<[string, GenerateEvent[]]>>();
  for (const [turnId, { chatId, events }] of batch)
    byChat.set(chatId, [...(byChat.get(chatId) ?? []), [turnId, events]]);
  for (const [chatId, turns] of byChat)
    useChatStore
      .getState()
      .change(chatId, (chat) =>
        turns.reduce(
          (next, [turnId, events]) => updateTurn(next, turnId, (turn) => applyEvents(turn, events)),
          chat,
        ),
      );
}

function queue(chatId: string, turnId: string, event: GenerateEvent) {
  const entry = pending.get(turnId) ?? { chatId, events: [] };
  entry.events.push(event);
  pending.set(turnId, entry);
  if (frame !== null) return;
  frame = requestAnimationFrame(flushEvents);
  // A hidden window gets no frames: the stream still lands (and is saved) within a tenth of a second.
  fallback = setTimeout(flushEvents, 100);
}

function setRunning(update: (running: Set<string>) => void) {
  const running = new Set(useGenerationStore.getState().running);
  update(running);
  useGenerationStore.setState({ running });
}

/** Streams an answer into the (already added) model turn `turnId` of chat `chatId`. */
export function runGeneration(
  chatId: string,
  turnId: string,
  settings: RunSettings,
  contents: Content[],
): Promise<void> {
  const handle = startGeneration({ settings, contents, stream: true }, (event) =>
    queue(chatId, turnId, event),
  );
  const finished = handle.done.then((outcome) => {
    flushEvents();
    handles.delete(turnId);
    setRunning((running) => running.delete(turnId));
    useChatStore
      .getState()
      .change(chatId, (chat) => updateTurn(chat, turnId, (turn) => finishTurn(turn, outcome)));
    for (const listener of finishedListeners) listener(chatId);
  });
  handles.set(turnId, { chatId, handle, finished });
  setRunning((running) => running.add(turnId));
  return finished;
}

/** Stop: main aborts the HTTP request; what arrived stays, labelled stopped. */
export function stopGeneration(turnId: string): void {
  handles.get(turnId)?.handle.cancel();
}

/** Stops every stream of a chat and resolves once their stopped state is in the store. */
export async function settleChatGenerations(chatId: string): Promise<void> {
  const mine = [...handles.values()].filter((running) => running.chatId === chatId);
  for (const running of mine) running.handle.cancel();
  await Promise.all(mine.map((running) => running.finished));
}

/** Called after each generation has ended and its final state is in the store (to save at once). */
export function onGenerationFinished(listener: (chatId: string) => void): () => void {
  finishedListeners.add(listener);
  return () => finishedListeners.delete(listener);
}
