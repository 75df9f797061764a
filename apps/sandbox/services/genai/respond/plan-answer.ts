// The responder's rules, in order: a blocked prompt; an answer to function responses; function calls; a
// structured (JSON/XML/YAML/enum) answer; an exact answer (echo, counting, greeting); a markdown answer shaped
// by the prompt and system instruction. Then the finish rules (stop sequences, token limit, triggered
// finishes), safety ratings and citations.
import { fileAcknowledgement } from '../files/file-parts';
import type { GenaiFile } from '../files/file-store';
import type { ResolvedModel } from '../models/catalog';
import type { GenerateRequest } from '../request/types';
import { SafetyPolicy } from '../safety/safety-ratings';
import { readTriggers, type Harm } from '../safety/triggers';
import { structuredAnswer } from '../schema/structured-output';
import { readAnswerStyle } from '../text/answer-style';
import { readLengthSpec, type LengthSpec } from '../text/length-spec';
import { writeMarkdownAnswer } from '../text/markdown-answer';
import { lastUserText, requestedCodeLanguage, wantsTable, withoutTriggers } from '../text/prompt-reading';
import { readTopic } from '../text/topic';
import type { SeededRandom } from '../text/seeded-random';
import { specialAnswer } from '../text/special-answers';
import { planFunctionCalls } from '../tools/function-calls';
import { functionResultAnswer, lastFunctionResponses } from '../tools/function-results';
import type { Answer } from './answer';
import { citationSources } from './citations';
import { applyFinishRules } from './finish-rules';
import { planThinking } from './thinking';

const BLOCK_MESSAGES: Record<string, string> = {
  OTHER: 'The prompt was blocked for a reason the sandbox does not name ([[sandbox:block:other]]).',
  BLOCKLIST: 'The prompt contains a term from the terminology blocklist ([[sandbox:block:blocklist]]).',
  IMAGE_SAFETY: 'The prompt was blocked because of unsafe image content ([[sandbox:block:image_safety]]).',
};
const FINISH_MESSAGES: Record<string, string> = {
  OTHER: 'Model failed to generate content due to internal error.',
};

export interface PlanInput {
  request: GenerateRequest;
  model: ResolvedModel;
  random: SeededRandom;
  /** The Files API files the request's fileData parts name, acknowledged at the answer's start. */
  files?: readonly GenaiFile[];
}

function systemText(input: PlanInput): string {
  const own = (input.request.systemInstruction?.parts ?? []).map((p) => p.text ?? '').join('\n');
  return [input.model.tuned?.persona ?? '', own].filter(Boolean).join('\n');
}

/** Never writes far past the token limit only to cut it off again. */
function capTokens(spec: LengthSpec, limit: number): LengthSpec {
  return spec.kind === 'tokens' ? { ...spec, count: Math.min(spec.count, limit + 1) } : spec;
}

export function planAnswer(input: PlanInput): Answer {
  const { request, model, random } = input;
  const contents = request.contents ?? [];
  const prompt = lastUserText(contents);
  const triggers = readTriggers(prompt);
  const clean = withoutTriggers(prompt);
  const policy = new SafetyPolicy(request.safetySettings);
  const harms: Harm[] = [...triggers.harms];

  const block = triggers.promptBlock;
  if (block?.kind === 'reason')
    return {
      kind: 'blocked',
      promptFeedback: { blockReason: block.reason, blockReasonMessage: BLOCK_MESSAGES[block.reason] },
    };
  if (block?.kind === 'safety') {
    const harm: Harm = { category: block.category, probability: 'HIGH' };
    if (policy.blocks(harm)) {
      const safetyRatings = policy
        .ratings([harm], 'prompt')
        .map(({ category, probability }) => ({ category, probability }));
      return { kind: 'blocked', promptFeedback: { blockReason: 'SAFETY', safetyRatings } };
    }
    harms.push(harm);
  }

  const topic = readTopic(clean);
  const style = readAnswerStyle(systemText(input), clean);
  const config = request.generationConfig ?? {};
  const maxTokens = Math.min(config.maxOutputTokens || Infinity, model.model.outputTokenLimit);
  const textRandom = random.fork('text');
  const gemini3 = model.model.baseModelId.startsWith('gemini-3');
  const signature = gemini3 ? random.fork('signature').bytes(48).toString('base64') : undefined;

  const thinking = planThinking(config, model, random.fork('thinking'), topic.phrase);

  const responses = lastFunctionResponses(contents);
  const calls = responses.length === 0 ? planFunctionCalls(request, clean, random.fork('calls')) : undefined;
  if (calls)
    return {
      kind: 'candidate',
      text: '',
      calls,
      finishReason: 'STOP',
      finishMessage: gemini3 ? 'Model generated function call(s).' : undefined,
      thoughtTokens: thinking.tokens,
      thoughtSignature: signature,
    };

  const full =
    // Only prose opens with the acknowledgement: JSON, XML or enum output must stay parseable.
    ((config.responseMimeType ?? 'text/plain') === 'text/plain'
      ? fileAcknowledgement(input.files ?? [])
      : '') +
    ((responses.length > 0 ? functionResultAnswer(responses, style.language) : undefined) ??
      structuredAnswer(config, topic, textRandom) ??
      specialAnswer(clean, style) ??
      writeMarkdownAnswer({
        topic,
        spec: capTokens(readLengthSpec(clean), maxTokens),
        style,
        random: textRandom,
        codeLanguage: requestedCodeLanguage(clean),
        table: wantsTable(clean),
      }));

  const blockingHarm = harms.find((h) => policy.blocks(h));
  const early = blockingHarm ? 'SAFETY' : triggers.finish;
  const finished = applyFinishRules({
    text: full,
    stopSequences: config.stopSequences ?? [],
    maxTokens,
    early,
    random: random.fork('finish'),
  });
  const rated = triggers.ratings || harms.length > 0;
  const cited = triggers.citations || finished.finishReason === 'RECITATION';
  return {
    kind: 'candidate',
    thought: thinking.summary,
    thoughtTokens: thinking.tokens,
    text: finished.text,
    finishReason: finished.finishReason,
    finishMessage: FINISH_MESSAGES[finished.finishReason],
    safetyRatings: rated ? policy.ratings(harms, 'candidate') : undefined,
    promptFeedback: triggers.ratings ? { safetyRatings: policy.ratings([], 'prompt') } : undefined,
    citationSources: cited ? citationSources(finished.text, topic) : undefined,
    thoughtSignature: signature,
  };
}
