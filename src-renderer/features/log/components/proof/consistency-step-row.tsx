import { IconArrowRight } from '@tabler/icons-react';
import type { ConsistencyStep } from '@/lib/contract';
import { HashNode } from './hash-node';
import { ProofRow } from './proof-row';
import type { StepStatus } from './step-status';

const KIND_LABELS: Record<ConsistencyStep['kind'], string> = {
  seed: 'seed (the old tree’s largest complete subtree)',
  inner: 'inner step',
  border: 'border step',
};

/** One hash of a consistency proof and the two running roots it updates. */
export function ConsistencyStepRow({ step, status }: { step: ConsistencyStep; status: StepStatus }) {
  const side = step.siblingSide ? ` (${step.siblingSide})` : '';
  return (
    <ProofRow
      status={status}
      testId="consistency-step"
      data={{
        'data-index': String(step.index),
        'data-used-for': step.usedFor,
        'data-side': step.siblingSide ?? 'none',
      }}
      title={`Step ${step.index + 1} · ${KIND_LABELS[step.kind]}`}
      caption={
        step.usedFor === 'both'
          ? 'joins the old-root and the new-root chain'
          : 'joins the new-root chain only'
      }
    >
      <HashNode label={`proof hash${side}`} hash={step.hash} />
      <IconArrowRight size={16} style={{ alignSelf: 'center' }} aria-hidden />
      <HashNode
        label="old-root chain"
        hash={step.oldRoot}
        missing={step.usedFor === 'new-only' ? 'unchanged (not used)' : '—'}
      />
      <HashNode label="new-root chain" hash={step.newRoot} />
    </ProofRow>
  );
}
