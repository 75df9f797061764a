import { Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { useMonitorStatus } from '@/hooks/use-monitor-status';
import { useProfiles } from '@/hooks/use-profiles';
import type { Alert, CheckpointRecord, MonitoredLog, Profile } from '@/lib/contract';
import { sameBaseUrl } from '@/lib/base-url';
import { useMonitorAlertsStore } from '@/stores/monitor-alerts-store';
import { useMonitorHistory } from '@/features/log/api/get-monitor-history';
import { AlertsList, type OtherLogAlerts } from './alerts-list';
import { CheckpointTraceDrawer } from './checkpoint-trace-drawer';
import { MonitorConfigCard } from './monitor-config-card';
import { MonitorHistoryTable } from './monitor-history-table';
import { MonitorShardsTable } from './monitor-shards-table';
import { RecentMonitorEvents } from './recent-monitor-events';

/** Open alerts about the other profiles' logs (a log two profiles name counts for both), per profile. */
function otherLogsWithAlerts(
  alerts: Alert[],
  logUrl: string | null,
  logs: MonitoredLog[],
  profiles: Profile[],
): OtherLogAlerts[] {
  return logs.flatMap(({ profileId, baseUrl }) => {
    if (sameBaseUrl(baseUrl, logUrl)) return [];
    const open = alerts.filter((alert) => !alert.acknowledged && sameBaseUrl(alert.baseUrl, baseUrl)).length;
    const name = profiles.find((profile) => profile.id === profileId)?.name ?? profileId;
    return open > 0 ? [{ profileId, name, open }] : [];
  });
}

/**
 * /log/monitor: per profile, polling settings, the last trusted checkpoint
 * of each shard, the alerts about its log (live; other logs' open alerts are
 * counted) and the stored history (rows open the consistency proof).
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
  const logUrl = log?.baseUrl ?? profile?.endpoints.tlog ?? null;
  const allAlerts = Object.values(alerts);
  const showProfile = (id: string) => {
    setChosen(id);
    setShard(null);
  };

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
            if (value) showProfile(value);
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
          <AlertsList
            alerts={allAlerts.filter((alert) => sameBaseUrl(alert.baseUrl, logUrl))}
            otherLogs={otherLogsWithAlerts(
              allAlerts,
              logUrl,
              status.data?.logs ?? [],
              profiles.data?.profiles ?? [],
            )}
            onShowProfile={showProfile}
          />
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
