// What an answer's text is drawn from: the request as a real model samples it. The seed, temperature, topP,
// topK, the prompt, tools and schema change what is sampled; stop sequences and the output limit only cut
// it afterwards, and safety settings only filter it. Leaving those three out means the same prompt with and
// without a stop or a limit gives the same text, cut where the stop or the limit falls, so comparing two
// runs shows exactly what the cut removed.
import type { GenerateRequest } from '../request/types';
import { canonicalJson } from '../text/seeded-random';

export function samplingKey(modelResource: string, request: GenerateRequest): string {
  const { safetySettings: _filter, generationConfig, ...sampled } = request;
  if (generationConfig) {
    const { stopSequences: _stop, maxOutputTokens: _limit, ...config } = generationConfig;
    Object.assign(sampled, { generationConfig: config });
  }
  return `${modelResource}\n${canonicalJson(sampled)}`;
}
