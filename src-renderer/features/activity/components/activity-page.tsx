import { Button, Drawer, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { ErrorAlert } from '@/components/error-alert';
import { PageHeader } from '@/components/page-header';
import { useClearActivity } from '@/hooks/use-clear-activity';
import { useExchanges } from '../api/list-exchanges';
import { useFollowExchanges } from '../hooks/use-follow-exchanges';
import { useActivityFilterStore } from '../stores/activity-filter-store';
import { ExchangeDetails } from './exchange-details';
import { ExchangeTable } from './exchange-table';
import { FollowStatus } from './follow-status';
import { ServiceFilter } from './service-filter';

/** Rows rendered at once: enough to scan, few enough that thousands of exchanges never stall the page. */
const MAX_ROWS = 300;

/** The inspector: every exchange with every service, redacted, kept live. */
export function ActivityPage() {
  const service = useActivityFilterStore((state) => state.service);
  const setService = useActivityFilterStore((state) => state.setService);
  const exchanges = useExchanges(service);
  const follow = useFollowExchanges();
  const clear = useClearActivity();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const open = useCallback((id: string) => setSelectedId(id), []);

  const rows = exchanges.data?.exchanges ?? [];
  const shown = rows.slice(0, MAX_ROWS);

  return (
    <Stack gap="md" data-testid="page-activity">
      <PageHeader
        title="Activity"
        description="Every HTTP exchange Verity makes with the services, with secrets redacted. Open a row for headers and bodies, or copy it as a curl command."
        actions={
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} />}
            loading={clear.isPending}
            onClick={() => clear.mutate(undefined, { onSuccess: () => setSelectedId(null) })}
            data-testid="activity-clear"
          >
            Clear
          </Button>
        }
      />
      <Group justify="space-between">
        <Group gap="sm">
          <ServiceFilter value={service} onChange={setService} />
          <FollowStatus state={follow.state} onReconnect={follow.reconnect} />
        </Group>
        {exchanges.data && (
          <Text size="sm" c="dimmed" data-testid="activity-count">
            {rows.length > MAX_ROWS
              ? `Showing the newest ${MAX_ROWS} of ${exchanges.data.total} exchanges; filter by service to narrow down.`
              : `${exchanges.data.total} exchange${exchanges.data.total === 1 ? '' : 's'}`}
          </Text>
        )}
      </Group>
      <ErrorAlert title="Could not load the activity" query={exchanges} />
      {exchanges.isPending && (
        <Stack gap={6} aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={28} />
          ))}
        </Stack>
      )}
      {exchanges.isSuccess && rows.length === 0 && (
        <Text c="dimmed" size="sm" data-testid="activity-empty">
          No exchanges yet{service ? ' for this service' : ''}. They appear here as soon as a page calls a
          service.
        </Text>
      )}
      {shown.length > 0 && <ExchangeTable exchanges={shown} onOpen={open} />}
      <Drawer
        opened={selectedId !== null}
        onClose={() => setSelectedId(null)}
        position="right"
        size="xl"
        title="Exchange"
      >
        {selectedId && <ExchangeDetails id={selectedId} />}
      </Drawer>
    </Stack>
  );
}
