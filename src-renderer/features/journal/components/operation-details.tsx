import { Alert, Stack, Text, Title } from '@mantine/core';
import { LabelValueTable } from '@/components/label-value-table';
import type { JournalOperation } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';

type Summary = JournalOperation['request'];

const rowsOf = (summary: Summary) =>
  Object.entries(summary).map(([name, value]) => [name, value === null ? '—' : String(value)] as const);

/** What went wrong, as the journal recorded it: the error's message, or why the outcome is unknown. */
function problemText(op: JournalOperation): string | null {
  if (op.outcome !== 'failed' && op.outcome !== 'unknown') return null;
  const text = op.response?.message ?? op.response?.reason;
  return typeof text === 'string' ? text : null;
}

/** The request and response summaries of one operation, and its error text when it did not succeed. */
export function OperationDetails({ operation }: { operation: JournalOperation }) {
  const problem = problemText(operation);
  return (
    <Stack gap="sm" p="xs" data-testid="journal-details">
      <Text size="sm" c="dimmed">
        Operation <span className="verity-mono">{operation.id}</span> to{' '}
        <span className="verity-mono">{operation.target}</span>
        {operation.completedAt !== null && <>, completed {formatDateTime(operation.completedAt)}</>}
      </Text>
      {operation.damaged && (
        <Alert
          color="red"
          variant="light"
          title="Changed outside Verity"
          data-testid="journal-damaged-details"
        >
          {operation.damaged}
        </Alert>
      )}
      {problem && (
        <Alert
          color={operation.outcome === 'failed' ? 'red' : 'orange'}
          variant="light"
          title={operation.outcome === 'failed' ? 'The service refused it' : 'Outcome unknown'}
          data-testid="journal-problem"
        >
          {problem}
        </Alert>
      )}
      <div data-testid="journal-request">
        <Title order={6}>Request</Title>
        {Object.keys(operation.request).length > 0 ? (
          <LabelValueTable rows={rowsOf(operation.request)} />
        ) : (
          <Text size="sm" c="dimmed">
            Nothing recorded.
          </Text>
        )}
      </div>
      <div data-testid="journal-response">
        <Title order={6}>Response</Title>
        {operation.response ? (
          <LabelValueTable rows={rowsOf(operation.response)} />
        ) : (
          <Text size="sm" c="dimmed">
            No answer yet: the operation is still in flight.
          </Text>
        )}
      </div>
    </Stack>
  );
}
