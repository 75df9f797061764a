import { z } from 'zod';
import { VerityError } from '../../../src-shared/contract/result';
import type { Content, ModelInfo, RunSettings } from '../../../src-shared/contract/schemas/chat';
import { buildGenerateContentRequest, GENAI_API_VERSION } from '../../../src-shared/genai/build-request';
import type { HttpClient } from '../http/http-client';
import { genaiHeaders, type GenaiTarget } from './genai-target';

const MAX_PAGES = 50;

const ModelsPage = z.object({
  models: z.array(z.unknown()).default([]),
  nextPageToken: z.string().optional(),
});

const WireModel = z.object({
  name: z.string().min(1),
  displayName: z.string().optional(),
  description: z.string().optional(),
  inputTokenLimit: z.number().int().optional(),
  outputTokenLimit: z.number().int().optional(),
  supportedGenerationMethods: z.array(z.string()).optional(),
});

const CountTokensAnswer = z.object({ totalTokens: z.number().int().min(0).default(0) });

function toModelInfo(value: unknown): ModelInfo | null {
  const parsed = WireModel.safeParse(value);
  if (!parsed.success) return null;
  const model = parsed.data;
  return {
    name: model.name,
    displayName: model.displayName ?? model.name,
    description: model.description ?? '',
    inputTokenLimit: model.inputTokenLimit ?? null,
    outputTokenLimit: model.outputTokenLimit ?? null,
    supportedGenerationMethods: model.supportedGenerationMethods ?? [],
  };
}

/** models.list, every page (ai.google.dev/api/models#method:-models.list); unreadable entries are skipped. */
export async function listModels(http: HttpClient, target: GenaiTarget): Promise<ModelInfo[]> {
  const models: ModelInfo[] = [];
  const seenTokens = new Set<string>();
  let pageToken = '';
  for (let page = 0; page < MAX_PAGES; page++) {
    const url = new URL(`${target.baseUrl}/${GENAI_API_VERSION}/models`);
    url.searchParams.set('pageSize', '1000');
    if (pageToken) url.searchParams.set('pageToken', pageToken);
    const response = await http.request({
      service: 'genai',
      profileId: target.profileId,
      method: 'GET',
      url: url.toString(),
      headers: genaiHeaders(target, url.toString(), false),
    });
    const parsed = ModelsPage.safeParse(response.json());
    if (!parsed.success)
      throw new VerityError('BAD_RESPONSE', 'The models list is not in the expected shape');
    for (const entry of parsed.data.models) {
      const info = toModelInfo(entry);
      if (info) models.push(info);
    }
    const next = parsed.data.nextPageToken ?? '';
    if (!next) return models;
    if (seenTokens.has(next)) throw new VerityError('BAD_RESPONSE', 'The models list repeats a page token');
    seenTokens.add(next);
    pageToken = next;
  }
  throw new VerityError('BAD_RESPONSE', `The models list has more than ${MAX_PAGES} pages`);
}

/**
 * models.countTokens for exactly what a generation would send: the whole GenerateContentRequest,
 * so the system instruction and tools are counted too.
 */
export async function countTokens(
  http: HttpClient,
  target: GenaiTarget,
  settings: RunSettings,
  contents: Content[],
): Promise<{ totalTokens: number }> {
  const generateContentRequest = {
    model: settings.model,
    ...buildGenerateContentRequest(settings, contents),
  };
  const url = `${target.baseUrl}/${GENAI_API_VERSION}/${settings.model}:countTokens`;
  const response = await http.request({
    service: 'genai',
    profileId: target.profileId,
    method: 'POST',
    url,
    headers: genaiHeaders(target, url, true),
    body: JSON.stringify({ generateContentRequest }),
    // Counting has no side effect, so a retry is safe.
    idempotent: true,
  });
  const parsed = CountTokensAnswer.safeParse(response.json());
  if (!parsed.success) throw new VerityError('BAD_RESPONSE', 'The token count is not in the expected shape');
  return { totalTokens: parsed.data.totalTokens };
}
