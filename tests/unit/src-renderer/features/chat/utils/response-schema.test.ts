import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { JsonObject, JsonValue } from '@/lib/contract';
import { checkJsonAnswer, toJsonSchema } from '@/features/chat/utils/response-schema';
import recording from '../../../../../fixtures/genai/recordings/json-schema-output.json?raw';

/** The real structured answer of the recording (gemini-2.5-flash). */
const realAnswer = (
  JSON.parse(recording) as {
    interactions: Array<{
      response: {
        bodySegments: Array<{ candidates: Array<{ content: { parts: Array<{ text: string }> } }> }>;
      };
    }>;
  }
).interactions[0]!.response.bodySegments[0]!.candidates[0]!.content.parts[0]!.text;

const inner: JsonObject = {
  type: 'OBJECT',
  properties: { innerString: { type: 'STRING' }, innerNumber: { type: 'NUMBER' } },
  required: ['innerString', 'innerNumber'],
};

/** The recording's schema, written the way Gemini's responseSchema takes it (OpenAPI subset). */
const schema: JsonObject = {
  type: 'OBJECT',
  properties: {
    simpleString: { type: 'STRING', description: 'This is a simple string' },
    stringDatatime: { type: 'STRING', format: 'date-time' },
    stringWithEnum: { type: 'STRING', format: 'enum', enum: ['enumvalue1', 'enumvalue2', 'enumvalue3'] },
    stringWithLength: { type: 'STRING', minLength: '1', maxLength: '10' },
    simpleNumber: { type: 'NUMBER' },
    simpleInteger: { type: 'INTEGER' },
    integerInt64: { type: 'INTEGER', format: 'int64' },
    numberWithMinMax: { type: 'NUMBER', minimum: 1, maximum: 10 },
    simpleBoolean: { type: 'BOOLEAN' },
    arrayFiled: { type: 'ARRAY', items: { type: 'STRING' }, maxItems: '3' },
    unionField: { anyOf: [{ type: 'STRING' }, { type: 'NUMBER' }] },
    nullableField: { type: 'STRING', nullable: true },
    nullableArrayField: { type: 'ARRAY', nullable: true, items: { type: 'STRING' } },
    nullableObjectField: { ...inner, nullable: true },
    inner,
  },
  propertyOrdering: ['simpleString'],
  required: ['simpleString', 'stringWithEnum', 'simpleInteger', 'numberWithMinMax', 'inner', 'unionField'],
};

const base = JSON.parse(realAnswer) as Record<string, JsonValue>;
const variants: Array<[string, Record<string, JsonValue | undefined>]> = [
  ['the real answer', {}],
  ['null where nullable', { nullableField: null, nullableArrayField: null, nullableObjectField: null }],
  ['a missing required property', { simpleInteger: undefined }],
  ['a value outside the enum', { stringWithEnum: 'enumvalue4' }],
  ['a string too long', { stringWithLength: 'much too long' }],
  ['an empty string', { stringWithLength: '' }],
  ['a number above maximum', { numberWithMinMax: 11 }],
  ['a fraction for an integer', { simpleInteger: 1.5 }],
  ['a wrong item type', { arrayFiled: ['a', 2] }],
  ['too many items', { arrayFiled: ['a', 'b', 'c', 'd'] }],
  ['a union miss', { unionField: true }],
  ['a nested missing property', { inner: { innerString: 'x' } }],
  ['null where not nullable', { simpleString: null }],
  ['a string for an object', { inner: 'x' }],
];

function answerWith(patch: Record<string, JsonValue | undefined>): string {
  const value: Record<string, JsonValue> = { ...base };
  for (const [key, replacement] of Object.entries(patch)) {
    if (replacement === undefined) delete value[key];
    else value[key] = replacement;
  }
  return JSON.stringify(value);
}

describe('JSON-mode answers against the response schema', () => {
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  const reference = ajv.compile(toJsonSchema(schema));

  it.each(variants)('agrees with Ajv on %s', (_name, patch) => {
    const text = answerWith(patch);
    const check = checkJsonAnswer(text, schema);
    expect(check.kind).toBe('checked');
    const ours = check.kind === 'checked' && check.problems.length === 0;
    expect(ours).toBe(reference(JSON.parse(text)));
  });

  it('accepts the real answer and names where a bad one goes wrong', () => {
    expect(checkJsonAnswer(realAnswer, schema)).toMatchObject({ kind: 'checked', problems: [] });
    const bad = checkJsonAnswer(answerWith({ inner: { innerString: 'x' }, arrayFiled: ['a', 2] }), schema);
    expect(bad.kind === 'checked' && bad.problems).toEqual([
      { path: '/arrayFiled/1', message: 'must be string' },
      { path: '/inner', message: "must have required property 'innerNumber'" },
    ]);
  });

  it('converts OpenAPI types and nullable to JSON Schema, dropping what JSON Schema lacks', () => {
    expect(
      toJsonSchema({ type: 'STRING', nullable: true, enum: ['a'], propertyOrdering: ['x'], format: 'enum' }),
    ).toEqual({ type: ['string', 'null'], enum: ['a', null] });
    expect(toJsonSchema({ type: 'ARRAY', items: { type: 'INTEGER' }, minItems: '2' })).toEqual({
      type: 'array',
      items: { type: 'integer' },
      minItems: 2,
    });
  });

  it('reports text that is not JSON, and accepts any JSON without a schema', () => {
    expect(checkJsonAnswer('{"a": ', schema).kind).toBe('not-json');
    expect(checkJsonAnswer('[1,2]', null)).toEqual({ kind: 'no-schema', value: [1, 2] });
  });
});
