import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { HARM_CATEGORIES, HARM_THRESHOLDS } from '@/lib/contract';
import {
  categoryLabel,
  type HarmCategory,
  type HarmThreshold,
  type SettingsForm,
} from '@/features/chat/utils/settings-form';

const DEFAULT = 'default';

const THRESHOLD_OPTIONS = [
  { value: DEFAULT, label: 'Service default' },
  ...HARM_THRESHOLDS.map((threshold) => ({ value: threshold, label: threshold })),
];

/** One threshold per harm category; "Service default" leaves the category out of the request. */
export function SafetyEditor({
  safety,
  error,
  onChange,
}: {
  safety: SettingsForm['safety'];
  error: string | undefined;
  onChange: (safety: SettingsForm['safety']) => void;
}) {
  const set = (category: HarmCategory, value: string | null) => {
    const next = { ...safety };
    if (!value || value === DEFAULT) delete next[category];
    else next[category] = value as HarmThreshold;
    onChange(next);
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Safety settings
      </Text>
      <SimpleGrid cols={1} spacing={4}>
        {HARM_CATEGORIES.map((category) => (
          <Select
            key={category}
            size="xs"
            label={categoryLabel(category)}
            aria-label={`Safety threshold: ${categoryLabel(category)}`}
            data={THRESHOLD_OPTIONS}
            value={safety[category] ?? DEFAULT}
            onChange={(value) => set(category, value)}
            allowDeselect={false}
          />
        ))}
      </SimpleGrid>
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
