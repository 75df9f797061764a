// Token accounting shared by usageMetadata and :countTokens: text parts through the tokenizer, each inline or
// file part a fixed 258 tokens in its modality, function calls/responses and declarations by their names,
// keys and values, the system instruction as text.
import type { Content, GenerateRequest, Part } from '../request/types';
import { countTokens, MEDIA_PART_TOKENS } from '../text/tokenizer';

interface ModalityCount {
  modality: string;
  tokenCount: number;
}

export interface PromptTokens {
  total: number;
  details: ModalityCount[];
}

/** Names, keys and values of a JSON value as words ("divide denominator 2 numerator 100"). */
export function structureTokens(value: unknown): number {
  const text = JSON.stringify(value ?? {}).replace(/[{}[\]":,]+/g, ' ');
  return countTokens(text.trim());
}

function modalityOf(mimeType: string | undefined): string {
  const top = (mimeType ?? '').split('/')[0] ?? '';
  return ['image', 'audio', 'video', 'text'].includes(top) ? top.toUpperCase() : 'DOCUMENT';
}

function partTokens(part: Part): ModalityCount {
  if (part.text !== undefined) return { modality: 'TEXT', tokenCount: countTokens(part.text) };
  const media = part.inlineData ?? part.fileData;
  if (media) return { modality: modalityOf(media.mimeType), tokenCount: MEDIA_PART_TOKENS };
  if (part.functionCall)
    return {
      modality: 'TEXT',
      tokenCount: structureTokens([part.functionCall.name, part.functionCall.args]),
    };
  if (part.functionResponse)
    return {
      modality: 'TEXT',
      tokenCount: structureTokens([part.functionResponse.name, part.functionResponse.response]),
    };
  if (part.executableCode)
    return { modality: 'TEXT', tokenCount: countTokens(part.executableCode.code ?? '') };
  if (part.codeExecutionResult)
    return { modality: 'TEXT', tokenCount: countTokens(part.codeExecutionResult.output ?? '') };
  return { modality: 'TEXT', tokenCount: 0 };
}

export function promptTokens(request: GenerateRequest): PromptTokens {
  const byModality = new Map<string, number>();
  const add = ({ modality, tokenCount }: ModalityCount) =>
    byModality.set(modality, (byModality.get(modality) ?? 0) + tokenCount);
  const contents: Content[] = [
    ...(request.contents ?? []),
    ...(request.systemInstruction ? [request.systemInstruction] : []),
  ];
  for (const content of contents) for (const part of content.parts ?? []) add(partTokens(part));
  for (const tool of request.tools ?? [])
    for (const fn of tool.functionDeclarations ?? [])
      add({
        modality: 'TEXT',
        tokenCount: structureTokens([fn.name, fn.description, fn.parameters ?? fn.parametersJsonSchema]),
      });
  if (byModality.size === 0) byModality.set('TEXT', 0);
  const details = [...byModality.entries()].map(([modality, tokenCount]) => ({ modality, tokenCount }));
  return { total: details.reduce((sum, d) => sum + d.tokenCount, 0), details };
}
