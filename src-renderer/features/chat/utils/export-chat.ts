import type { Chat, ChatTurn, Part } from '@/lib/contract';
import { base64Bytes } from './attachments';
import { activePath } from './chat-tree';

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

/** A fence longer than any backtick run inside, so code never closes it early. */
function fenced(language: string, body: string): string {
  const longest = Math.max(2, ...Array.from(body.matchAll(/`+/g), (match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${body}\n${fence}`;
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

/** The conversation as shown (the active branch only), as Markdown. */
export function chatToMarkdown(chat: Chat): string {
  const blocks = [`# ${chat.title}`, `_Model: ${chat.settings.model}_`];
  if (chat.settings.systemInstruction.trim())
    blocks.push(`## System instruction\n\n${chat.settings.systemInstruction.trim()}`);
  for (const turn of activePath(chat)) {
    const heading =
      turn.role === 'user' ? '## User' : `## Model (${turn.result?.model ?? chat.settings.model})`;
    const body = turn.parts.map(partToMarkdown).filter((text) => text.trim() !== '');
    const note = statusNote(turn);
    blocks.push([heading, ...body, ...(note ? [note] : [])].join('\n\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}
