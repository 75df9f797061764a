import { Button, Stack } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { useLogInfo } from '@/features/log/api/get-log-info';
import { CheckpointCard } from './checkpoint-card';
import { EntryLookupForm } from './entry-lookup-form';
import { InactiveShardsTable } from './inactive-shards-table';
import { LogAlertsCallout } from './log-alerts-callout';
import { LogSkeleton } from './log-skeleton';
import { NewestEntries } from './newest-entries';
import { TreeStateCard } from './tree-state-card';
import { TrustCallout } from './trust-callout';

const LOG_HINT = 'Check the Transparency log URL of the active profile in Settings, then retry.';

/** /log: every shard's tree state and checkpoint verification, entry lookup and the newest entries. */
export function OverviewPage() {
  const info = useLogInfo();
  const { data, error, isPending } = info;

  return (
    <Stack gap="md" data-testid="page-log-overview">
      <EntryLookupForm />
      <ErrorAlert
        title={
          data
            ? 'Refreshing the log state failed; showing the last state fetched'
            : 'Could not load the log state'
        }
        query={info}
        hint={LOG_HINT}
        actions={
          <Button
            component={Link}
            to="/settings"
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconSettings size={14} />}
          >
            Open Settings
          </Button>
        }
        testId="log-error"
      />
      {isPending && !error && <LogSkeleton />}
      {data && (
        <>
          <LogAlertsCallout alerts={data.alerts} />
          <TrustCallout shards={[data.active, ...data.inactiveShards]} />
          <TreeStateCard info={data} />
          <CheckpointCard shard={data.active} title="Checkpoint of the active shard" />
          <InactiveShardsTable shards={data.inactiveShards} />
        </>
      )}
      <NewestEntries />
    </Stack>
  );
}
