import { Code, ScrollArea, Stack, Text } from '@mantine/core';
import type { RecordedBody } from '@/lib/contract';
import { formatBytes } from '@/lib/format';

/** A recorded body as text, saying plainly when only its start was kept. */
export function BodyView({ body }: { body: RecordedBody }) {
  const type = body.contentType ?? 'no content type';
  if (body.bytes === 0) {
    return (
      <Text size="sm" c="dimmed">
        Empty body.
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {formatBytes(body.bytes)} · {type}
      </Text>
      {body.text === null ? (
        <Text size="sm" c="dimmed">
          Not shown: the body is binary or was not recorded as text.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={320} type="auto">
          <Code block>{body.text}</Code>
        </ScrollArea.Autosize>
      )}
      {body.truncated && (
        <Text size="xs" c="orange" data-testid="activity-body-truncated">
          Truncated: the inspector keeps only the start of large bodies; the full body was{' '}
          {formatBytes(body.bytes)}.
        </Text>
      )}
    </Stack>
  );
}
