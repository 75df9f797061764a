import type { ChatStore } from '../../services/chat/chat-store';
import type { PresetStore } from '../../services/chat/preset-store';
import type { GenaiClient } from '../../services/genai/genai-client';
import type { Handlers } from '../router';

export function chatHandlers(deps: { genai: GenaiClient; chats: ChatStore; presets: PresetStore }) {
  return {
    'chat:models': async () => ({ models: await deps.genai.listModels() }),
    'chat:countTokens': async ({ settings, contents }) => deps.genai.countTokens(settings, contents),
    // Stop in the renderer cancels the stream, which aborts the signal and with it the HTTP request.
    'chat:generate': (input, emit, { signal }) => deps.genai.generate(input, emit, signal),
    'chat:list': async () => ({ chats: deps.chats.list() }),
    'chat:search': async ({ query }) => ({ matches: deps.chats.search(query) }),
    'chat:get': async ({ id }) => deps.chats.get(id),
    'chat:save': async ({ chat }) => deps.chats.save(chat),
    'chat:remove': async ({ id }) => {
      await deps.chats.remove(id);
      return {};
    },
    'chat:saveDraft': async ({ chatId, draft }) => deps.chats.saveDraft(chatId, draft),
    'chat:presets': async () => ({ presets: deps.presets.list() }),
    'chat:savePreset': async ({ name, settings }) => ({ preset: deps.presets.save(name, settings) }),
    'chat:removePreset': async ({ id }) => {
      deps.presets.remove(id);
      return {};
    },
  } satisfies Partial<Handlers>;
}
