import { ColorSwatch, Group, UnstyledButton, Text } from '@mantine/core';

export interface LegendEntry {
  name: string;
  label: string;
  color: string;
}

interface SeriesLegendProps {
  entries: readonly LegendEntry[];
  hidden: ReadonlySet<string>;
  onToggle: (name: string) => void;
  testId: string;
}

/** A chart's legend whose entries show or hide their series (a hidden one is dimmed, not removed). */
export function SeriesLegend({ entries, hidden, onToggle, testId }: SeriesLegendProps) {
  return (
    <Group gap="md" data-testid={testId}>
      {entries.map(({ name, label, color }) => {
        const shown = !hidden.has(name);
        return (
          <UnstyledButton
            key={name}
            onClick={() => onToggle(name)}
            aria-pressed={shown}
            title={shown ? `Hide ${label}` : `Show ${label}`}
            data-testid={`${testId}-${name}`}
            style={{ opacity: shown ? 1 : 0.45 }}
          >
            <Group gap={6}>
              <ColorSwatch color={`var(--mantine-color-${color.replace('.', '-')})`} size={12} />
              <Text size="sm" td={shown ? undefined : 'line-through'}>
                {label}
              </Text>
            </Group>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}

/** The set with `name` added, or removed when it was there. */
export function toggled(set: ReadonlySet<string>, name: string): Set<string> {
  const next = new Set(set);
  if (!next.delete(name)) next.add(name);
  return next;
}
