import type { Content, GenerateEvent, RunSettings } from '../../../src-shared/contract/schemas/chat';
import type { HttpClient } from '../http/http-client';
import type { StreamingHttp } from '../http/http-stream';
import type { Profiles } from '../profiles/profiles';
import type { Vault } from '../vault/vault';
import { countTokens, listModels } from './genai-models';
import { generate, type GenerateRequest } from './generate';
import { resolveGenaiTarget } from './genai-target';

/** The generation API (Gemini v1beta) for the active profile: generate, models, token counts. */
export function createGenaiClient(deps: {
  http: HttpClient;
  streaming: StreamingHttp;
  profiles: Profiles;
  vault: Pick<Vault, 'reveal' | 'allValues'>;
}) {
  const target = () => resolveGenaiTarget(deps.profiles, deps.vault);
  return {
    generate: (input: GenerateRequest, emit: (event: GenerateEvent) => void, signal: AbortSignal) =>
      generate(
        { streaming: deps.streaming, target: target(), secrets: deps.vault.allValues() },
        input,
        emit,
        signal,
      ),
    listModels: () => listModels(deps.http, target()),
    countTokens: (settings: RunSettings, contents: Content[]) =>
      countTokens(deps.http, target(), settings, contents),
  };
}

export type GenaiClient = ReturnType<typeof createGenaiClient>;
