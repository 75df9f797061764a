import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { CollapsibleCode } from '@/components/collapsible-code';
import { ErrorAlert } from '@/components/error-alert';
import { HashValue } from '@/components/hash-value';
import { useActiveProfile } from '@/hooks/use-profiles';
import type { OutputOf } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { useCheckLogKey } from '@/features/log/api/check-log-key';
import { useLogInfo } from '@/features/log/api/get-log-info';

type KeyCheck = OutputOf<'trust:checkLogKey'>;

const STATUS: Record<KeyCheck['status'], { label: string; color: string; title: string }> = {
  trusted: { label: 'trusted', color: 'teal', title: 'The served key is already trusted' },
  'pinned-now': {
    label: 'pinned now',
    color: 'blue',
    title: 'First use: the served key is now pinned',
  },
  changed: { label: 'changed', color: 'red', title: 'The log serves a different key than the one trusted' },
};

function KeyCheckResult({ result }: { result: KeyCheck }) {
  const status = STATUS[result.status];
  return (
    <Alert
      color={status.color}
      variant={result.status === 'changed' ? 'filled' : 'light'}
      title={status.title}
      data-testid="trust-check-status"
      data-status={result.status}
    >
      <Stack gap="xs">
        <Text size="sm">{result.detail}</Text>
        {result.status === 'pinned-now' && (
          <Text size="sm">
            Pinning trusts whatever the log served this time. Compare the log ID with one published out of
            band (the log operator’s TrustedRoot) before relying on it.
          </Text>
        )}
        {result.status === 'changed' && (
          <Text size="sm" fw={600}>
            A monitor alert was raised. Until you know why the key changed, treat new checkpoints from this
            log as untrusted; the previously trusted key stays in force.
          </Text>
        )}
        <Group gap="md">
          <Badge color={status.color} variant="white">
            {status.label}
          </Badge>
          <Group gap={4}>
            <Text size="xs">served log ID</Text>
            <HashValue value={result.servedLogId} copyLabel="Copy served log ID" size="xs" />
          </Group>
          <Text size="xs">key hint {result.servedKeyHint}</Text>
          {result.trusted && (
            <Group gap={4}>
              <Text size="xs">trusted log ID</Text>
              <HashValue value={result.trusted.logId} copyLabel="Copy trusted log ID" size="xs" />
              {result.trusted.pinnedAt !== null && (
                <Text size="xs">(pinned {formatDateTime(result.trusted.pinnedAt)})</Text>
              )}
            </Group>
          )}
        </Group>
        <CollapsibleCode title="served public key" code={result.servedPem} />
      </Stack>
    </Alert>
  );
}

/** Fetches the log's own /publicKey and compares it with the trust store; never trusted silently. */
export function CheckLogKeyCard() {
  const profile = useActiveProfile();
  const info = useLogInfo();
  const check = useCheckLogKey();
  const [treeID, setTreeID] = useState<string | null>(null);
  const shards = info.data ? [info.data.active, ...info.data.inactiveShards] : [];

  return (
    <Paper withBorder p="md" radius="md" data-testid="trust-check-card">
      <Stack gap="sm">
        <Title order={4}>Check the log’s key</Title>
        <Text size="sm" c="dimmed">
          Asks the log of {profile ? `profile “${profile.name}”` : 'the active profile'} for the key it signs
          with and compares it with the trusted keys. A new log is pinned on first use; a different key than
          the trusted one is an alert.
        </Text>
        <Group align="flex-end" gap="xs">
          <Select
            label="Shard"
            placeholder="Active shard"
            data={shards.map((shard) => ({ value: shard.treeID, label: shard.treeID }))}
            value={treeID}
            onChange={setTreeID}
            clearable
            w={260}
          />
          <Button
            leftSection={<IconKey size={16} />}
            loading={check.isPending}
            onClick={() => check.mutate(treeID ? { treeID } : {})}
            data-testid="trust-check-key"
          >
            Check the log’s key
          </Button>
        </Group>
        <ErrorAlert
          title="Could not check the log’s key"
          error={check.error}
          hint="The log’s /publicKey did not answer with a key Verity can read. Check the active profile’s log URL in Settings."
          testId="trust-check-error"
        />
        {check.data && <KeyCheckResult result={check.data} />}
      </Stack>
    </Paper>
  );
}
