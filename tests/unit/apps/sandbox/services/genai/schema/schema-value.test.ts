// Generated values are valid against their schemas, checked with ajv over many seeds and shapes.
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { stringForPattern } from '../../../../../../../apps/sandbox/services/genai/schema/pattern-string';
import {
  fromJsonSchema,
  fromOpenApi,
} from '../../../../../../../apps/sandbox/services/genai/schema/schema-shape';
import { valueFor } from '../../../../../../../apps/sandbox/services/genai/schema/schema-value';
import { SeededRandom } from '../../../../../../../apps/sandbox/services/genai/text/seeded-random';

const ajv = new Ajv({ strict: false, allErrors: true });
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
ajv.addFormat('email', /^[^@\s]+@[^@\s]+$/);
ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);

const JSON_SCHEMAS: Array<[string, Record<string, unknown>]> = [
  [
    'bounds',
    {
      type: 'object',
      properties: {
        n: { type: 'integer', minimum: -5, maximum: -3 },
        x: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 0.1 },
        m: { type: 'integer', multipleOf: 7, minimum: 20, maximum: 30 },
      },
      required: ['n', 'x', 'm'],
    },
  ],
  [
    'strings',
    {
      type: 'object',
      properties: {
        s: { type: 'string', minLength: 30, maxLength: 35 },
        e: { type: 'string', format: 'email' },
        d: { type: 'string', format: 'date-time' },
        u: { type: 'string', format: 'uuid' },
        code: { type: 'string', pattern: '^[A-Z]{2}-\\d{3}(-[a-z]+)?$' },
      },
      required: ['s', 'e', 'd', 'u', 'code'],
    },
  ],
  [
    'arrays',
    {
      type: 'array',
      minItems: 3,
      maxItems: 3,
      uniqueItems: true,
      items: { type: 'integer', minimum: 1, maximum: 3 },
    },
  ],
  [
    'draft-07 tuple',
    { type: 'array', items: [{ type: 'string' }, { type: 'boolean' }], additionalItems: { type: 'number' } },
  ],
  [
    'closed tuple',
    { type: 'array', items: [{ type: 'string' }, { type: 'boolean' }], additionalItems: false },
  ],
  [
    'refs',
    {
      $defs: {
        node: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            children: { type: 'array', items: { $ref: '#/$defs/node' } },
          },
          required: ['name'],
        },
      },
      $ref: '#/$defs/node',
    },
  ],
  [
    'allOf',
    {
      allOf: [
        { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] },
        { properties: { b: { type: 'integer' } }, required: ['b'] },
      ],
    },
  ],
  [
    'oneOf + const',
    {
      type: 'object',
      properties: {
        v: { oneOf: [{ const: 'x' }, { type: 'integer', minimum: 100 }] },
        k: { enum: [1, 'two', null] },
      },
      required: ['v', 'k'],
    },
  ],
  [
    'properties counts',
    {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' }, c: { type: 'string' } },
      minProperties: 2,
      maxProperties: 2,
    },
  ],
];

describe('schema values', () => {
  for (const [label, schema] of JSON_SCHEMAS)
    it(`JSON Schema: ${label}`, () => {
      const validate = ajv.compile(schema);
      const shape = fromJsonSchema(schema);
      for (let seed = 0; seed < 40; seed += 1) {
        const value = valueFor(shape, 'value', {
          random: new SeededRandom(`${label}${seed}`),
          topic: 'tests',
        });
        expect(validate(value), `${JSON.stringify(value)} ${ajv.errorsText(validate.errors)}`).toBe(true);
      }
    });

  it('JSON Schema 2020-12: prefixItems with items', () => {
    const schema = {
      type: 'array',
      prefixItems: [{ type: 'string' }, { type: 'boolean' }],
      items: { type: 'number' },
      minItems: 4,
    };
    const validate = new Ajv2020({ strict: false }).compile(schema);
    for (let seed = 0; seed < 20; seed += 1) {
      const value = valueFor(fromJsonSchema(schema), 'value', {
        random: new SeededRandom(String(seed)),
        topic: 'tests',
      });
      expect(validate(value), JSON.stringify(value)).toBe(true);
    }
  });

  it('OpenAPI subset: nullable, enums, nested arrays, propertyOrdering', () => {
    const schema = {
      type: 'OBJECT',
      properties: {
        zeta: { type: 'STRING', nullable: true },
        alpha: {
          type: 'ARRAY',
          items: {
            type: 'OBJECT',
            properties: { level: { type: 'INTEGER', minimum: 1, maximum: 3 } },
            required: ['level'],
          },
        },
        mode: { type: 'STRING', enum: ['a', 'b'] },
      },
      required: ['zeta', 'alpha', 'mode'],
      propertyOrdering: ['mode'],
    };
    const validate = ajv.compile({
      type: 'object',
      properties: {
        zeta: { type: ['string', 'null'] },
        alpha: {
          type: 'array',
          items: {
            type: 'object',
            properties: { level: { type: 'integer', minimum: 1, maximum: 3 } },
            required: ['level'],
          },
        },
        mode: { enum: ['a', 'b'] },
      },
      required: ['zeta', 'alpha', 'mode'],
      additionalProperties: false,
    });
    for (let seed = 0; seed < 40; seed += 1) {
      const value = valueFor(fromOpenApi(schema), 'value', {
        random: new SeededRandom(String(seed)),
        topic: 'tests',
      }) as Record<string, unknown>;
      expect(validate(value)).toBe(true);
      expect(Object.keys(value)).toEqual(['mode', 'alpha', 'zeta']);
    }
  });

  it('builds strings for common patterns', () => {
    const random = new SeededRandom('patterns');
    for (const pattern of [
      '^[A-Z]{1,5}$',
      '^\\d{3}-\\d{4}$',
      '^(cat|dog)s?$',
      '^[a-z0-9._-]+@example\\.org$',
      '^#[0-9a-fA-F]{6}$',
      '^v\\d+\\.\\d+(?:\\.\\d+)?$',
    ])
      expect(stringForPattern(pattern, random)).toMatch(new RegExp(pattern));
    expect(stringForPattern('^(?=x)y$', random)).toBeUndefined();
  });
});
