import { Paper, Stack, Text, type MantineColor } from '@mantine/core';
import { HashValue } from '@/components/hash-value';

interface HashNodeProps {
  /** What this hash is: "sibling (left)", "hash in", "old root" … */
  label: string;
  hash: string | null;
  color?: MantineColor;
  /** Shown instead of a hash when there is none (not computed, not used). */
  missing?: string;
  testId?: string;
  strong?: boolean;
}

/** One node of a proof drawing: a labelled hash in a box whose border carries its status colour. */
export function HashNode({ label, hash, color = 'gray', missing = '—', testId, strong }: HashNodeProps) {
  return (
    <Paper
      withBorder
      px="xs"
      py={4}
      radius="sm"
      miw={170}
      style={{
        borderColor: `var(--mantine-color-${color}-filled)`,
        borderWidth: strong ? 2 : 1,
        background: `var(--mantine-color-${color}-light)`,
      }}
    >
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        {hash ? (
          <HashValue value={hash} head={10} tail={8} size="xs" testId={testId} copyLabel={`Copy ${label}`} />
        ) : (
          <Text size="xs" c="dimmed" data-testid={testId}>
            {missing}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
