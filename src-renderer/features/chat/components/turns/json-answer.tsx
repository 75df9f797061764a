import { Badge, Code, Group, List, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { JsonObject } from '@/lib/contract';
import { checkJsonAnswer } from '@/features/chat/utils/response-schema';
import { PlainTextView } from '../markdown';

/** A JSON-mode answer: pretty-printed, with a badge saying whether it follows the requested schema. */
export function JsonAnswer({
  text,
  schema,
  streaming,
}: {
  text: string;
  schema: JsonObject | null;
  streaming: boolean;
}) {
  const check = useMemo(() => (streaming ? null : checkJsonAnswer(text, schema)), [text, schema, streaming]);
  if (!check) return <PlainTextView text={text} />;
  if (check.kind === 'not-json')
    return (
      <Stack gap={4}>
        <Badge color="red" variant="light" data-testid="json-validity" data-valid="false">
          not JSON
        </Badge>
        <Text size="xs" c="red">
          {check.error}
        </Text>
        <PlainTextView text={text} />
      </Stack>
    );
  const valid = check.kind === 'no-schema' || check.problems.length === 0;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge
          color={valid ? 'teal' : 'red'}
          variant="light"
          data-testid="json-validity"
          data-valid={String(valid)}
        >
          {check.kind === 'no-schema'
            ? 'valid JSON (no schema)'
            : valid
              ? 'valid against the schema'
              : 'does not match the schema'}
        </Badge>
      </Group>
      {check.kind === 'checked' && check.problems.length > 0 && (
        <List size="xs" c="red" data-testid="json-problems">
          {check.problems.map((problem, i) => (
            <List.Item key={i}>
              <span className="verity-mono">{problem.path || '(root)'}</span> {problem.message}
            </List.Item>
          ))}
        </List>
      )}
      <Code block data-testid="json-answer">
        {JSON.stringify(check.value, null, 2)}
      </Code>
    </Stack>
  );
}
