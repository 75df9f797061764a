import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconKeyOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { LabelValueTable } from '@/components/label-value-table';
import type { ShardInfo } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';

type KeyChange = NonNullable<ShardInfo['keyChange']>;
type TrustedKey = KeyChange['trusted'][number];

function describeTrusted(key: TrustedKey): string {
  const origin = key.pinnedAt === null ? key.source : `pinned ${formatDateTime(key.pinnedAt)}`;
  return `${key.logId} (key hint ${key.keyHint}, ${origin})`;
}

function describeServed(change: KeyChange): string {
  if (change.served) return `${change.served.logId} (key hint ${change.served.keyHint})`;
  return `key hint ${change.servedKeyHints.join(', ')} (the log did not serve its key)`;
}

/**
 * A log Verity holds a key for, signing with another key: not a first visit
 * to be pinned, but a change a person must explain. Old and new key, when
 * Verity first saw the new one, and what to do.
 */
export function KeyChangedCallout({ change }: { change: KeyChange }) {
  const rows: Array<[string, string]> = [
    ...change.trusted.map((key, i): [string, string] => [
      change.trusted.length === 1 ? 'trusted key' : `trusted key ${i + 1}`,
      describeTrusted(key),
    ]),
    ['served key', describeServed(change)],
    ['first seen', change.firstSeenAt === null ? 'now' : formatDateTime(change.firstSeenAt)],
  ];
  return (
    <Alert color="red" icon={<IconKeyOff />} title="The log’s key changed" data-testid="log-key-changed">
      <Stack gap="xs">
        <Text size="sm">
          Verity trusts a key for this log, but its checkpoints are signed with another one, so none of them
          is trusted. A genuine rotation is announced by the log’s operator; an unannounced one may mean the
          log or the connection to it is compromised.
        </Text>
        <LabelValueTable rows={rows} labelWidth={120} />
        <Text size="sm" fw={600}>
          Do not pin the new key from here. Confirm it out of band (the operator’s announcement or its
          published TrustedRoot); if it is genuine, import the new key or TrustedRoot on Trust, then remove
          the old one.
        </Text>
        <Group gap="xs">
          <Button component={Link} to="/log/trust" size="xs" color="red" variant="light">
            Go to Trust
          </Button>
          <Button component={Link} to="/log/monitor" size="xs" color="red" variant="subtle">
            Open Monitor
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
