import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useIsFetching, useQueryClient, type Query } from '@tanstack/react-query';

/** Everything the Log screens fetch: the log itself, trust, the monitor and signing keys. */
const LOG_QUERY_ROOTS = new Set(['log', 'trust', 'monitor', 'keys']);
const isLogQuery = (query: Query) => LOG_QUERY_ROOTS.has(String(query.queryKey[0]));

/** Fetches again whatever the current Log screen shows (tree state, entry and proof, history …). */
export function LogRefreshButton() {
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ predicate: isLogQuery }) > 0;
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} />}
      loading={fetching}
      onClick={() => void queryClient.invalidateQueries({ predicate: isLogQuery })}
      data-testid="log-refresh"
    >
      Refresh
    </Button>
  );
}
