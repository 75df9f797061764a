import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { InclusionTrace } from '@/lib/contract';
import { formatUint64 } from '@/lib/format';
import { HashNode } from './hash-node';
import { InclusionStepRow } from './inclusion-step-row';
import { ProofConnector } from './proof-connector';
import { ProofRow } from './proof-row';
import { RootComparison } from './root-comparison';

/**
 * An inclusion proof drawn leaf → root (RFC 9162 §2.1.3.2), read bottom up:
 * the leaf hash, then one row per proof hash with its sibling on the side it
 * sits, then the recomputed root against the expected one. A failed step,
 * once diagnosed, is red with the sibling it should have had. `rootSigned`:
 * a trusted checkpoint signs the expected root; without one the drawing
 * calls it unsigned, since the proof then shows arithmetic only.
 */
export function InclusionProofDiagram({ trace, rootSigned }: { trace: InclusionTrace; rootSigned: boolean }) {
  const stepsTopDown = [...trace.steps].reverse();
  const failedSteps = trace.steps.filter((step) => step.status === 'failed').map((step) => step.index);
  const proof = { ok: trace.ok, firstFailedStep: failedSteps.length > 0 ? Math.min(...failedSteps) : null };
  return (
    <Stack gap={0} data-testid="inclusion-proof" data-ok={String(trace.ok)}>
      <Group justify="space-between" mb="xs">
        <Title order={5}>
          Inclusion proof · leaf {formatUint64(trace.leafIndex)} of a tree of {formatUint64(trace.treeSize)} ·{' '}
          {trace.steps.length} hash{trace.steps.length === 1 ? '' : 'es'}
        </Title>
        <Badge color={trace.ok ? 'teal' : 'red'} variant="filled" data-testid="proof-verdict">
          {trace.ok ? 'root recomputed' : 'proof fails'}
        </Badge>
      </Group>
      <RootComparison
        title="Root"
        computed={trace.computedRoot}
        expected={trace.expectedRoot}
        expectedLabel={
          rootSigned ? 'expected (signed) root' : 'expected root (unsigned: no checkpoint signs it)'
        }
        error={trace.error}
        computedTestId="proof-root-computed"
        expectedTestId="proof-root-expected"
        testId="proof-root"
      />
      {stepsTopDown.map((step) => (
        <Stack key={step.index} gap={0}>
          <ProofConnector />
          <InclusionStepRow step={step} proof={proof} />
        </Stack>
      ))}
      <ProofConnector />
      <ProofRow status="ok" title="Leaf" caption="leaf hash = SHA-256(0x00 ‖ entry body)" testId="proof-leaf">
        <HashNode label={`leaf ${formatUint64(trace.leafIndex)}`} hash={trace.leafHash} color="teal" />
        {trace.steps.length === 0 && (
          <Text size="xs" c="dimmed" style={{ alignSelf: 'center' }}>
            A tree of one leaf: the leaf hash is the root.
          </Text>
        )}
      </ProofRow>
      <Text size="xs" c="dimmed" mt={6}>
        {trace.ok && rootSigned
          ? 'The recomputed root equals the signed root, which proves every hash on this path.'
          : trace.ok
            ? 'The recomputed root equals the expected root, but no trusted checkpoint signs that root: this shows the arithmetic holds, not that the log vouches for it.'
            : trace.steps.some((step) => step.status !== 'unchecked')
              ? 'Each sibling was compared with the log’s own tree.'
              : 'Grey steps: the path leads to a wrong root, and the proof alone cannot say which hash is wrong; that takes the log’s own hashes.'}
      </Text>
    </Stack>
  );
}
