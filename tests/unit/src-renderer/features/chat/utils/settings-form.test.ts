import { describe, expect, it } from 'vitest';
import { RunSettings } from '../../../../../../src-shared/contract/schemas/chat';
import { defaultSettings } from '@/features/chat/utils/new-chat';
import {
  firstProblem,
  formToSettings,
  keepValidFields,
  parseJsonObject,
  removeFunction,
  settingsToForm,
  type SettingsForm,
} from '@/features/chat/utils/settings-form';

const full = RunSettings.parse({
  model: 'models/gemini-2.5-flash',
  temperature: 0.7,
  topP: 0.9,
  topK: 40,
  maxOutputTokens: 256,
  stopSequences: ['END', '###'],
  seed: 42,
  thinkingBudget: 2048,
  includeThoughts: true,
  jsonMode: true,
  responseSchema: { type: 'OBJECT', properties: { a: { type: 'STRING' } } },
  safetySettings: [
    { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_NONE' },
    { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_ONLY_HIGH' },
  ],
  systemInstruction: 'Be brief.',
  functionDeclarations: [
    {
      name: 'get_weather',
      description: 'Weather',
      parameters: { type: 'OBJECT', properties: { city: { type: 'STRING' } } },
    },
    { name: 'noop' },
  ],
  toolConfig: { mode: 'ANY', allowedFunctionNames: ['get_weather'] },
  cachedContent: 'cachedContents/abc-123',
});

const form = (patch: Partial<SettingsForm>): SettingsForm => ({
  ...settingsToForm(defaultSettings()),
  ...patch,
});

function errorsOf(patch: Partial<SettingsForm>) {
  const result = formToSettings(form(patch));
  if (result.ok) throw new Error('expected problems');
  return result.errors;
}

describe('run settings form', () => {
  it('round-trips every field of RunSettings', () => {
    const back = formToSettings(settingsToForm(full));
    expect(back.ok).toBe(true);
    // Safety settings come back in the contract's category order.
    expect(back.ok && back.settings).toEqual({
      ...full,
      safetySettings: [
        { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_ONLY_HIGH' },
        { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_NONE' },
      ],
    });
    expect(formToSettings(settingsToForm(defaultSettings()))).toEqual({
      ok: true,
      settings: defaultSettings(),
    });
  });

  it('leaves empty number fields to the service default and reads typed text as numbers', () => {
    const result = formToSettings(form({ temperature: '', topK: '12', seed: '-3' }));
    expect(result.ok && [result.settings.temperature, result.settings.topK, result.settings.seed]).toEqual([
      null,
      12,
      -3,
    ]);
  });

  it('names each out-of-range value by its field, with the limit', () => {
    const errors = errorsOf({ temperature: 2.5, topP: -0.1, topK: 1.5, maxOutputTokens: 0, seed: 'abc' });
    expect(errors.temperature).toBe('must be at most 2');
    expect(errors.topP).toBe('must be at least 0');
    expect(errors.topK).toBe('must be a whole number');
    expect(errors.maxOutputTokens).toBe('must be at least 1');
    expect(errors.seed).toBe('enter a number');
    expect(errorsOf({ thinkingBudget: 40_000 }).thinkingBudget).toBe('must be at most 32768');
  });

  it('refuses a sixth stop sequence and a bad model name', () => {
    expect(errorsOf({ stopSequences: ['a', 'b', 'c', 'd', 'e', 'f'] }).stopSequences).toBe(
      'at most 5 stop sequences (the service refuses a sixth): remove one',
    );
    expect(errorsOf({ model: 'gemini' }).model).toMatch(/models\/NAME/);
  });

  it('reports JSON that does not parse, or is not an object, where it was typed', () => {
    expect(errorsOf({ jsonMode: true, responseSchemaText: '{"type": ' }).responseSchema).toMatch(
      /^invalid JSON/,
    );
    expect(errorsOf({ jsonMode: true, responseSchemaText: '[1]' }).responseSchema).toMatch(/JSON object/);
    expect(errorsOf({ responseSchemaText: '{"type":"STRING"}' }).responseSchema).toBe(
      'a response schema needs JSON mode',
    );
    const fn = { name: 'f', description: '', parametersText: '{oops' };
    expect(errorsOf({ functions: [fn] })['functions.0.parameters']).toMatch(/^invalid JSON/);
  });

  it('checks function names, duplicates and the allowed names of mode ANY', () => {
    const fn = (name: string) => ({ name, description: '', parametersText: '' });
    expect(errorsOf({ functions: [fn('9lives')] })['functions.0.name']).toMatch(/not starting with a digit/);
    expect(errorsOf({ functions: [fn('a'), fn('a')] })['functions.1.name']).toBe('a is declared twice');
    expect(
      errorsOf({ functions: [fn('a')], allowedFunctionNames: ['a'] })['toolConfig.allowedFunctionNames'],
    ).toBe('allowed function names need mode ANY');
    expect(
      errorsOf({ functions: [fn('a')], toolMode: 'ANY', allowedFunctionNames: ['b'] })[
        'toolConfig.allowedFunctionNames'
      ],
    ).toBe('b is not declared');
  });

  it('sends no toolConfig when nothing about tools was set', () => {
    const plain = formToSettings(form({}));
    expect(plain.ok && plain.settings.toolConfig).toBeNull();
    const none = formToSettings(form({ toolMode: 'NONE' }));
    expect(none.ok && none.settings.toolConfig).toEqual({ mode: 'NONE', allowedFunctionNames: [] });
  });

  it('gives Send a one-line reason with the field label', () => {
    expect(firstProblem(errorsOf({ temperature: 3 }))).toBe('Temperature: must be at most 2');
    expect(firstProblem({})).toBeNull();
  });

  it('parses JSON objects and treats blank text as none', () => {
    expect(parseJsonObject('  ')).toEqual({ value: null, error: null });
    expect(parseJsonObject('{"a":1}')).toEqual({ value: { a: 1 }, error: null });
    expect(parseJsonObject('null').error).toMatch(/JSON object/);
  });

  it('refuses an OBJECT without properties, as Gemini does, in the response schema and in function parameters', () => {
    const refused =
      /^an OBJECT needs at least one property: Gemini refuses it with 400 "properties: should be non-empty for OBJECT type"/;
    const schema = errorsOf({ jsonMode: true, responseSchemaText: '{"type":"OBJECT"}' }).responseSchema;
    expect(schema).toMatch(refused);
    const nested = errorsOf({
      jsonMode: true,
      responseSchemaText:
        '{"type":"OBJECT","properties":{"tags":{"type":"ARRAY","items":{"type":"object","properties":{}}}}}',
    }).responseSchema;
    expect(nested).toMatch(refused);
    expect(nested).toContain('(at properties.tags.items)');
    const fn = { name: 'list_files', description: '', parametersText: '{"type":"OBJECT","properties":{}}' };
    const parameters = errorsOf({ functions: [fn] })['functions.0.parameters'];
    expect(parameters).toMatch(refused);
    expect(parameters).toContain('for a function without parameters, leave them empty');
    // No parameters at all is how a function without any is declared.
    expect(formToSettings(form({ functions: [{ ...fn, parametersText: '' }] })).ok).toBe(true);
  });

  it('drops the allowed names of a removed function, so removing every function leaves none stale', () => {
    const fn = (name: string) => ({ name, description: '', parametersText: '' });
    const tools = { functions: [fn('a'), fn('b')], allowedFunctionNames: ['a', 'b'] };
    expect(removeFunction(tools, 0)).toEqual({ functions: [fn('b')], allowedFunctionNames: ['b'] });
    const none = removeFunction(removeFunction(tools, 1), 0);
    expect(none).toEqual({ functions: [], allowedFunctionNames: [] });
    expect(formToSettings(form({ ...none, toolMode: 'AUTO' }))).toMatchObject({ ok: true });
  });

  it('keeps every valid field when another one is invalid', () => {
    const saved = {
      ...defaultSettings(),
      temperature: 0.2,
      jsonMode: true,
      responseSchema: { type: 'STRING' },
    };
    const edited = form({
      ...settingsToForm(saved),
      temperature: 0.9,
      topK: 12,
      systemInstruction: 'Be brief.',
      responseSchemaText: '{"type": ',
      stopSequences: ['END'],
      functions: [{ name: '9lives', description: '', parametersText: '' }],
    });
    const kept = keepValidFields(edited, saved);
    expect(kept).toMatchObject({
      temperature: 0.9,
      topK: 12,
      systemInstruction: 'Be brief.',
      stopSequences: ['END'],
      jsonMode: true,
      responseSchema: { type: 'STRING' },
      functionDeclarations: [],
    });
    expect(RunSettings.safeParse(kept).success).toBe(true);
    // A valid form is kept whole.
    expect(keepValidFields(form({ temperature: 1 }), saved).temperature).toBe(1);
  });
});
