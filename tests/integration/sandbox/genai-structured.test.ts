// JSON mode and function calling: answers valid (ajv) against the request's schemas, property ordering,
// enums, the three calling modes, parallel calls and answers built from function responses.
import { describe, expect, it } from 'vitest';
import { candidateOf, generate, partsOf, useGenaiSandbox, textOf, user, type Json } from './genai-harness';
import { openApiToJsonSchema, schemaValidator } from './genai-schema-check';

const sandbox = useGenaiSandbox();

const RECIPE_SCHEMA = {
  type: 'ARRAY',
  minItems: 2,
  maxItems: 4,
  items: {
    type: 'OBJECT',
    properties: {
      recipeName: { type: 'STRING' },
      servings: { type: 'INTEGER', minimum: 1, maximum: 12 },
      rating: { type: 'NUMBER', minimum: 0, maximum: 5 },
      vegetarian: { type: 'BOOLEAN' },
      difficulty: { type: 'STRING', enum: ['easy', 'medium', 'hard'] },
      published: { type: 'STRING', format: 'date-time' },
      notes: { type: 'STRING', nullable: true },
      ingredients: { type: 'ARRAY', items: { type: 'STRING' }, minItems: 1 },
      author: {
        type: 'OBJECT',
        properties: { name: { type: 'STRING' }, email: { type: 'STRING', format: 'email' } },
        required: ['name'],
      },
    },
    required: ['recipeName', 'servings', 'difficulty', 'ingredients'],
    propertyOrdering: ['recipeName', 'difficulty', 'servings', 'ingredients'],
  },
};

async function jsonAnswer(
  generationConfig: Json,
  prompt = 'List a few cookie recipes',
): Promise<{ value: unknown; text: string }> {
  const response = await generate(sandbox, { ...user(prompt), generationConfig });
  expect(response.status, response.body).toBe(200);
  const text = textOf(response.json);
  return { value: JSON.parse(text) as unknown, text };
}

