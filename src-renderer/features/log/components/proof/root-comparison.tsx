import { Badge, Group, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { HashNode } from './hash-node';
import { ProofRow } from './proof-row';

interface RootComparisonProps {
  title: string;
  computed: string | null;
  expected: string;
  /** What the expected root is: "signed" only when a trusted checkpoint signs it. */
  expectedLabel: string;
  /** Why no root was computed, or why the proof failed, when it did. */
  error: string | null;
  computedTestId: string;
  expectedTestId: string;
  testId?: string;
}

/** The top of a drawing: the root the proof recomputes next to the root it must equal. */
export function RootComparison({
  title,
  computed,
  expected,
  expectedLabel,
  error,
  computedTestId,
  expectedTestId,
  testId,
}: RootComparisonProps) {
  const matches = computed !== null && computed === expected;
  const color = matches ? 'teal' : 'red';
  return (
    <ProofRow
      status={matches ? 'ok' : 'failed'}
      title={title}
      testId={testId}
      problem={
        matches
          ? undefined
          : (error ?? 'The recomputed root differs from the expected root: the proof does not lead to it.')
      }
    >
      <HashNode
        label="computed from the proof"
        hash={computed}
        color={color}
        missing="not computed"
        testId={computedTestId}
        strong
      />
      <Group gap={4}>
        <IconArrowRight size={16} />
        <Text size="xs" c="dimmed">
          must equal
        </Text>
      </Group>
      <HashNode label={expectedLabel} hash={expected} color={color} testId={expectedTestId} strong />
      <Badge color={color} variant="light" style={{ alignSelf: 'center' }}>
        {matches ? 'equal' : 'differ'}
      </Badge>
    </ProofRow>
  );
}
