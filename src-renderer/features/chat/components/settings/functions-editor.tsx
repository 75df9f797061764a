import { ActionIcon, Button, Card, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FUNCTION_CALLING_MODES } from '@/lib/contract';
import {
  removeFunction,
  type FieldErrors,
  type FunctionCallingMode,
  type FunctionDraft,
  type SettingsForm,
} from '@/features/chat/utils/settings-form';
import { JsonTextField } from './json-text-field';

const PARAMETERS_EXAMPLE =
  '{ "type": "OBJECT", "properties": { "city": { "type": "STRING" } }, "required": ["city"] }';

type ToolsForm = Pick<SettingsForm, 'functions' | 'toolMode' | 'allowedFunctionNames'>;

/** Function declarations (name, description, parameters Schema as JSON) and the function-calling mode. */
export function FunctionsEditor({
  form,
  errors,
  onChange,
}: {
  form: ToolsForm;
  errors: FieldErrors;
  onChange: (patch: Partial<ToolsForm>) => void;
}) {
  const setFunction = (index: number, patch: Partial<FunctionDraft>) =>
    onChange({ functions: form.functions.map((fn, i) => (i === index ? { ...fn, ...patch } : fn)) });
  const names = form.functions.map((fn) => fn.name.trim()).filter((name) => name !== '');

  return (
    <Stack gap="xs" data-testid="functions-editor">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Function declarations
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPlus size={12} />}
          onClick={() =>
            onChange({ functions: [...form.functions, { name: '', description: '', parametersText: '' }] })
          }
        >
          Add function
        </Button>
      </Group>
      {form.functions.length === 0 && (
        <Text size="xs" c="dimmed">
          None: the model answers in text only.
        </Text>
      )}
      {form.functions.map((fn, index) => (
        <Card key={index} withBorder padding="xs" data-testid="function-declaration">
          <Stack gap={6}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                label={`Function ${index + 1} name`}
                value={fn.name}
                error={errors[`functions.${index}.name`]}
                onChange={(event) => setFunction(index, { name: event.currentTarget.value })}
                spellCheck={false}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove function ${index + 1}`}
                onClick={() => onChange(removeFunction(form, index))}
              >
                <IconTrash size={14} />
              </ActionIcon>
            </Group>
            <TextInput
              size="xs"
              label={`Function ${index + 1} description`}
              value={fn.description}
              error={errors[`functions.${index}.description`]}
              onChange={(event) => setFunction(index, { description: event.currentTarget.value })}
            />
            <JsonTextField
              label={`Function ${index + 1} parameters (JSON Schema, OpenAPI subset)`}
              value={fn.parametersText}
              placeholder={PARAMETERS_EXAMPLE}
              error={errors[`functions.${index}.parameters`]}
              onChange={(parametersText) => setFunction(index, { parametersText })}
            />
          </Stack>
        </Card>
      ))}
      {errors.functions && (
        <Text size="xs" c="red">
          {errors.functions}
        </Text>
      )}
      <Select
        size="xs"
        label="Function calling mode"
        data={[...FUNCTION_CALLING_MODES]}
        value={form.toolMode}
        allowDeselect={false}
        error={errors['toolConfig.mode']}
        onChange={(value) => onChange({ toolMode: (value ?? 'AUTO') as FunctionCallingMode })}
      />
      <MultiSelect
        size="xs"
        label="Allowed function names (mode ANY)"
        data={[...new Set([...names, ...form.allowedFunctionNames])]}
        value={form.allowedFunctionNames}
        error={errors['toolConfig.allowedFunctionNames']}
        onChange={(allowedFunctionNames) => onChange({ allowedFunctionNames })}
        clearable
      />
    </Stack>
  );
}
