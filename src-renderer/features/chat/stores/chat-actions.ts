import type { Chat, JsonObject, Part, RunSettings } from '@/lib/contract';
import { messageParts } from '../utils/attachments';
import {
  activePath,
  appendTurn,
  contentsFor,
  indexTurns,
  pendingAnswers,
  regenerateModelTurn,
  selectTurn,
  updateTurn,
} from '../utils/chat-tree';
import { resetTurn } from '../utils/live-turn';
import { newModelTurn, newUserTurn, titleFromText, UNTITLED } from '../utils/new-chat';
import { firstProblem, formToSettings, keepValidFields, type SettingsForm } from '../utils/settings-form';
import { saveDraftNow } from './autosave';
import { useChatStore } from './chat-store';
import { useDraftStore } from './draft-store';
import { runGeneration, stopGeneration, useGenerationStore } from './generation-store';
import { useSettingsFormStore, type Pane } from './settings-form-store';

/**
 * What the page's buttons do. Plain functions over the stores (stable identities, so memoized turn
 * rows never re-render because a callback changed); each returns why it could not act, or null.
 */

export interface PaneSettings {
  a: RunSettings;
  /** Present in compare mode. */
  b: RunSettings | null;
}

/** The settings to send with, or the first reason they cannot be used yet. */
export function currentSettings(): { ok: true; settings: PaneSettings } | { ok: false; reason: string } {
  const { forms } = useSettingsFormStore.getState();
  const a = formToSettings(forms.a);
  if (!a.ok) return { ok: false, reason: `Fix the run settings — ${firstProblem(a.errors)}` };
  if (!forms.b) return { ok: true, settings: { a: a.settings, b: null } };
  const b = formToSettings(forms.b);
  if (!b.ok) return { ok: false, reason: `Fix the run settings of pane B — ${firstProblem(b.errors)}` };
  return { ok: true, settings: { a: a.settings, b: b.settings } };
}

function openChat(): Chat {
  const chat = useChatStore.getState().chat;
  if (!chat) throw new Error('no chat is open');
  return chat;
}

function commit(chat: Chat, update: (chat: Chat) => Chat) {
  useChatStore.getState().change(chat.id, update);
}

export const EMPTY_MESSAGE = 'Type a message or attach an image';

/** Why Send cannot run right now, or null. */
export function sendBlocker(
  chat: Chat | null,
  hasMessage: boolean,
  settingsProblem: string | null,
): string | null {
  if (!chat) return 'No chat is open';
  if (settingsProblem) return settingsProblem;
  const index = indexTurns(chat.turns);
  if (pendingAnswers(activePath(chat, index), index).length > 0)
    return 'Keep one of the two answers first (“Keep this one” under it)';
  if (!hasMessage) return EMPTY_MESSAGE;
  return null;
}

/**
 * Adds a user turn with `parts` under `parentId` and asks for the answer: one model turn, or two side
 * by side in compare mode (left unchosen until "Keep this one").
 */
function ask(parentId: string | null, parts: Part[]): string | null {
  const settings = currentSettings();
  if (!settings.ok) return settings.reason;
  const chat = openChat();
  const now = Date.now();
  const user = newUserTurn(parentId, parts, now);
  const answerA = newModelTurn(user.id, settings.settings.a.model, now);
  const answerB = settings.settings.b ? newModelTurn(user.id, settings.settings.b.model, now + 1) : null;
  const firstText = parts.find((part) => 'text' in part);
  commit(chat, (current) => {
    let next = appendTurn(current, user);
    next = appendTurn(next, answerA, answerB === null);
    if (answerB) next = appendTurn(next, answerB, false);
    if (next.title === UNTITLED && firstText && 'text' in firstText)
      next = { ...next, title: titleFromText(firstText.text) };
    return next;
  });
  const contents = contentsFor(openChat(), user.id);
  void runGeneration(chat.id, answerA.id, settings.settings.a, contents);
  if (answerB && settings.settings.b) void runGeneration(chat.id, answerB.id, settings.settings.b, contents);
  return null;
}

/** Sends the draft below the end of the active branch, and clears the draft. */
export function sendDraft(): string | null {
  const chat = useChatStore.getState().chat;
  const draft = useDraftStore.getState();
  const parts = messageParts(draft);
  const blocker = sendBlocker(chat, parts.length > 0, null);
  if (blocker || !chat) return blocker;
  const leaf = activePath(chat).at(-1) ?? null;
  const problem = ask(leaf?.id ?? null, parts);
  if (problem) return problem;
  draft.load(chat.id, '', [], []);
  saveDraftNow(chat.id, { text: '', attachments: [], files: [] });
  return null;
}

