import { Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconGitCompare } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useActiveProfile } from '@/hooks/use-profiles';
import type { LogInfo } from '@/lib/contract';
import { formatUint64 } from '@/lib/format';
import type { ConsistencyRequest } from '@/features/log/api/get-consistency-proof';
import {
  requestFromDraft,
  type TreeHeadDraft,
  type TreeHeadErrors,
} from '@/features/log/utils/tree-head-draft';
import { HistoryCheckpointSelect } from './history-checkpoint-select';

interface ConsistencyFormProps {
  info: LogInfo | undefined;
  initial: ConsistencyRequest | null;
  running: boolean;
  onSubmit: (request: ConsistencyRequest) => void;
}

/** An old tree head (typed or from the monitor's history) and the size to prove it against. */
export function ConsistencyForm({ info, initial, running, onSubmit }: ConsistencyFormProps) {
  const profile = useActiveProfile();
  const [draft, setDraft] = useState<TreeHeadDraft>({
    treeID: initial?.treeID ?? '',
    size: initial?.firstSize ?? '',
    root: initial?.firstRoot ?? '',
    lastSize: initial?.lastSize ?? '',
  });
  const [errors, setErrors] = useState<TreeHeadErrors>({});
  const set = (patch: Partial<TreeHeadDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const shards = info ? [info.active, ...info.inactiveShards] : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = requestFromDraft(draft);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    onSubmit(result.request);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <HistoryCheckpointSelect
            profileId={profile?.id ?? null}
            onPick={(record) => set({ treeID: record.treeID, size: record.size, root: record.rootHash })}
          />
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <Select
              label="Shard"
              description="Consistency never crosses shards"
              data={shards.map((shard, index) => ({
                value: shard.treeID,
                label: `${shard.treeID}${index === 0 ? ' (active)' : ''} · ${formatUint64(shard.treeSize)}`,
              }))}
              placeholder="Active shard"
              value={draft.treeID || null}
              onChange={(value) => set({ treeID: value ?? '' })}
              clearable
              data-testid="consistency-tree-id"
            />
            <TextInput
              label="Old tree size"
              placeholder="e.g. 4163431"
              value={draft.size}
              onChange={(event) => set({ size: event.currentTarget.value })}
              error={errors.size}
              inputMode="numeric"
              data-testid="consistency-size"
            />
            <TextInput
              label="Prove against size"
              description="Empty: the current tree head"
              placeholder="current"
              value={draft.lastSize}
              onChange={(event) => set({ lastSize: event.currentTarget.value })}
              error={errors.lastSize}
              inputMode="numeric"
              data-testid="consistency-last-size"
            />
          </SimpleGrid>
          <TextInput
            label="Old root hash"
            placeholder="64 hex characters"
            value={draft.root}
            onChange={(event) => set({ root: event.currentTarget.value })}
            error={errors.root}
            spellCheck={false}
            autoComplete="off"
            classNames={{ input: 'verity-mono' }}
            data-testid="consistency-root"
          />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={running}
              leftSection={<IconGitCompare size={16} />}
              data-testid="consistency-submit"
            >
              Prove consistency
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
