import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconMinus, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { STEP_STATUS, type StepStatus } from './step-status';

interface ProofRowProps {
  status: StepStatus;
  title: ReactNode;
  /** Small print under the title: how the output is computed. */
  caption?: ReactNode;
  children: ReactNode;
  /** A failure's explanation, shown in the row. */
  problem?: ReactNode;
  testId?: string;
  /** Extra data-* attributes (index, side …) for tests and styling. */
  data?: Record<`data-${string}`, string>;
}

const ICONS = { ok: IconCheck, failed: IconX, unchecked: IconMinus, tainted: IconAlertTriangle } as const;

/** A row of a proof drawing: status icon and colour bar, a title, the hash nodes, and the reason when it failed. */
export function ProofRow({ status, title, caption, children, problem, testId, data }: ProofRowProps) {
  const { color, label } = STEP_STATUS[status];
  const Icon = ICONS[status];
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      data-testid={testId}
      data-status={status}
      {...data}
      style={{
        // Longhand properties only: React warns when a shorthand and its longhands change together.
        borderLeftWidth: 4,
        borderLeftStyle: 'solid',
        borderLeftColor: `var(--mantine-color-${color}-filled)`,
        ...(status === 'failed'
          ? {
              borderTopColor: 'var(--mantine-color-red-filled)',
              borderRightColor: 'var(--mantine-color-red-filled)',
              borderBottomColor: 'var(--mantine-color-red-filled)',
            }
          : {}),
      }}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon size="sm" radius="xl" color={color} variant="light" aria-label={label}>
            <Icon size={14} />
          </ThemeIcon>
          <Text size="sm" fw={600}>
            {title}
          </Text>
          {caption && (
            <Text size="xs" c="dimmed">
              {caption}
            </Text>
          )}
        </Group>
        <Group gap="xs" align="stretch">
          {children}
        </Group>
        {problem && (
          <Text size="sm" c="red" data-testid={testId ? `${testId}-problem` : undefined}>
            {problem}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
