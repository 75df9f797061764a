import { Button, NumberInput, Popover, Stack, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import type { UrlSettings } from '@/lib/contract';
import { useSaveUrlSettings } from '../api/save-url-settings';
import { useUrlSettings } from '../api/url-settings';

const FIELDS: { key: keyof UrlSettings; label: string; description: string; min: number; max: number }[] = [
  {
    key: 'cooldownDays',
    label: 'Cooldown (days)',
    description:
      'A send skips URLs notified with the same type within this many days, so no quota goes to repeats. 0 sends every time.',
    min: 0,
    max: 365,
  },
  {
    key: 'dailyQuota',
    label: 'Daily publish quota',
    description:
      "Publish requests a day for the Google Cloud project (the service's default is 200; set what Google granted if it was raised). The queue stops there until midnight Pacific.",
    min: 1,
    max: 1_000_000,
  },
  {
    key: 'metadataPerMinute',
    label: 'Metadata reads a minute',
    description:
      "Status reads (last notify times) allowed a minute (the service's default is 180); Refresh status defers the rest.",
    min: 1,
    max: 100_000,
  },
];

function SettingsForm({ saved, onSaved }: { saved: UrlSettings; onSaved: () => void }) {
  const [draft, setDraft] = useState(saved);
  const save = useSaveUrlSettings();
  const valid = FIELDS.every(
    ({ key, min, max }) => Number.isInteger(draft[key]) && draft[key] >= min && draft[key] <= max,
  );
  return (
    <Stack gap="sm" w={340}>
      {FIELDS.map(({ key, label, description, min, max }) => (
        <NumberInput
          key={key}
          label={label}
          description={description}
          min={min}
          max={max}
          allowDecimal={false}
          value={draft[key]}
          onChange={(value) => setDraft((current) => ({ ...current, [key]: Number(value) }))}
          data-testid={`url-setting-${key}`}
        />
      ))}
      <Button
        disabled={!valid}
        loading={save.isPending}
        onClick={() => save.mutate(draft, { onSuccess: onSaved })}
        data-testid="url-settings-save"
      >
        Save
      </Button>
    </Stack>
  );
}

/** The page's settings (cooldown, daily quota, metadata budget) with what each one does. */
export function UrlSettingsPopover() {
  const [opened, setOpened] = useState(false);
  const settings = useUrlSettings();
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconSettings size={16} />}
          onClick={() => setOpened((open) => !open)}
          data-testid="url-settings"
        >
          Settings
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {settings.data ? (
          <SettingsForm saved={settings.data} onSaved={() => setOpened(false)} />
        ) : (
          <Text size="sm" c={settings.error ? 'red' : 'dimmed'}>
            {settings.error ? 'The settings could not be read: retry in a moment.' : 'Loading…'}
          </Text>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
