import { Badge, Button, Code, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTerminal2 } from '@tabler/icons-react';
import { CopyValue } from '@/components/copy-value';
import { ErrorAlert } from '@/components/error-alert';
import { SERVICE_LABELS } from '@/lib/contract';
import { formatBytes, formatDateTime, formatDuration } from '@/lib/format';
import { useCopyExchangeAsCurl } from '../api/copy-exchange-as-curl';
import { useExchange } from '../api/get-exchange';
import { BodyView } from './body-view';
import { HeadersTable } from './headers-table';
import { StatusBadge } from './status-badge';

/** Everything recorded about one exchange. */
export function ExchangeDetails({ id }: { id: string }) {
  const exchange = useExchange(id);
  const curl = useCopyExchangeAsCurl();

  if (exchange.isPending) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={20} />
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  if (exchange.isError) {
    return (
      <ErrorAlert
        title="Could not load this exchange"
        query={exchange}
        hint="It may have been cleared from the inspector. Close this panel and pick another row."
      />
    );
  }
  const data = exchange.data;
  const command = curl.variables === id ? curl.data?.command : undefined;
  return (
    <Stack gap="md" data-testid="activity-details">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={700}>{data.method}</Text>
        <Text size="sm" className="verity-mono">
          {data.url}
        </Text>
        <CopyValue value={data.url} label="Copy URL" />
      </Group>
      <Group gap="xs">
        <StatusBadge exchange={data} />
        {data.service && <Badge variant="outline">{SERVICE_LABELS[data.service]}</Badge>}
        <Badge variant="outline" color="gray">
          attempt {data.attempt}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        Started {formatDateTime(data.startedAt)} · first byte {formatDuration(data.ttfbMs)} · total{' '}
        {formatDuration(data.durationMs)} · sent {formatBytes(data.requestBytes)} · received{' '}
        {formatBytes(data.responseBytes)}
        {data.profileId ? ` · profile ${data.profileId}` : ''}
      </Text>
      <Group>
        <Button
          variant="default"
          leftSection={<IconTerminal2 size={16} />}
          loading={curl.isPending}
          onClick={() => curl.mutate(id)}
          data-testid="activity-copy-curl"
        >
          Copy as curl
        </Button>
      </Group>
      {command && (
        <Code block data-testid="activity-curl-command">
          {command}
        </Code>
      )}
      <Title order={5}>Request headers</Title>
      <HeadersTable headers={data.requestHeaders} />
      <Title order={5}>Request body</Title>
      <BodyView body={data.requestBody} />
      <Title order={5}>Response headers</Title>
      <HeadersTable headers={data.responseHeaders} />
      <Title order={5}>Response body</Title>
      <BodyView body={data.responseBody} />
    </Stack>
  );
}
