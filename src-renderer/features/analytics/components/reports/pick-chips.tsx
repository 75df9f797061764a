import { Chip, Group, Stack, Text, Tooltip } from '@mantine/core';

interface PickChipsProps {
  label: string;
  /** For test IDs: `pick-<kind>-<name>`. */
  kind: string;
  options: readonly string[];
  picked: readonly string[];
  /** Why an option cannot be picked now, or undefined when it can. */
  reasonFor: (name: string) => string | undefined;
  onToggle: (name: string) => void;
}

/** Options as chips: picked ones on, those no report type allows with the picks off with the reason on hover. */
export function PickChips({ label, kind, options, picked, reasonFor, onToggle }: PickChipsProps) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap={6}>
        {options.map((name) => {
          const reason = picked.includes(name) ? undefined : reasonFor(name);
          return (
            <Tooltip key={name} label={reason} disabled={reason === undefined} multiline w={320} withArrow>
              <span data-testid={`pick-${kind}-${name}`} data-unavailable={reason !== undefined || undefined}>
                <Chip
                  size="xs"
                  checked={picked.includes(name)}
                  disabled={reason !== undefined}
                  onChange={() => onToggle(name)}
                >
                  {name}
                </Chip>
              </span>
            </Tooltip>
          );
        })}
      </Group>
    </Stack>
  );
}
