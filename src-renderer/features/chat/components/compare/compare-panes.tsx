import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { memo } from 'react';
import type { ChatTurn } from '@/lib/contract';
import { showTurn } from '@/features/chat/stores/chat-actions';
import type { SiblingPosition } from '@/features/chat/utils/chat-tree';
import { ModelTurn } from '../turns/model-turn';

/** A compared answer has no versions of its own to step through. */
const ONLY_VERSION: SiblingPosition = { position: 0, count: 1, previousId: null, nextId: null };

/**
 * The same prompt answered with two settings side by side, each streaming on its own; "Keep this one"
 * makes that answer part of the conversation and the next message continues from it.
 */
export const ComparePanes = memo(function ComparePanes({
  answers,
  running,
}: {
  answers: readonly ChatTurn[];
  running: ReadonlySet<string>;
}) {
  const anyRunning = answers.some((answer) => running.has(answer.id));
  return (
    <Stack gap={4} data-testid="compare-panes">
      <Text size="xs" c="dimmed">
        {answers.length > 1
          ? 'Two answers to compare: keep one to continue.'
          : 'Keep this answer to continue.'}
      </Text>
      <SimpleGrid cols={answers.length > 1 ? 2 : 1} spacing="xs">
        {answers.map((answer, i) => {
          const pane = i === 0 ? 'a' : 'b';
          return (
            <Stack key={answer.id} gap={4} data-testid={`compare-pane-${pane}`}>
              <Text size="xs" fw={600} c="dimmed">
                Pane {pane.toUpperCase()}
              </Text>
              <ModelTurn
                turn={answer}
                streaming={running.has(answer.id)}
                isLeaf={false}
                {...ONLY_VERSION}
                pane={pane}
                actions={
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconCheck size={14} />}
                    disabled={anyRunning}
                    onClick={() => showTurn(answer.id)}
                    aria-label={`Keep the answer of pane ${pane.toUpperCase()}`}
                  >
                    Keep this one
                  </Button>
                }
              />
            </Stack>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
});
