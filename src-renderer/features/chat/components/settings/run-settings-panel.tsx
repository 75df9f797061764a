import {
  Divider,
  Group,
  NumberInput,
  ScrollArea,
  SegmentedControl,
  Stack,
  Switch,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { applySettings, applyValidFields } from '@/features/chat/stores/chat-actions';
import { useSettingsFormStore, type Pane } from '@/features/chat/stores/settings-form-store';
import {
  firstProblem,
  formToSettings,
  settingsToForm,
  type SettingsForm,
} from '@/features/chat/utils/settings-form';
import { FunctionsEditor } from './functions-editor';
import { JsonTextField } from './json-text-field';
import { ModelSelect } from './model-select';
import { PresetsMenu } from './presets-menu';
import { SafetyEditor } from './safety-editor';

const SCHEMA_EXAMPLE =
  '{ "type": "OBJECT", "properties": { "answer": { "type": "STRING" } }, "required": ["answer"] }';

interface NumberSpec {
  key: 'temperature' | 'topP' | 'topK' | 'maxOutputTokens' | 'seed' | 'thinkingBudget';
  label: string;
  step?: number;
  integer?: boolean;
  placeholder: string;
}

/** The numeric settings, laid out in rows of two. */
const NUMBER_ROWS: NumberSpec[][] = [
  [
    { key: 'temperature', label: 'Temperature', step: 0.1, placeholder: 'default (0–2)' },
    { key: 'topP', label: 'Top P', step: 0.05, placeholder: 'default (0–1)' },
  ],
  [
    { key: 'topK', label: 'Top K', integer: true, placeholder: 'default (1–1000)' },
    { key: 'maxOutputTokens', label: 'Max output tokens', integer: true, placeholder: 'model maximum' },
  ],
  [
    { key: 'seed', label: 'Seed', integer: true, placeholder: 'random' },
    { key: 'thinkingBudget', label: 'Thinking budget', integer: true, placeholder: 'model default' },
  ],
];

/**
 * Every RunSettings field, checked with the contract's schema as it is typed. Valid settings go into
 * the chat (and are saved) at once; invalid ones keep their inline errors and disable Send.
 */
export function RunSettingsPanel() {
  const editing = useSettingsFormStore((state) => state.editing);
  const comparing = useSettingsFormStore((state) => state.forms.b !== null);
  const form = useSettingsFormStore((state) =>
    editing === 'b' && state.forms.b ? state.forms.b : state.forms.a,
  );
  const pane: Pane = editing === 'b' && comparing ? 'b' : 'a';
  const result = useMemo(() => formToSettings(form), [form]);
  const errors = result.ok ? {} : result.errors;

  // An invalid form still saves every field that is valid as typed: one bad field never costs the others.
  useEffect(() => {
    if (result.ok) applySettings(pane, result.settings);
    else applyValidFields(pane, form);
  }, [pane, result, form]);

  const update = (patch: Partial<SettingsForm>) =>
    useSettingsFormStore.getState().setForm(pane, { ...form, ...patch });

  return (
    <ScrollArea h="100%" type="auto" offsetScrollbars>
      <Stack gap="sm" p="xs" data-testid="run-settings" aria-label="Run settings">
        <Group justify="space-between">
          <Title order={5}>Run settings</Title>
          <Group gap="xs">
            {!result.ok && (
              <Text size="xs" c="red" data-testid="settings-invalid">
                {Object.keys(errors).length} to fix
              </Text>
            )}
            <PresetsMenu
              current={result.ok ? result.settings : null}
              problem={result.ok ? null : firstProblem(errors)}
              onApply={(settings) => useSettingsFormStore.getState().setForm(pane, settingsToForm(settings))}
            />
          </Group>
        </Group>
        {comparing && (
          <SegmentedControl
            size="xs"
            fullWidth
            aria-label="Settings of pane"
            value={pane}
            onChange={(value) => useSettingsFormStore.getState().setEditing(value as Pane)}
            data={[
              { value: 'a', label: 'Pane A' },
              { value: 'b', label: 'Pane B' },
            ]}
          />
        )}
        <ModelSelect value={form.model} error={errors.model} onChange={(model) => update({ model })} />
        {NUMBER_ROWS.map((row) => {
          const fields = row.map((spec) => (
            <NumberInput
              key={spec.key}
              size="xs"
              label={spec.label}
              placeholder={spec.placeholder}
              value={form[spec.key]}
              step={spec.step ?? 1}
              allowDecimal={!spec.integer}
              // Out-of-range values stay as typed and are reported, rather than silently clamped on blur.
              clampBehavior="none"
              error={errors[spec.key]}
              onChange={(next) => update({ [spec.key]: next })}
            />
          ));
          return row.length === 1 ? (
            fields[0]
          ) : (
            <Group key={row[0]!.key} grow gap="xs" align="flex-start">
              {fields}
            </Group>
          );
        })}
        <Switch
          size="xs"
          label="Include thoughts (thought summaries, shown folded)"
          description="A budget of 0 turns thinking off; -1 lets the model decide"
          checked={form.includeThoughts}
          onChange={(event) => update({ includeThoughts: event.currentTarget.checked })}
        />
        <TagsInput
          size="xs"
          label="Stop sequences"
          description="Up to 5; press Enter after each"
          value={form.stopSequences}
          onChange={(stopSequences) => update({ stopSequences })}
          // No maxTags: a sixth is taken and reported (the service refuses it), not silently dropped.
          splitChars={[]}
          error={errors.stopSequences}
          clearable
        />
        <Textarea
          size="xs"
          label="System instruction"
          value={form.systemInstruction}
          error={errors.systemInstruction}
          onChange={(event) => update({ systemInstruction: event.currentTarget.value })}
          autosize
          minRows={2}
          maxRows={10}
        />
        <Divider />
        <Switch
          label="JSON mode (responseMimeType application/json)"
          checked={form.jsonMode}
          onChange={(event) => update({ jsonMode: event.currentTarget.checked })}
        />
        {(form.jsonMode || form.responseSchemaText.trim() !== '') && (
          <JsonTextField
            label="Response schema"
            description="OpenAPI subset, as Gemini takes it (types in capitals); empty for any JSON"
            value={form.responseSchemaText}
            placeholder={SCHEMA_EXAMPLE}
            error={errors.responseSchema}
            onChange={(responseSchemaText) => update({ responseSchemaText })}
            testId="response-schema"
          />
        )}
        <Divider />
        <FunctionsEditor form={form} errors={errors} onChange={update} />
        <Divider />
        <SafetyEditor
          safety={form.safety}
          error={errors.safetySettings}
          onChange={(safety) => update({ safety })}
        />
        <Divider />
        <TextInput
          size="xs"
          label="Cached content"
          placeholder="cachedContents/ID"
          value={form.cachedContent}
          error={errors.cachedContent}
          onChange={(event) => update({ cachedContent: event.currentTarget.value })}
          spellCheck={false}
        />
      </Stack>
    </ScrollArea>
  );
}
