import { Button, Group, NumberInput, SimpleGrid, Stack, Text, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import type { FaultSettings, ServiceId } from '@/lib/contract';
import { useSetSandboxFaults } from '../api/set-sandbox-faults';
import { draftFromSettings, settingsFromDraft, type FaultDraft } from '../utils/fault-draft';

interface FaultFormProps {
  service: ServiceId;
  /** The faults in force; the form starts from them (remount it with a key when they change). */
  current: FaultSettings;
}

const PCT = { min: 0, max: 100, suffix: ' %' };
const WHOLE = { min: 0, allowDecimal: false };

const FIELDS: Array<{ name: keyof FaultDraft } & NumberInputProps> = [
  { name: 'latencyMs', label: 'Latency (ms)', ...WHOLE, max: 60_000, step: 100 },
  { name: 'errorRatePct', label: 'Error rate (%)', ...PCT },
  { name: 'errorStatus', label: 'Error status', min: 400, max: 599, allowDecimal: false },
  { name: 'retryAfterSeconds', label: 'Retry-After (s)', placeholder: 'No header', ...WHOLE, max: 3600 },
  { name: 'resetRatePct', label: 'Connection reset rate (%)', ...PCT },
  { name: 'truncateRatePct', label: 'Truncated body rate (%)', ...PCT },
  { name: 'remaining', label: 'Faulted requests left', placeholder: 'No limit', ...WHOLE, max: 1_000_000 },
];

/** Latency, errors, resets and truncation for one sandbox service. */
export function FaultForm({ service, current }: FaultFormProps) {
  const [draft, setDraft] = useState<FaultDraft>(() => draftFromSettings(current));
  const apply = useSetSandboxFaults();
  const checked = settingsFromDraft(draft);
  const errors = checked.ok ? {} : checked.errors;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.ok) apply.mutate({ service, faults: checked.settings });
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          {FIELDS.map(({ name, ...input }) => (
            <NumberInput
              key={name}
              {...input}
              value={draft[name]}
              onChange={(value) => setDraft((previous) => ({ ...previous, [name]: value }))}
              error={errors[name]}
              data-testid={`fault-${service}-${name}`}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Rates apply per request. Retry-After is sent with 429 and 503 answers.
          </Text>
          <Button
            type="submit"
            disabled={!checked.ok}
            loading={apply.isPending}
            data-testid={`fault-${service}-apply`}
          >
            Apply
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
