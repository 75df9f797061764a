// The answer after the client sent functionResponse parts: a short text that reports the returned values,
// one block per response (a single scalar result reads "`divide` returned **50**.").
import type { LanguagePack } from '../text/language-pack';
import type { Content, JsonObject } from '../request/types';

const MAX_FIELDS = 20;

function flatten(value: unknown, prefix: string, out: Array<[string, string]>): void {
  if (out.length >= MAX_FIELDS) return;
  if (Array.isArray(value)) {
    if (value.every((v) => v === null || typeof v !== 'object'))
      out.push([prefix, value.map(String).join(', ')]);
    else value.forEach((item, i) => flatten(item, `${prefix}[${i}]`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value))
      flatten(child, prefix === '' ? key : `${prefix}.${key}`, out);
  } else out.push([prefix, String(value)]);
}

/** The function responses of the last turn, or an empty list when it has none. */
export function lastFunctionResponses(
  contents: readonly Content[],
): Array<{ name: string; response: JsonObject }> {
  const last = contents[contents.length - 1];
  return (last?.parts ?? [])
    .filter((part) => part.functionResponse)
    .map((part) => ({
      name: part.functionResponse?.name ?? 'function',
      response: part.functionResponse?.response ?? {},
    }));
}

export function functionResultAnswer(
  responses: Array<{ name: string; response: JsonObject }>,
  pack: LanguagePack,
): string {
  const blocks = responses.map(({ name, response }) => {
    const fields: Array<[string, string]> = [];
    flatten(response, '', fields);
    const only = fields[0];
    if (fields.length === 1 && only) return `\`${name}\` returned **${only[1]}**.`;
    if (fields.length === 0) return `\`${name}\` finished without returning any values.`;
    return `${pack.functionIntro.replace('{name}', name)}\n\n${fields.map(([k, v]) => `*   **${k}:** ${v}`).join('\n')}`;
  });
  return [...blocks, pack.functionOutro].join('\n\n');
}
