import { Select } from '@mantine/core';
import type { CheckpointRecord } from '@/lib/contract';
import { formatDateTime, formatUint64, shortHash } from '@/lib/format';
import { useMonitorHistory } from '@/features/log/api/get-monitor-history';

interface HistoryCheckpointSelectProps {
  profileId: string | null;
  onPick: (record: CheckpointRecord) => void;
}

/** The newest record of each tree head (shard, size, root): older databases kept one per poll. */
function distinctTreeHeads(records: CheckpointRecord[]): CheckpointRecord[] {
  const seen = new Set<string>();
  return records.filter((record) => {
    const key = `${record.treeID} ${record.size} ${record.rootHash}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Tree heads the monitor stored, to prove consistency from without typing them. */
export function HistoryCheckpointSelect({ profileId, onPick }: HistoryCheckpointSelectProps) {
  const history = useMonitorHistory(profileId);
  const records = distinctTreeHeads(history.data?.checkpoints ?? []);
  return (
    <Select
      label="Or pick a tree head the monitor stored"
      placeholder={
        history.isPending
          ? 'Loading the monitor history…'
          : records.length === 0
            ? 'The monitor has stored none yet'
            : 'Choose one'
      }
      disabled={records.length === 0}
      searchable
      data={records.map((record) => ({
        value: record.id,
        label: `${formatDateTime(record.fetchedAt)} · shard ${record.treeID} · size ${formatUint64(record.size)} · ${shortHash(record.rootHash)}`,
      }))}
      value={null}
      onChange={(id) => {
        const record = records.find((candidate) => candidate.id === id);
        if (record) onPick(record);
      }}
      error={
        history.isError ? 'The monitor history could not be loaded; type the tree head instead.' : undefined
      }
      data-testid="consistency-history-select"
    />
  );
}
