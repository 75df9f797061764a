import type { Chat, ChatTurn, JsonObject, Part } from '@/lib/contract';
import type { TurnSummary } from '@/lib/genai';
import { base64Bytes } from './attachments';
import { activePath } from './chat-tree';
import { finishHint } from './finish-hint';
import { categoryLabel } from './settings-form';
import { fenced, settingsToMarkdown } from './settings-markdown';
import { requestOf, summaryOf } from './turn-facts';

/** File names from the title: letters, digits and dashes, never empty. */
export function exportFileName(chat: Chat, extension: 'json' | 'md'): string {
  const slug = chat.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'chat'}.${extension}`;
}

/** The whole chat as stored: every branch, settings, stored responses and timelines. */
export function chatToJson(chat: Chat): string {
  return `${JSON.stringify(chat, null, 2)}\n`;
}

function partToMarkdown(part: Part): string {
  if ('text' in part) return part.thought ? `> _Thought:_ ${part.text.replace(/\n/g, '\n> ')}` : part.text;
  if ('inlineData' in part)
    return `_[inline ${part.inlineData.mimeType}, ${base64Bytes(part.inlineData.data)} bytes]_`;
  if ('fileData' in part) return `_[file ${part.fileData.mimeType}: ${part.fileData.fileUri}]_`;
  if ('functionCall' in part)
    return `**Function call** \`${part.functionCall.name}\`\n\n${fenced('json', JSON.stringify(part.functionCall.args, null, 2))}`;
  return `**Function response** \`${part.functionResponse.name}\`\n\n${fenced('json', JSON.stringify(part.functionResponse.response, null, 2))}`;
}

function statusNote(turn: ChatTurn): string | null {
  const result = turn.result;
  if (!result) return null;
  if (result.status === 'stopped') return '_Stopped — partial answer._';
  if (result.status === 'streaming') return '_Still streaming when exported._';
  if (result.status === 'error' && result.error)
    return `_Error ${result.error.httpStatus ?? ''} ${result.error.status ?? ''}: ${result.error.message}_`.replace(
      /\s+/g,
      ' ',
    );
  return null;
}

const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function ratingsLine(ratings: readonly JsonObject[]): string {
  return ratings
    .map((rating) => {
      const blocked = rating.blocked === true ? ', **blocked**' : '';
      return `${categoryLabel(str(rating.category) ?? 'unknown')} ${str(rating.probability) ?? '?'}${blocked}`;
    })
    .join('; ');
}

/** Why the prompt was refused (promptFeedback.blockReason), as the answer shows it. */
function blockNote(feedback: JsonObject | null): string | null {
  const reason = str(feedback?.blockReason);
  if (!reason) return null;
  const lines = [`**The prompt was blocked**: \`${reason}\``];
  const message = str(feedback?.blockReasonMessage);
  if (message) lines.push(message);
  const ratings = Array.isArray(feedback?.safetyRatings) ? (feedback.safetyRatings as JsonObject[]) : [];
  if (ratings.length > 0) lines.push(`Prompt safety ratings: ${ratingsLine(ratings)}`);
  return lines.join('\n\n');
}

function citationLine(source: JsonObject, i: number): string {
  const uri = str(source.uri);
  const title = str(source.title);
  const link = uri ? `[${title ?? uri}](${uri})` : (title ?? 'unnamed source');
  const start = typeof source.startIndex === 'number' ? source.startIndex : 0;
  const range = typeof source.endIndex === 'number' ? `, bytes ${start}–${source.endIndex}` : '';
  const license = str(source.license) ? `, license ${str(source.license)}` : '';
  return `${i + 1}. ${link}${range}${license}`;
}

/** What the service said about the answer beyond its parts: finish, ratings, sources. */
function answerFacts(summary: TurnSummary, request: JsonObject | null): string[] {
  const facts: string[] = [];
  if (summary.finishReason) {
    const message = summary.finishMessage ? ` — ${summary.finishMessage}` : '';
    const hint = finishHint(summary, request);
    facts.push(`_Finish reason: \`${summary.finishReason}\`${message}_${hint ? `\n\n> ${hint}` : ''}`);
  }
  if (summary.safetyRatings.length > 0) facts.push(`_Safety ratings: ${ratingsLine(summary.safetyRatings)}_`);
  if (summary.citationSources.length > 0)
    facts.push(`**Sources**\n\n${summary.citationSources.map(citationLine).join('\n')}`);
  return facts;
}

function turnToMarkdown(chat: Chat, turn: ChatTurn): string {
  const heading =
    turn.role === 'user' ? '## User' : `## Model (${turn.result?.model ?? chat.settings.model})`;
  const body = turn.parts.map(partToMarkdown).filter((text) => text.trim() !== '');
  if (turn.role === 'user') return [heading, ...body].join('\n\n');
  const summary = summaryOf(turn);
  const blocked = blockNote(summary.promptFeedback);
  const note = statusNote(turn);
  return [
    heading,
    ...(blocked ? [blocked] : []),
    ...body,
    ...answerFacts(summary, requestOf(turn)?.body ?? null),
    ...(note ? [note] : []),
  ].join('\n\n');
}

/** The conversation as shown (the active branch only), with its run settings, as Markdown. */
export function chatToMarkdown(chat: Chat): string {
  const blocks = [`# ${chat.title}`, `_Model: ${chat.settings.model}_`];
  if (chat.settings.systemInstruction.trim())
    blocks.push(`## System instruction\n\n${chat.settings.systemInstruction.trim()}`);
  blocks.push(settingsToMarkdown(chat.settings));
  if (chat.compareSettings)
    blocks.push(
      settingsToMarkdown(chat.compareSettings).replace('## Run settings', '## Run settings (compare pane B)'),
    );
  for (const turn of activePath(chat)) blocks.push(turnToMarkdown(chat, turn));
  return `${blocks.join('\n\n')}\n`;
}
