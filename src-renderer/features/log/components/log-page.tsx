import { Button, Stack } from '@mantine/core';
import { IconRefresh, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { useLogInfo } from '../api/get-log-info';
import { CheckpointCard } from './checkpoint-card';
import { InactiveShardsTable } from './inactive-shards-table';
import { LogSkeleton } from './log-skeleton';
import { TreeStateCard } from './tree-state-card';

const LOG_HINT = 'Check the Transparency log URL of the active profile in Settings, then retry.';

/** Home page: the transparency log's current tree state. */
export function LogPage() {
  const logInfo = useLogInfo();
  const { data, error, isPending, isFetching, refetch } = logInfo;

  return (
    <Stack gap="md" data-testid="page-log">
      <PageHeader
        title="Transparency log"
        description="The tree state of the active profile's log: size, root hash and the signed checkpoint of the active shard, and any inactive shards."
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={isFetching}
            onClick={() => void refetch()}
            data-testid="log-refresh"
          >
            Refresh
          </Button>
        }
      />
      {error && (
        <ErrorAlert
          title={
            data
              ? 'Refreshing the log state failed; showing the last state fetched'
              : 'Could not load the log state'
          }
          error={error}
          hint={LOG_HINT}
          onRetry={() => void refetch()}
          retrying={isFetching}
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
      )}
      {isPending && !error && <LogSkeleton />}
      {data && (
        <>
          <TreeStateCard info={data} />
          <CheckpointCard shard={data.active} />
          <InactiveShardsTable shards={data.inactiveShards} />
        </>
      )}
    </Stack>
  );
}
