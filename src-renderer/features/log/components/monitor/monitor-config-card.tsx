import { Alert, Badge, Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import type { MonitoredLog } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { useCheckMonitorNow } from '@/features/log/api/check-monitor-now';
import { useConfigureMonitor } from '@/features/log/api/configure-monitor';
import { DEFAULT_INTERVAL_SECONDS, RUN_RESULT } from '@/features/log/utils/monitor-labels';

interface MonitorConfigCardProps {
  profileId: string;
  profileName: string;
  /** null: this profile's log has never been monitored. */
  log: MonitoredLog | null;
}

/** Whether and how often one profile's log is polled, the last run, and a button to run one now. */
export function MonitorConfigCard({ profileId, profileName, log }: MonitorConfigCardProps) {
  const configure = useConfigureMonitor();
  const checkNow = useCheckMonitorNow();
  const saved = log?.intervalSeconds ?? DEFAULT_INTERVAL_SECONDS;
  const [interval, setIntervalSeconds] = useState<number | string>(saved);
  const intervalValid = typeof interval === 'number' && interval >= 5 && interval <= 86_400;
  const result = log?.lastResult ? RUN_RESULT[log.lastResult] : null;

  const apply = (enabled: boolean) =>
    configure.mutate({ profileId, enabled, intervalSeconds: intervalValid ? interval : saved });

  return (
    <Paper withBorder p="md" radius="md" data-testid="monitor-config">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>Monitor for “{profileName}”</Title>
          <Button
            leftSection={<IconPlayerPlay size={16} />}
            loading={checkNow.isPending}
            onClick={() => checkNow.mutate(profileId)}
            data-testid="monitor-check-now"
          >
            Check now
          </Button>
        </Group>
        <Text size="xs" c="dimmed" className="verity-mono">
          {log?.baseUrl ?? 'Not monitored yet: enable it or check now to store the first checkpoint.'}
        </Text>
        <Group align="flex-end" gap="md">
          <Switch
            label="Poll this log"
            checked={log?.enabled ?? false}
            disabled={configure.isPending}
            onChange={(event) => apply(event.currentTarget.checked)}
            data-testid="monitor-enable"
          />
          <NumberInput
            label="Every (seconds)"
            min={5}
            max={86_400}
            step={60}
            w={160}
            value={interval}
            onChange={setIntervalSeconds}
            error={intervalValid ? undefined : 'Between 5 and 86,400'}
            data-testid="monitor-interval"
          />
          <Button
            variant="default"
            disabled={!intervalValid || interval === saved}
            loading={configure.isPending}
            onClick={() => apply(log?.enabled ?? false)}
          >
            Save interval
          </Button>
        </Group>
        <Group gap="xs">
          <Text size="sm">Last run:</Text>
          <Text size="sm">{log?.lastRunAt ? formatDateTime(log.lastRunAt) : 'never'}</Text>
          {result && (
            <Badge color={result.color} variant="light" data-testid="monitor-last-result">
              {result.label}
            </Badge>
          )}
        </Group>
        {log?.lastError && (
          <Alert color="orange" variant="light" title="The last run failed">
            {log.lastError} The monitor tries again at the next interval; Check now retries at once.
          </Alert>
        )}
        {checkNow.data && (
          <Alert
            color={RUN_RESULT[checkNow.data.result].color}
            variant="light"
            title={`Check finished: ${RUN_RESULT[checkNow.data.result].label}`}
            data-testid="monitor-check-result"
            data-result={checkNow.data.result}
          >
            <Stack gap={2}>
              {checkNow.data.events.map((event, index) => (
                <Text key={`${event.at}-${index}`} size="sm">
                  {event.message}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
