// The answer text for a responseMimeType other than text/plain: JSON valid against responseSchema (pretty, as
// in recordings/json-schema-output.json) or responseJsonSchema (compact, as in
// recordings/json-schema-output-responseJsonSchema.json), a bare enum value for text/x.enum, or a small
// document about the topic for JSON, XML or YAML without a schema.
import type { GenerationConfig } from '../request/types';
import type { Topic } from '../text/topic';
import type { SeededRandom } from '../text/seeded-random';
import { fromJsonSchema, fromOpenApi } from './schema-shape';
import { valueFor } from './schema-value';

function topicDocument(topic: Topic, random: SeededRandom): Record<string, unknown> {
  const shape = fromJsonSchema({
    type: 'object',
    properties: {
      topic: { const: topic.phrase },
      summary: { type: 'string' },
      keyPoints: { type: 'array', items: { type: 'string' }, minItems: 3, maxItems: 3 },
      confidence: { type: 'number', minimum: 0.5, maximum: 0.99 },
    },
    required: ['topic', 'summary', 'keyPoints', 'confidence'],
  });
  return valueFor(shape, 'answer', { random, topic: topic.phrase }) as Record<string, unknown>;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function toXml(name: string, value: unknown, indent: string): string {
  if (Array.isArray(value))
    return value.map((item) => toXml(name.replace(/s$/, '') || 'item', item, indent)).join('\n');
  if (value !== null && typeof value === 'object') {
    const inner = Object.entries(value).map(([k, v]) => toXml(k, v, `${indent}  `));
    return `${indent}<${name}>\n${inner.join('\n')}\n${indent}</${name}>`;
  }
  return `${indent}<${name}>${escapeXml(String(value))}</${name}>`;
}

function toYaml(value: unknown, indent: string): string {
  if (Array.isArray(value))
    return value.map((item) => `${indent}- ${toYaml(item, `${indent}  `).trimStart()}`).join('\n');
  if (value !== null && typeof value === 'object')
    return Object.entries(value)
      .map(([k, v]) =>
        v !== null && typeof v === 'object'
          ? `${indent}${k}:\n${toYaml(v, `${indent}  `)}`
          : `${indent}${k}: ${toYaml(v, '')}`,
      )
      .join('\n');
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** The structured answer text, or undefined for text/plain. */
export function structuredAnswer(
  config: GenerationConfig,
  topic: Topic,
  random: SeededRandom,
): string | undefined {
  const mime = config.responseMimeType ?? 'text/plain';
  const ctx = { random, topic: topic.phrase };
  switch (mime) {
    case 'application/json':
      if (config.responseSchema)
        return JSON.stringify(valueFor(fromOpenApi(config.responseSchema), 'answer', ctx), null, 2);
      if (config.responseJsonSchema !== undefined)
        return JSON.stringify(valueFor(fromJsonSchema(config.responseJsonSchema), 'answer', ctx));
      return JSON.stringify(topicDocument(topic, random), null, 2);
    case 'text/x.enum':
      return String(random.pick(config.responseSchema?.enum ?? ['UNKNOWN']));
    case 'application/xml':
      return `<?xml version="1.0" encoding="UTF-8"?>\n${toXml('answer', topicDocument(topic, random), '')}`;
    case 'application/yaml':
      return toYaml(topicDocument(topic, random), '');
    default:
      return undefined;
  }
}