/** Answers the model's function calls: one user turn with every functionResponse, then the next answer. */
export function sendFunctionResponses(
  modelTurnId: string,
  responses: Array<{ id: string | null; name: string; response: JsonObject }>,
): string | null {
  const parts: Part[] = responses.map(({ id, name, response }) => ({
    functionResponse: id === null ? { name, response } : { id, name, response },
  }));
  return ask(modelTurnId, parts);
}

/** An edited user message becomes a new branch beside the original, answered at once. */
export function editUserTurn(turnId: string, text: string): string | null {
  const chat = openChat();
  const original = chat.turns.find((turn) => turn.id === turnId);
  if (!original || original.role !== 'user') return 'Only your own messages can be edited';
  // Images and function responses of the original stay; its text is replaced.
  const kept = original.parts.filter((part) => !('text' in part));
  const parts: Part[] = text.trim() ? [{ text }, ...kept] : kept;
  if (parts.length === 0) return 'The message is empty';
  return ask(original.parentId, parts);
}

/**
 * The settings a regenerate sends: a fresh random seed (a non-negative int32, the API's type) unless the
 * user fixed one, so a new version is a new sample, as it would be from a real model.
 */
function withFreshSeed(settings: RunSettings): RunSettings {
  if (settings.seed !== null) return settings;
  return { ...settings, seed: (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) >>> 1 };
}

/** A new answer beside this one, with pane A's settings and a fresh seed. */
export function regenerate(turnId: string): string | null {
  const settings = currentSettings();
  if (!settings.ok) return settings.reason;
  const chat = openChat();
  const original = chat.turns.find((turn) => turn.id === turnId);
  if (!original?.parentId) return 'Nothing to regenerate';
  const fresh = newModelTurn(original.parentId, settings.settings.a.model);
  commit(chat, (current) => regenerateModelTurn(current, turnId, fresh));
  const run = withFreshSeed(settings.settings.a);
  void runGeneration(chat.id, fresh.id, run, contentsFor(openChat(), original.parentId));
  return null;
}

/** Runs a failed or stopped answer again in place, with the settings of the pane that shows it. */
export function retry(turnId: string, pane: Pane = 'a'): string | null {
  const settings = currentSettings();
  if (!settings.ok) return settings.reason;
  const run = pane === 'b' && settings.settings.b ? settings.settings.b : settings.settings.a;
  const chat = openChat();
  const original = chat.turns.find((turn) => turn.id === turnId);
  if (!original?.parentId || useGenerationStore.getState().running.has(turnId)) return 'Nothing to retry';
  commit(chat, (current) => updateTurn(current, turnId, (turn) => resetTurn(turn, run.model)));
  void runGeneration(chat.id, turnId, run, contentsFor(openChat(), original.parentId));
  return null;
}

/** Shows another branch (‹ ›), or keeps one of two compared answers. */
export function showTurn(turnId: string): void {
  const chat = useChatStore.getState().chat;
  if (chat) commit(chat, (current) => selectTurn(current, turnId));
}

/** Esc / Stop: every answer of the open chat that is streaming. */
export function stopAll(): void {
  const chat = useChatStore.getState().chat;
  if (!chat) return;
  const running = useGenerationStore.getState().running;
  for (const turn of chat.turns) if (running.has(turn.id)) stopGeneration(turn.id);
}

export function renameChat(title: string): void {
  const chat = useChatStore.getState().chat;
  if (chat) commit(chat, (current) => ({ ...current, title: title.slice(0, 200) }));
}

/** Copies a valid form into the chat (pane A → settings, B → compareSettings); unchanged settings are not re-saved. */
export function applySettings(pane: Pane, settings: RunSettings): void {
  const chat = useChatStore.getState().chat;
  if (!chat) return;
  const current = pane === 'a' ? chat.settings : chat.compareSettings;
  if (current && JSON.stringify(current) === JSON.stringify(settings)) return;
  commit(chat, (next) => (pane === 'a' ? { ...next, settings } : { ...next, compareSettings: settings }));
}

/** An invalid form's valid fields into the chat; the others keep their saved values. */
export function applyValidFields(pane: Pane, form: SettingsForm): void {
  const chat = useChatStore.getState().chat;
  const saved = pane === 'a' ? chat?.settings : chat?.compareSettings;
  if (saved) applySettings(pane, keepValidFields(form, saved));
}

/** Compare mode on (pane B starts as a copy of A) or off. */
export function setCompare(on: boolean): void {
  const chat = useChatStore.getState().chat;
  if (!chat) return;
  const forms = useSettingsFormStore.getState();
  if (on) {
    forms.setForm('b', forms.forms.a);
    forms.setEditing('b');
    commit(chat, (next) => ({ ...next, compareSettings: next.settings }));
  } else {
    useSettingsFormStore.setState({ forms: { a: forms.forms.a, b: null }, editing: 'a' });
    commit(chat, (next) => ({ ...next, compareSettings: null }));
  }
}
