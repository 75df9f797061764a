import { RunSettingsSchema, type Chat, type ChatTurn, type Part, type RunSettings } from '@/lib/contract';

export const UNTITLED = 'Untitled chat';
/** Used until the model list has loaded, and when it cannot be. */
export const FALLBACK_MODEL = 'models/gemini-2.5-flash';

/** Random ids: turns are created in two panes at once and must never collide. */
function newId(): string {
  return crypto.randomUUID();
}

export function defaultSettings(model: string = FALLBACK_MODEL): RunSettings {
  return RunSettingsSchema.parse({ model });
}

export function newChat(model?: string, now: number = Date.now()): Chat {
  return {
    id: newId(),
    title: UNTITLED,
    createdAt: now,
    updatedAt: now,
    settings: defaultSettings(model),
    compareSettings: null,
    turns: [],
    activeRootId: null,
  };
}

export function newUserTurn(parentId: string | null, parts: Part[], now: number = Date.now()): ChatTurn {
  return { id: newId(), parentId, role: 'user', parts, createdAt: now, activeChildId: null, result: null };
}

/** A model turn about to stream: no parts yet, status streaming. */
export function newModelTurn(parentId: string, model: string, now: number = Date.now()): ChatTurn {
  return {
    id: newId(),
    parentId,
    role: 'model',
    parts: [],
    createdAt: now,
    activeChildId: null,
    result: { status: 'streaming', model, responses: [], events: [], error: null },
  };
}

/** The chat's title from its first message, until someone names it. */
export function titleFromText(text: string): string {
  const line = text.trim().split('\n')[0]?.trim() ?? '';
  if (!line) return UNTITLED;
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}
