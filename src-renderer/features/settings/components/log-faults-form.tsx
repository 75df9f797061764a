import { Group, NumberInput, Select, Stack, Switch } from '@mantine/core';
import { IconArrowsSplit } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmButton } from '@/components/confirm-button';
import type { LogFaultSettings } from '@/lib/contract';
import { useRotateLogShard } from '../api/rotate-log-shard';
import { useSetLogFaults } from '../api/set-log-faults';
import { ApplySettingsFooter } from './apply-settings-footer';

type ProofKind = 'inclusion' | 'consistency' | 'both';

/**
 * Faults only a transparency log can have. Their answers look normal on the
 * wire; only verification (the entry page, the monitor, the audit) reveals them.
 */
export function LogFaultsForm({ current }: { current: LogFaultSettings }) {
  const [draft, setDraft] = useState<LogFaultSettings>(current);
  const apply = useSetLogFaults();
  const rotate = useRotateLogShard();
  const tampered = draft.tamperedProofs;
  const update = (patch: Partial<LogFaultSettings>) => setDraft((previous) => ({ ...previous, ...patch }));

  return (
    <Stack gap="sm" data-testid="log-faults">
      <Group align="flex-end" gap="md">
        <Switch
          label="Tampered proof hashes"
          description="Flip one byte of one hash in every proof served"
          checked={tampered !== null}
          onChange={(e) =>
            update({
              tamperedProofs: e.currentTarget.checked
                ? { hashIndex: 0, byteIndex: 0, proofs: 'inclusion' }
                : null,
            })
          }
          data-testid="log-fault-tampered"
        />
        {tampered && (
          <>
            <NumberInput
              label="Hash (0 = nearest the leaf)"
              min={0}
              max={63}
              w={180}
              allowDecimal={false}
              value={tampered.hashIndex}
              onChange={(value) => update({ tamperedProofs: { ...tampered, hashIndex: Number(value) || 0 } })}
              data-testid="log-fault-hash-index"
            />
            <Select
              label="Proofs"
              w={160}
              data={['inclusion', 'consistency', 'both']}
              value={tampered.proofs}
              allowDeselect={false}
              onChange={(value) =>
                update({ tamperedProofs: { ...tampered, proofs: (value ?? 'inclusion') as ProofKind } })
              }
            />
          </>
        )}
      </Group>
      <Switch
        label="Wrong checkpoint signature"
        description="Checkpoints keep the right key hint but carry a signature that does not verify"
        checked={draft.badCheckpointSignature}
        onChange={(e) => update({ badCheckpointSignature: e.currentTarget.checked })}
        data-testid="log-fault-bad-signature"
      />
      <Switch
        label="Forked tree (split view)"
        description="Serve a different tree from the active shard's newest entry on: a monitor holding an earlier checkpoint sees the fork"
        checked={draft.forkedTree !== null}
        onChange={(e) => update({ forkedTree: e.currentTarget.checked ? { fromIndex: null } : null })}
        data-testid="log-fault-forked"
      />
      <Switch
        label="Rotated key"
        description="Sign with a fresh key: a new key hint, logID and /publicKey"
        checked={draft.rotatedKey}
        onChange={(e) => update({ rotatedKey: e.currentTarget.checked })}
        data-testid="log-fault-rotated-key"
      />
      <Group justify="space-between">
        <ConfirmButton
          variant="default"
          leftSection={<IconArrowsSplit size={16} />}
          loading={rotate.isPending}
          question="Freeze the sandbox log's active shard and start a new tree? Its entries stay readable as an inactive shard."
          confirmLabel="Rotate the shard"
          onConfirm={() => rotate.mutate()}
          data-testid="log-rotate-shard"
        >
          Rotate shard
        </ConfirmButton>
        <ApplySettingsFooter
          onApply={() => apply.mutate(draft)}
          pending={apply.isPending}
          testId="log-faults-apply"
        />
      </Group>
    </Stack>
  );
}
