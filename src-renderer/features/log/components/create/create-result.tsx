import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { HashValue } from '@/components/hash-value';
import type { OutputOf } from '@/lib/contract';
import { formatUint64 } from '@/lib/format';
import { entryPath } from '@/lib/log-screens';
import { VerdictBadges } from '../verdict/verdict-badges';

type Created = OutputOf<'log:createHashedRekord'>;

/** 201: a new entry; 409: the log already had an identical one, which is just as good a receipt. */
export function CreateResult({ result }: { result: Created }) {
  const created = result.status === 201;
  return (
    <Alert
      color={created ? 'teal' : 'blue'}
      variant="light"
      title={created ? '201 · Created' : '409 · Already in the log'}
      data-testid="create-result"
      data-status={result.status}
    >
      <Stack gap="xs">
        <Text size="sm">
          {created
            ? `The log integrated the entry at index ${formatUint64(result.entry.logIndex)}.`
            : `An identical entry was already integrated at index ${formatUint64(result.entry.logIndex)}; the log keeps one copy of each.`}
        </Text>
        <Group gap="xs">
          <Text size="sm">Entry ID</Text>
          <HashValue value={result.entryId} copyLabel="Copy entry ID" head={16} tail={12} />
        </Group>
        <Text size="xs" c="dimmed" className="verity-mono">
          Location: {result.location}
        </Text>
        <VerdictBadges report={result.entry.report} size="sm" />
        <Anchor component={Link} to={entryPath(result.entryId)} size="sm" data-testid="create-result-link">
          Open the entry page with its proof
        </Anchor>
      </Stack>
    </Alert>
  );
}