describe('JSON mode', () => {
  it('answers with JSON valid against responseSchema, for many seeds', async () => {
    const validate = schemaValidator(openApiToJsonSchema(RECIPE_SCHEMA));
    for (let i = 0; i < 12; i += 1) {
      const { value } = await jsonAnswer({
        responseMimeType: 'application/json',
        responseSchema: RECIPE_SCHEMA,
        seed: i,
      });
      expect(validate(value), JSON.stringify(value)).toEqual([]);
    }
  });

  it('orders properties by propertyOrdering, then alphabetically, and pretty-prints', async () => {
    const { value, text } = await jsonAnswer({
      responseMimeType: 'application/json',
      responseSchema: RECIPE_SCHEMA,
    });
    const keys = Object.keys((value as Json[])[0] as Json);
    expect(keys.slice(0, 4)).toEqual(['recipeName', 'difficulty', 'servings', 'ingredients']);
    const rest = keys.slice(4);
    expect(rest).toEqual([...rest].sort());
    expect(text).toContain('\n  {\n    "recipeName"');
  });

  it('accepts lowercase types and snake_case field names', async () => {
    const schema = {
      type: 'object',
      properties: { name: { type: 'string' }, age: { type: 'integer' }, bio: { type: 'string' } },
      required: ['name', 'age', 'bio'],
    };
    const response = await generate(sandbox, {
      ...user('Invent a cool dog'),
      generation_config: { response_mime_type: 'application/json', response_schema: schema },
    });
    expect(response.status, response.body).toBe(200);
    const value = JSON.parse(textOf(response.json)) as Json;
    expect(schemaValidator(openApiToJsonSchema(schema))(value)).toEqual([]);
    expect(Object.keys(value)).toEqual(['age', 'bio', 'name']);
  });

  it('answers responseJsonSchema (refs, anyOf, const, type lists) compactly, in declared order', async () => {
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      additionalProperties: false,
      definitions: {
        point: {
          type: 'object',
          properties: { x: { type: 'number' }, y: { type: 'number' } },
          required: ['x', 'y'],
          additionalProperties: false,
        },
      },
      properties: {
        kind: { const: 'shape' },
        label: { type: ['string', 'null'], maxLength: 12 },
        corners: {
          type: 'array',
          items: { $ref: '#/definitions/point' },
          minItems: 3,
          maxItems: 5,
          uniqueItems: true,
        },
        center: { anyOf: [{ $ref: '#/definitions/point' }, { type: 'null' }] },
        size: { type: 'integer', exclusiveMinimum: 10, exclusiveMaximum: 13 },
        tags: { type: 'array', items: { enum: ['red', 'green', 'blue'] } },
        id: { type: 'string', format: 'uuid' },
      },
      required: ['kind', 'label', 'corners', 'center', 'size', 'id'],
    };
    const validate = schemaValidator(schema);
    for (let seed = 0; seed < 8; seed += 1) {
      const { value, text } = await jsonAnswer({
        responseMimeType: 'application/json',
        responseJsonSchema: schema,
        seed,
      });
      expect(validate(value), text).toEqual([]);
      expect(text).not.toContain('\n');
      expect(Object.keys(value as Json).slice(0, 3)).toEqual(['kind', 'label', 'corners']);
    }
  });

  it('text/x.enum answers one enum value; JSON without a schema is still JSON', async () => {
    const response = await generate(sandbox, {
      ...user('Is this review positive?'),
      generationConfig: {
        responseMimeType: 'text/x.enum',
        responseSchema: { type: 'STRING', enum: ['POSITIVE', 'NEGATIVE', 'NEUTRAL'] },
      },
    });
    expect(['POSITIVE', 'NEGATIVE', 'NEUTRAL']).toContain(textOf(response.json));
    const { value } = await jsonAnswer({ responseMimeType: 'application/json' }, 'Describe penguins');
    expect(value).toMatchObject({ topic: 'penguins', keyPoints: expect.any(Array) });
  });

  it('a JSON answer cut by maxOutputTokens ends MAX_TOKENS, mid-document', async () => {
    const response = await generate(sandbox, {
      ...user('recipes'),
      generationConfig: {
        responseMimeType: 'application/json',
        responseSchema: RECIPE_SCHEMA,
        maxOutputTokens: 10,
      },
    });
    expect(candidateOf(response.json).finishReason).toBe('MAX_TOKENS');
    expect(() => JSON.parse(textOf(response.json))).toThrow();
  });
});

const WEATHER = {
  name: 'get_weather',
  description: 'Get the current weather in a given location',
  parameters: {
    type: 'OBJECT',
    properties: { location: { type: 'STRING' }, unit: { type: 'STRING', enum: ['celsius', 'fahrenheit'] } },
    required: ['location'],
  },
};
const DIVIDE = {
  name: 'customDivide',
  description: 'Custom divide function',
  parameters: {
    type: 'OBJECT',
    properties: { denominator: { type: 'NUMBER' }, numerator: { type: 'NUMBER' } },
    required: ['numerator', 'denominator'],
  },
};
const TIME = { name: 'current_time', description: 'Returns the current time' };
const STOCK = {
  name: 'lookup_stock',
  description: 'Look up a stock quote by ticker symbol',
  parametersJsonSchema: {
    type: 'object',
    properties: {
      ticker: { type: 'string', pattern: '^[A-Z]{1,5}$' },
      exchange: { type: 'string', enum: ['NYSE', 'NASDAQ'] },
    },
    required: ['ticker'],
  },
};
const tools = [{ functionDeclarations: [WEATHER, DIVIDE, TIME, STOCK] }];

function calls(response: Json): Array<{ name: string; args: Json }> {
  return partsOf(response).map((p) => p.functionCall as { name: string; args: Json });
}

