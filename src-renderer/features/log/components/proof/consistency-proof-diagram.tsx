import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ConsistencyTrace } from '@/lib/contract';
import { formatUint64 } from '@/lib/format';
import { ConsistencyStepRow } from './consistency-step-row';
import { ProofConnector } from './proof-connector';
import { ProofRow } from './proof-row';
import { RootComparison } from './root-comparison';

/**
 * A consistency proof drawn like an inclusion proof (RFC 9162 §2.1.4.2):
 * each proof hash feeds two chains, one rebuilding the old root and one the
 * new root; both must land on the given roots for the old tree to be a
 * prefix of the new one. Whether a checkpoint signs those roots is said
 * where they come from, not here.
 */
export function ConsistencyProofDiagram({ trace }: { trace: ConsistencyTrace }) {
  // Steps carry no status of their own: they pass together when both roots match.
  const stepStatus = trace.ok ? 'ok' : 'unchecked';
  const stepsTopDown = [...trace.steps].reverse();
  return (
    <Stack gap={0} data-testid="consistency-proof" data-ok={String(trace.ok)}>
      <Group justify="space-between" mb="xs">
        <Title order={5}>
          Consistency proof · size {formatUint64(trace.size1)} → {formatUint64(trace.size2)} ·{' '}
          {trace.steps.length} hash{trace.steps.length === 1 ? '' : 'es'}
        </Title>
        <Badge color={trace.ok ? 'teal' : 'red'} variant="filled" data-testid="consistency-verdict">
          {trace.ok ? 'consistent' : 'not consistent'}
        </Badge>
      </Group>
      {trace.error && (
        <Text size="sm" c="red" mb="xs" data-testid="consistency-error">
          {trace.error}
        </Text>
      )}
      <RootComparison
        title={`New root (size ${formatUint64(trace.size2)})`}
        computed={trace.computedRoot2}
        expected={trace.root2}
        expectedLabel="expected new root"
        error={trace.computedRoot2 === null ? trace.error : null}
        computedTestId="consistency-root2-computed"
        expectedTestId="consistency-root2-expected"
      />
      <ProofConnector />
      <RootComparison
        title={`Old root (size ${formatUint64(trace.size1)})`}
        computed={trace.computedRoot1}
        expected={trace.root1}
        expectedLabel="expected old root"
        error={trace.computedRoot1 === null ? trace.error : null}
        computedTestId="consistency-root1-computed"
        expectedTestId="consistency-root1-expected"
      />
      {stepsTopDown.map((step) => (
        <Stack key={step.index} gap={0}>
          <ProofConnector />
          <ConsistencyStepRow step={step} status={stepStatus} />
        </Stack>
      ))}
      <ProofConnector />
      <ProofRow status={stepStatus} title="Start" caption="the proof is read from its first hash upwards">
        <Text size="sm">
          Old tree: {formatUint64(trace.size1)} leaves · new tree: {formatUint64(trace.size2)} leaves
          {trace.size1 === trace.size2 ? ' (same size: the roots must be identical)' : ''}
        </Text>
      </ProofRow>
    </Stack>
  );
}
