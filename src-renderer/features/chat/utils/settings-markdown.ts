import type { RunSettings } from '@/lib/contract';
import { categoryLabel } from './settings-form';

/** A fence longer than any backtick run inside, so code never closes it early. */
export function fenced(language: string, body: string): string {
  const longest = Math.max(2, ...Array.from(body.matchAll(/`+/g), (match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${body}\n${fence}`;
}

const json = (value: unknown) => fenced('json', JSON.stringify(value, null, 2));

/**
 * The run settings a conversation was had with, as a Markdown section: every field that is set (unset
 * ones are the service's defaults and are named as such), so a reader can reproduce the answers.
 */
export function settingsToMarkdown(settings: RunSettings): string {
  const value = (label: string, set: unknown) =>
    `- ${label}: ${set === null || set === undefined ? '_default_' : `\`${String(set)}\``}`;
  const lines = [
    value('Model', settings.model),
    value('Temperature', settings.temperature),
    value('Top P', settings.topP),
    value('Top K', settings.topK),
    value('Max output tokens', settings.maxOutputTokens),
    value('Seed', settings.seed),
    value('Thinking budget', settings.thinkingBudget),
  ];
  if (settings.includeThoughts) lines.push('- Include thoughts: yes');
  if (settings.stopSequences.length > 0)
    lines.push(`- Stop sequences: ${settings.stopSequences.map((stop) => JSON.stringify(stop)).join(', ')}`);
  if (settings.safetySettings.length > 0)
    lines.push(
      `- Safety settings: ${settings.safetySettings
        .map((setting) => `${categoryLabel(setting.category)} \`${setting.threshold}\``)
        .join(', ')}`,
    );
  if (settings.cachedContent) lines.push(value('Cached content', settings.cachedContent));
  if (settings.jsonMode) lines.push('- Output: JSON (`application/json`)');
  if (settings.toolConfig)
    lines.push(
      `- Function calling: \`${settings.toolConfig.mode}\`${
        settings.toolConfig.allowedFunctionNames.length > 0
          ? ` (only ${settings.toolConfig.allowedFunctionNames.join(', ')})`
          : ''
      }`,
    );
  const blocks = ['## Run settings', lines.join('\n')];
  if (settings.responseSchema) blocks.push(`Response schema:\n\n${json(settings.responseSchema)}`);
  if (settings.functionDeclarations.length > 0)
    blocks.push(`Function declarations:\n\n${json(settings.functionDeclarations)}`);
  return blocks.join('\n\n');
}
