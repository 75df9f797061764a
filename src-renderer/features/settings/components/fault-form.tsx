import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FaultSettings, ServiceId } from '@/lib/contract';
import { useSetSandboxFaults } from '../api/set-sandbox-faults';
import { draftFromSettings, settingsFromDraft, type FaultDraft } from '../utils/fault-draft';

interface FaultFormProps {
  service: ServiceId;
  /** The faults in force; the form starts from them (remount it with a key when they change). */
  current: FaultSettings;
}

/** Latency, errors, resets and truncation for one sandbox service. */
export function FaultForm({ service, current }: FaultFormProps) {
  const [draft, setDraft] = useState<FaultDraft>(() => draftFromSettings(current));
  const apply = useSetSandboxFaults();
  const checked = settingsFromDraft(draft);
  const errors = checked.ok ? {} : checked.errors;
  const field = (name: keyof FaultDraft) => ({
    value: draft[name],
    onChange: (value: number | string) => setDraft((previous) => ({ ...previous, [name]: value })),
    error: errors[name],
    'data-testid': `fault-${service}-${name}`,
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.ok) apply.mutate({ service, faults: checked.settings });
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <NumberInput
            label="Latency (ms)"
            min={0}
            max={60_000}
            step={100}
            allowDecimal={false}
            {...field('latencyMs')}
          />
          <NumberInput label="Error rate (%)" min={0} max={100} suffix=" %" {...field('errorRatePct')} />
          <NumberInput
            label="Error status"
            min={400}
            max={599}
            allowDecimal={false}
            {...field('errorStatus')}
          />
          <NumberInput
            label="Retry-After (s)"
            placeholder="No header"
            min={0}
            max={3600}
            allowDecimal={false}
            {...field('retryAfterSeconds')}
          />
          <NumberInput
            label="Connection reset rate (%)"
            min={0}
            max={100}
            suffix=" %"
            {...field('resetRatePct')}
          />
          <NumberInput
            label="Truncated body rate (%)"
            min={0}
            max={100}
            suffix=" %"
            {...field('truncateRatePct')}
          />
          <NumberInput
            label="Faulted requests left"
            placeholder="No limit"
            min={0}
            max={1_000_000}
            allowDecimal={false}
            {...field('remaining')}
          />
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
