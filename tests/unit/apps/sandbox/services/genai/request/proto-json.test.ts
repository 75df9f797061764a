// The proto-JSON reader: names, types, enums, oneofs and maps as the front end's parser treats them.
import { describe, expect, it } from 'vitest';
import { decodeMessage } from '../../../../../../../apps/sandbox/services/genai/request/proto-json';
import { GENERATE_CONTENT_REQUEST } from '../../../../../../../apps/sandbox/services/genai/request/proto-schema';

describe('proto-JSON decoding', () => {
  it('normalises snake_case names, enum numbers and lowercase schema types', () => {
    const { value, violations } = decodeMessage(
      {
        contents: [{ parts: [{ text: 'hi' }] }],
        safety_settings: [{ category: 7, threshold: 'OFF' }],
        generation_config: {
          response_schema: { type: 'object', properties: { a: { type: 'string' } } },
          top_k: '40',
          temperature: '0.5',
        },
        systemInstruction: null,
      },
      GENERATE_CONTENT_REQUEST,
    );
    expect(violations).toEqual([]);
    expect(value).toEqual({
      contents: [{ parts: [{ text: 'hi' }] }],
      safetySettings: [{ category: 'HARM_CATEGORY_HARASSMENT', threshold: 'OFF' }],
      generationConfig: {
        responseSchema: { type: 'OBJECT', properties: { a: { type: 'STRING' } } },
        topK: 40,
        temperature: 0.5,
      },
    });
  });

  it('reports every problem with its proto path', () => {
    const { violations } = decodeMessage(
      {
        contents: [{ parts: [{ txt: 'x' }], role: 3 }],
        generationConfig: { maxOutputTokens: 1.5, responseSchema: { properties: { a: { type: 'DATE' } } } },
        toolConfig: { functionCallingConfig: { mode: 'SOMETIMES' } },
      },
      GENERATE_CONTENT_REQUEST,
    );
    expect(violations).toEqual([
      {
        field: 'contents[0].parts[0]',
        description: `Invalid JSON payload received. Unknown name "txt" at 'contents[0].parts[0]': Cannot find field.`,
      },
      { field: 'contents[0].role', description: `Invalid value at 'contents[0].role' (TYPE_STRING), 3` },
      {
        field: 'generation_config.max_output_tokens',
        description: `Invalid value at 'generation_config.max_output_tokens' (TYPE_INT32), 1.5`,
      },
      {
        field: 'generation_config.response_schema.properties[0].value.type',
        description: `Invalid value at 'generation_config.response_schema.properties[0].value.type' (type.googleapis.com/google.ai.generativelanguage.v1beta.Type), "DATE"`,
      },
      {
        field: 'tool_config.function_calling_config.mode',
        description: `Invalid value at 'tool_config.function_calling_config.mode' (type.googleapis.com/google.ai.generativelanguage.v1beta.FunctionCallingConfig.Mode), "SOMETIMES"`,
      },
    ]);
  });

  it('does not accept a camelCase name spelt in snake_case halfway, nor prototype keys', () => {
    expect(
      decodeMessage({ contents: [], generation_Config: {} }, GENERATE_CONTENT_REQUEST).violations,
    ).toHaveLength(1);
    expect(
      decodeMessage(JSON.parse('{"__proto__": {"x": 1}, "constructor": 1}'), GENERATE_CONTENT_REQUEST)
        .violations,
    ).toHaveLength(2);
  });
});
