import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FunctionCallSummary } from '@/lib/genai';
import { sendFunctionResponses } from '@/features/chat/stores/chat-actions';
import { parseJsonObject } from '@/features/chat/utils/settings-form';
import { JsonTextField } from '../settings/json-text-field';

const RESPONSE_TEMPLATE = '{\n  "result": ""\n}';

/**
 * The model's function calls (name and arguments) and, on the newest answer, a form to answer them:
 * one JSON object per call, all sent together as one turn, as the API expects for parallel calls.
 */
export function FunctionCalls({
  turnId,
  calls,
  canRespond,
}: {
  turnId: string;
  calls: readonly FunctionCallSummary[];
  canRespond: boolean;
}) {
  const [texts, setTexts] = useState<string[]>(() => calls.map(() => RESPONSE_TEMPLATE));
  const [problem, setProblem] = useState<string | null>(null);
  const parsed = calls.map((_, i) => parseJsonObject(texts[i] ?? ''));
  const invalid = parsed.some((result) => result.error !== null || result.value === null);

  const send = () => {
    const responses = calls.map((call, i) => ({
      id: call.id,
      name: call.name,
      response: parsed[i]!.value ?? {},
    }));
    setProblem(sendFunctionResponses(turnId, responses));
  };

  return (
    <Stack gap="xs">
      {calls.map((call, i) => (
        <Paper key={i} withBorder p="xs" data-testid="function-call" data-name={call.name}>
          <Stack gap={4}>
            <Group gap="xs">
              <Badge variant="light" color="grape">
                function call
              </Badge>
              <Text size="sm" fw={600} className="verity-mono" data-testid="function-call-name">
                {call.name}
              </Text>
              {call.id && (
                <Text size="xs" c="dimmed">
                  id {call.id}
                </Text>
              )}
            </Group>
            <Code block data-testid="function-call-args">
              {JSON.stringify(call.args, null, 2)}
            </Code>
            {canRespond && (
              <JsonTextField
                label={`Response from ${call.name}`}
                description="A JSON object, sent as functionResponse.response"
                value={texts[i] ?? ''}
                error={parsed[i]?.error ?? (parsed[i]?.value === null ? 'enter a JSON object' : undefined)}
                onChange={(value) =>
                  setTexts((previous) => previous.map((text, j) => (j === i ? value : text)))
                }
              />
            )}
          </Stack>
        </Paper>
      ))}
      {canRespond && (
        <Group gap="xs">
          <Button size="xs" onClick={send} disabled={invalid}>
            {calls.length > 1 ? 'Send function responses' : 'Send function response'}
          </Button>
          {problem && (
            <Text size="xs" c="red">
              {problem}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
