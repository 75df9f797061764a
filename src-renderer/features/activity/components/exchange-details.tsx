import { Badge, Button, Code, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconTerminal2 } from '@tabler/icons-react';
import { CopyValue } from '@/components/copy-value';
import { ErrorAlert } from '@/components/error-alert';
import { SERVICE_LABELS } from '@/lib/contract';
import { useProfiles } from '@/hooks/use-profiles';
import { formatBytes, formatDateTime, formatDuration } from '@/lib/format';
import { useCopyExchangeAsCurl } from '../api/copy-exchange-as-curl';
import { KEY_VARIABLE } from '../utils/curl-key';
import { useExchange } from '../api/get-exchange';
import { BodyView } from './body-view';
import { HeadersTable } from './headers-table';
import { StatusBadge } from './status-badge';

/** Everything recorded about one exchange. */
export function ExchangeDetails({ id }: { id: string }) {
  const exchange = useExchange(id);
  const curl = useCopyExchangeAsCurl();
  const profiles = useProfiles();

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
  const command = curl.variables?.id === id ? curl.data?.command : undefined;
  const genai = data.service === 'genai';
  const profile = profiles.data?.profiles.find((candidate) => candidate.id === data.profileId);
  // Only the built-in sandbox's key may be written into a command: it opens nothing but that sandbox.
  const sandbox = profile?.builtIn === true;
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
          onClick={() => curl.mutate({ id, withKey: false })}
          data-testid="activity-copy-curl"
        >
          Copy as curl
        </Button>
        {genai && sandbox && (
          <Button
            variant="default"
            loading={curl.isPending}
            onClick={() => curl.mutate({ id, withKey: true })}
            data-testid="activity-copy-curl-with-key"
          >
            Copy as curl with key
          </Button>
        )}
      </Group>
      {genai && (
        <Text size="xs" c="dimmed" data-testid="activity-curl-key-note">
          The command reads the API key from {KEY_VARIABLE}: set GEMINI_API_KEY to the key of profile “
          {profile?.name ?? data.profileId}” before running it.
          {sandbox ? ' This is the built-in sandbox: “Copy as curl with key” puts its own key in.' : ''}
        </Text>
      )}
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