describe('function calling', () => {
  it('AUTO calls the function the prompt mentions, with schema-valid arguments taken from the prompt', async () => {
    const weather = await generate(sandbox, {
      ...user("What's the weather like in Lisbon, in celsius?"),
      tools,
    });
    expect(calls(weather.json)).toEqual([
      { name: 'get_weather', args: { location: 'Lisbon', unit: 'celsius' } },
    ]);
    expect(candidateOf(weather.json).finishReason).toBe('STOP');
    const divide = await generate(sandbox, { ...user('what is the result of 100/2'), tools });
    expect(calls(divide.json)).toEqual([{ name: 'customDivide', args: { denominator: 2, numerator: 100 } }]);
  });

  it('AUTO answers in text when no function is mentioned; NONE never calls', async () => {
    const text = await generate(sandbox, { ...user('Tell me a joke about cats'), tools });
    expect(partsOf(text.json)[0]).toHaveProperty('text');
    const none = await generate(sandbox, {
      ...user('What is the weather in Paris?'),
      tools,
      toolConfig: { functionCallingConfig: { mode: 'NONE' } },
    });
    expect(partsOf(none.json).every((p) => 'text' in p)).toBe(true);
  });

  it('ANY always calls, only among allowedFunctionNames', async () => {
    const any = await generate(sandbox, {
      ...user('Tell me a joke'),
      tools,
      toolConfig: { functionCallingConfig: { mode: 'ANY' } },
    });
    expect(calls(any.json).map((c) => c.name)).toEqual(['get_weather']);
    const allowed = await generate(sandbox, {
      ...user('What is the weather in Oslo?'),
      tools,
      toolConfig: {
        functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['current_time', 'lookup_stock'] },
      },
    });
    expect(calls(allowed.json)).toEqual([{ name: 'current_time', args: {} }]);
    const stock = await generate(sandbox, {
      ...user('Quote please'),
      tools,
      toolConfig: { functionCallingConfig: { mode: 'ANY', allowedFunctionNames: ['lookup_stock'] } },
    });
    const [call] = calls(stock.json);
    expect(schemaValidator(STOCK.parametersJsonSchema)(call?.args)).toEqual([]);
  });

  it('several mentioned functions, or several places, give parallel calls', async () => {
    const both = await generate(sandbox, { ...user('Get the weather in Rome and the current time'), tools });
    expect(calls(both.json).map((c) => c.name)).toEqual(['get_weather', 'current_time']);
    const places = await generate(sandbox, {
      ...user('Compare the weather in Paris, Berlin and Madrid'),
      tools,
    });
    expect(calls(places.json).map((c) => c.args.location)).toEqual(['Paris', 'Berlin', 'Madrid']);
    for (const call of calls(places.json))
      expect(schemaValidator(openApiToJsonSchema(WEATHER.parameters))(call.args)).toEqual([]);
  });

  it('answers a functionResponse turn with text that uses the returned values', async () => {
    const response = await generate(sandbox, {
      contents: [
        { role: 'user', parts: [{ text: 'What is the weather in Lisbon?' }] },
        { role: 'model', parts: [{ functionCall: { name: 'get_weather', args: { location: 'Lisbon' } } }] },
        {
          role: 'user',
          parts: [
            {
              functionResponse: {
                name: 'get_weather',
                response: { temperature: 21.5, condition: 'sunny', wind: { speed: 12 } },
              },
            },
          ],
        },
      ],
      tools,
    });
    const text = textOf(response.json);
    expect(text).toContain('get_weather');
    expect(text).toContain('21.5');
    expect(text).toContain('sunny');
    expect(text).toContain('**wind.speed:** 12');
    const single = await generate(sandbox, {
      contents: [
        { role: 'user', parts: [{ text: 'what is 100/2' }] },
        {
          role: 'model',
          parts: [{ functionCall: { name: 'customDivide', args: { numerator: 100, denominator: 2 } } }],
        },
        { role: 'user', parts: [{ functionResponse: { name: 'customDivide', response: { result: 50 } } }] },
      ],
      tools,
    });
    expect(textOf(single.json)).toContain('`customDivide` returned **50**.');
  });

  it('Gemini 3 signs the first call and says it generated function calls', async () => {
    const response = await generate(sandbox, { ...user('weather in Kyoto'), tools }, 'gemini-3-pro-preview');
    const candidate = candidateOf(response.json);
    expect(partsOf(response.json)[0]).toHaveProperty('thoughtSignature');
    expect(candidate.finishMessage).toBe('Model generated function call(s).');
  });
});
