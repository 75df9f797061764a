import { Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useMonitorStatus } from '@/hooks/use-monitor-status';
import { useProfiles } from '@/hooks/use-profiles';
import type { CheckpointRecord } from '@/lib/contract';
import { useMonitorAlertsStore } from '@/stores/monitor-alerts-store';
import { useMonitorHistory } from '@/features/log/api/get-monitor-history';
import { AlertsList } from './alerts-list';
import { CheckpointTraceDrawer } from './checkpoint-trace-drawer';
import { MonitorConfigCard } from './monitor-config-card';
import { MonitorHistoryTable } from './monitor-history-table';
import { MonitorShardsTable } from './monitor-shards-table';
import { RecentMonitorEvents } from './recent-monitor-events';

/**
 * /log/monitor: per profile, polling settings, the last trusted checkpoint
 * of each shard and the stored history (rows open the consistency proof);
 * alerts for every profile, live.
 */
export function MonitorPage() {
  const profiles = useProfiles();
  const status = useMonitorStatus();
  const alerts = useMonitorAlertsStore((state) => state.alerts);
  const [chosen, setChosen] = useState<string | null>(null);
  const [shard, setShard] = useState<string | null>(null);
  const [opened, setOpened] = useState<CheckpointRecord | null>(null);

  const profileId = chosen ?? profiles.data?.activeId ?? null;
  const profile = profiles.data?.profiles.find((candidate) => candidate.id === profileId);
  const log = status.data?.logs.find((candidate) => candidate.profileId === profileId) ?? null;
  const history = useMonitorHistory(profileId, shard);

  return (
    <Stack gap="md" data-testid="page-log-monitor">
      <Group gap="sm">
        <Select
          label="Profile"
          data={(profiles.data?.profiles ?? []).map((candidate) => ({
            value: candidate.id,
            label: candidate.name,
          }))}
          value={profileId}
          onChange={(value) => {
            setChosen(value);
            setShard(null);
          }}
          allowDeselect={false}
          w={260}
          data-testid="monitor-profile"
        />
      </Group>
      <ErrorAlert title="Could not load the monitor’s state" query={status} testId="monitor-error" />
      {status.isPending && <Skeleton height={160} />}
      {profileId && status.data && (
        <MonitorConfigCard
          key={`${profileId}-${log?.intervalSeconds ?? 'new'}`}
          profileId={profileId}
          profileName={profile?.name ?? profileId}
          log={log}
        />
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={4}>Last trusted checkpoint per shard</Title>
          <MonitorShardsTable shards={log?.shards ?? []} />
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Paper withBorder p="md" radius="md">
          <AlertsList alerts={Object.values(alerts)} />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <RecentMonitorEvents />
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={4}>History</Title>
            <Select
              placeholder="Every shard"
              data={(log?.shards ?? []).map((candidate) => candidate.treeID)}
              value={shard}
              onChange={setShard}
              clearable
              w={260}
              aria-label="Shard"
            />
          </Group>
          <ErrorAlert title="Could not load the history" query={history} />
          {history.isPending && profileId && <Skeleton height={120} />}
          {history.data && history.data.checkpoints.length === 0 && (
            <Text size="sm" c="dimmed">
              No checkpoint stored yet. Check now stores the first one of each shard.
            </Text>
          )}
          {history.data && history.data.checkpoints.length > 0 && (
            <MonitorHistoryTable records={history.data.checkpoints} onOpen={setOpened} />
          )}
        </Stack>
      </Paper>
      <CheckpointTraceDrawer record={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
