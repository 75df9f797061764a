// Turns an Answer into GenerateContentResponse JSON: one unary response, or stream chunks with cumulative
// usageMetadata, modelVersion and responseId on each, and finishReason with final counts on the last.
// Chunking follows the real cadence: a first chunk of 1–3 tokens, then 30–60 tokens per chunk
// (recordings/stream-11-chunks.json, sse/real-gemini-2.5-flash-3-chunks.sse.txt).
import type { SeededRandom } from '../text/seeded-random';
import { tokenize } from '../text/tokenizer';
import type { Answer } from './answer';
import { structureTokens, type PromptTokens } from './prompt-tokens';

type Json = Record<string, unknown>;

export interface ResponseMeta {
  modelVersion: string;
  responseId: string;
  prompt: PromptTokens;
}

export interface StreamChunk {
  response: Json;
  /** Output tokens this chunk adds (paces the stream). */
  tokens: number;
}

function usage(meta: ResponseMeta, candidates: number, thoughts: number): Json {
  return {
    promptTokenCount: meta.prompt.total,
    ...(candidates > 0 ? { candidatesTokenCount: candidates } : {}),
    totalTokenCount: meta.prompt.total + candidates + thoughts,
    promptTokensDetails: meta.prompt.details,
    ...(thoughts > 0 ? { thoughtsTokenCount: thoughts } : {}),
  };
}

function envelope(
  meta: ResponseMeta,
  candidate: Json | undefined,
  extra: Json,
  candidates: number,
  thoughts: number,
): Json {
  return {
    ...(candidate ? { candidates: [candidate] } : {}),
    ...extra,
    usageMetadata: usage(meta, candidates, thoughts),
    modelVersion: meta.modelVersion,
    responseId: meta.responseId,
  };
}

/** Candidate fields that belong on the final chunk (and on the unary answer). */
function finalFields(answer: Extract<Answer, { kind: 'candidate' }>): Json {
  return {
    finishReason: answer.finishReason,
    ...(answer.finishMessage ? { finishMessage: answer.finishMessage } : {}),
    ...(answer.safetyRatings ? { safetyRatings: answer.safetyRatings } : {}),
    ...(answer.citationSources ? { citationMetadata: { citationSources: answer.citationSources } } : {}),
  };
}

function callParts(answer: Extract<Answer, { kind: 'candidate' }>): Json[] {
  return (answer.calls ?? []).map((call, i) => ({
    functionCall: { name: call.name, args: call.args },
    ...(i === 0 && answer.thoughtSignature ? { thoughtSignature: answer.thoughtSignature } : {}),
  }));
}

function countOutput(answer: Extract<Answer, { kind: 'candidate' }>): {
  candidates: number;
  thoughts: number;
} {
  const calls = (answer.calls ?? []).reduce((sum, call) => sum + structureTokens([call.name, call.args]), 0);
  return {
    candidates: tokenize(answer.text).length + calls,
    thoughts: answer.thoughtTokens,
  };
}

export function unaryResponse(answer: Answer, meta: ResponseMeta): Json {
  if (answer.kind === 'blocked')
    return envelope(meta, undefined, { promptFeedback: answer.promptFeedback }, 0, 0);
  const parts: Json[] = [];
  if (answer.thought) parts.push({ text: answer.thought, thought: true });
  if (answer.calls) parts.push(...callParts(answer));
  else if (answer.text !== '')
    parts.push({
      text: answer.text,
      ...(answer.thoughtSignature ? { thoughtSignature: answer.thoughtSignature } : {}),
    });
  const recited = answer.finishReason === 'RECITATION' && answer.text === '';
  const content = parts.length > 0 ? { parts, role: 'model' } : { role: 'model' };
  const candidate = { ...(recited ? {} : { content }), ...finalFields(answer), index: 0 };
  const { candidates, thoughts } = countOutput(answer);
  const extra = answer.promptFeedback ? { promptFeedback: answer.promptFeedback } : {};
  return envelope(meta, candidate, extra, candidates, thoughts);
}

/** Token slices of `text`: a short first one, then 30–60 tokens each. */
function slices(
  text: string,
  random: SeededRandom,
  firstSmall: boolean,
): Array<{ text: string; tokens: number }> {
  const tokens = tokenize(text);
  const out: Array<{ text: string; tokens: number }> = [];
  for (let i = 0; i < tokens.length;) {
    const size = out.length === 0 && firstSmall ? random.int(1, 3) : random.int(30, 60);
    const piece = tokens.slice(i, i + size);
    out.push({ text: piece.join(''), tokens: piece.length });
    i += piece.length;
  }
  return out;
}

export function streamChunks(answer: Answer, meta: ResponseMeta, random: SeededRandom): StreamChunk[] {
  if (answer.kind === 'blocked') return [{ response: unaryResponse(answer, meta), tokens: 0 }];
  const ratings = answer.safetyRatings ? { safetyRatings: answer.safetyRatings } : {};
  const feedback = answer.promptFeedback ? { promptFeedback: answer.promptFeedback } : {};
  if (answer.calls) {
    const { candidates } = countOutput(answer);
    const candidate = {
      content: { parts: callParts(answer), role: 'model' },
      ...finalFields(answer),
      index: 0,
    };
    return [
      { response: envelope(meta, candidate, feedback, candidates, answer.thoughtTokens), tokens: candidates },
    ];
  }
  const pieces = [
    ...(answer.thought ? slices(answer.thought, random, true).map((s) => ({ ...s, thought: true })) : []),
    ...slices(answer.text, random, !answer.thought).map((s) => ({ ...s, thought: false })),
  ];
  let candidates = 0;
  // Thinking is done before the first chunk is sent, so every chunk bills all of it.
  const thoughts = answer.thoughtTokens;
  const chunks: StreamChunk[] = pieces.map((piece, i) => {
    if (!piece.thought) candidates += piece.tokens;
    const part = piece.thought ? { text: piece.text, thought: true } : { text: piece.text };
    const candidate = { content: { parts: [part], role: 'model' }, ...ratings, index: 0 };
    return {
      response: envelope(meta, candidate, i === 0 ? feedback : {}, candidates, thoughts),
      tokens: piece.tokens,
    };
  });
  // The last chunk carries the finish; recitations and Gemini 3 signatures come in a chunk of their own.
  const last = chunks[chunks.length - 1];
  const separate = answer.finishReason === 'RECITATION' || answer.thoughtSignature !== undefined || !last;
  if (!separate && last) {
    const candidate = (last.response.candidates as Json[])[0] as Json;
    const { index: _index, safetyRatings: _ratings, ...rest } = candidate;
    (last.response.candidates as Json[])[0] = { ...rest, ...finalFields(answer), index: 0 };
    return chunks;
  }
  const tail: Json =
    answer.finishReason === 'RECITATION'
      ? { ...finalFields(answer), index: 0 }
      : answer.thoughtSignature
        ? {
            content: { parts: [{ text: '', thoughtSignature: answer.thoughtSignature }], role: 'model' },
            ...finalFields(answer),
            index: 0,
          }
        : { content: { role: 'model' }, ...finalFields(answer), index: 0 };
  chunks.push({
    response: envelope(meta, tail, chunks.length === 0 ? feedback : {}, candidates, thoughts),
    tokens: 0,
  });
  return chunks;
}
