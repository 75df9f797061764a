import { Select, Text } from '@mantine/core';
import { useMemo } from 'react';
import { describeError } from '@/lib/errors';
import { useModels } from '@/features/chat/api/list-models';

/** The active profile's models that can generate content; the chat's own model stays listed even if gone. */
export function ModelSelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (model: string) => void;
}) {
  const models = useModels();
  const data = useMemo(() => {
    const usable = (models.data ?? [])
      .filter((model) => model.supportedGenerationMethods.includes('generateContent'))
      .map((model) => ({
        value: model.name,
        label: `${model.displayName} (${model.name.replace(/^models\//, '')})`,
      }));
    if (value && !usable.some((option) => option.value === value)) usable.unshift({ value, label: value });
    return usable;
  }, [models.data, value]);

  return (
    <div>
      <Select
        size="xs"
        label="Model"
        data={data}
        value={value}
        onChange={(next) => next && onChange(next)}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No such model"
        error={error}
        data-testid="model-select"
      />
      {models.isError && (
        <Text size="xs" c="orange">
          The model list could not be loaded: {describeError(models.error).message}
        </Text>
      )}
    </div>
  );
}
