import { Group, Text } from '@mantine/core';
import { IconArrowRight, IconPlus } from '@tabler/icons-react';
import type { InclusionStep } from '@/lib/contract';
import { HashNode } from './hash-node';
import { ProofRow } from './proof-row';
import { displayedStatus, STEP_STATUS } from './step-status';

const KIND_LABELS: Record<InclusionStep['kind'], string> = {
  inner: 'inner step',
  border: 'border step (left-only chain above the last leaf)',
};

/**
 * One hash of an inclusion proof: the running hash and the proof's sibling
 * placed on their sides, combined into the next hash up.
 */
export function InclusionStepRow({
  step,
  proof,
}: {
  step: InclusionStep;
  proof: { ok: boolean; firstFailedStep: number | null };
}) {
  const status = displayedStatus(step, proof);
  const color = STEP_STATUS[status].color;
  const tainted = status === 'tainted';
  const sibling = (
    <HashNode
      key="sibling"
      label={`sibling from the proof (${step.siblingSide})`}
      hash={step.sibling}
      color={step.status === 'failed' ? 'red' : tainted ? STEP_STATUS[step.status].color : color}
      strong={step.status === 'failed'}
    />
  );
  const input = (
    <HashNode
      key="input"
      label="hash in (from below)"
      hash={step.input}
      color={tainted ? color : undefined}
    />
  );
  const [left, right] = step.siblingSide === 'left' ? [sibling, input] : [input, sibling];
  const tampered = step.status === 'failed';
  return (
    <ProofRow
      status={status}
      testId="proof-step"
      data={{ 'data-index': String(step.index), 'data-side': step.siblingSide }}
      title={`Step ${step.index + 1} · level ${step.level} · ${KIND_LABELS[step.kind]}`}
      caption="hash out = SHA-256(0x01 ‖ left ‖ right)"
      problem={
        tampered ? (
          <>
            This sibling is not the tree’s: the proof gives{' '}
            <Text span className="verity-mono" size="sm">
              {step.sibling}
            </Text>
            {step.expectedSibling ? (
              <>
                , the log’s own tree has{' '}
                <Text span className="verity-mono" size="sm">
                  {step.expectedSibling}
                </Text>
                .
              </>
            ) : (
              '.'
            )}{' '}
            Every hash above it is computed from a wrong value.
          </>
        ) : tainted ? (
          <>
            Computed from a wrong value: the hash coming in from below descends from the wrong sibling at step{' '}
            {proof.firstFailedStep! + 1}, so this step’s output is wrong
            {step.status === 'ok' ? ' even though its own sibling matches the log’s tree' : ''}.
          </>
        ) : undefined
      }
    >
      {left}
      <IconPlus size={14} style={{ alignSelf: 'center' }} aria-hidden />
      {right}
      <IconArrowRight size={16} style={{ alignSelf: 'center' }} aria-hidden />
      <HashNode label="hash out" hash={step.output} color={tampered ? 'red' : tainted ? color : undefined} />
      {tampered && step.expectedSibling && (
        <Group gap={4}>
          <HashNode
            label="expected sibling"
            hash={step.expectedSibling}
            color="teal"
            testId="proof-expected-sibling"
          />
        </Group>
      )}
    </ProofRow>
  );
}
