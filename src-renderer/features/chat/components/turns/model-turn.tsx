import { ActionIcon, Badge, Group, Loader, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconRefresh, IconTimeline } from '@tabler/icons-react';
import { memo, useMemo, useState, type ReactNode } from 'react';
import { CopyValue } from '@/components/copy-value';
import type { ChatTurn } from '@/lib/contract';
import { regenerate, retry } from '@/features/chat/stores/chat-actions';
import type { Pane } from '@/features/chat/stores/settings-form-store';
import type { SiblingPosition } from '@/features/chat/utils/chat-tree';
import { errorTimeOf, jsonModeOf, requestOf, summaryOf, usageOf } from '@/features/chat/utils/turn-facts';
import { CitationSources, MarkdownView, type CitationSource } from '../markdown';
import { AnswerMeta, BlockReason } from './answer-meta';
import { FunctionCalls } from './function-calls';
import { JsonAnswer } from './json-answer';
import { SiblingNav } from './sibling-nav';
import { Thoughts } from './thoughts';
import { TimelineDrawer } from './timeline-drawer';
import { RetryNotice, TurnError } from './turn-error';

export interface ModelTurnProps extends SiblingPosition {
  turn: ChatTurn;
  streaming: boolean;
  /** The newest turn of the branch: its function calls can be answered. */
  isLeaf: boolean;
  /** Set in compare mode: which pane's settings a retry uses. */
  pane?: Pane;
  /** Extra actions (compare mode's "Keep this one"). */
  actions?: ReactNode;
}

/**
 * One answer. Memoized on the turn object: while a stream runs only the live turn gets a new object,
 * so every other answer skips rendering.
 */
export const ModelTurn = memo(function ModelTurn({
  turn,
  streaming,
  isLeaf,
  pane,
  actions,
  ...siblings
}: ModelTurnProps) {
  const [timelineOpen, setTimelineOpen] = useState(false);
  const summary = useMemo(() => summaryOf(turn), [turn]);
  const request = useMemo(() => requestOf(turn), [turn]);
  const json = jsonModeOf(request);
  const usage = useMemo(() => usageOf(turn), [turn]);
  const status = turn.result?.status ?? 'complete';
  const error = turn.result?.error ?? null;
  const citations = summary.citationSources as CitationSource[];
  const lastEvent = streaming ? turn.result?.events.at(-1) : undefined;

  let body: ReactNode = null;
  if (json.jsonMode && summary.text)
    body = <JsonAnswer text={summary.text} schema={json.schema} streaming={streaming} />;
  else if (summary.text) body = <MarkdownView text={summary.text} streaming={streaming} />;

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid="model-turn"
      data-turn-id={turn.id}
      data-status={streaming ? 'streaming' : status}
      aria-label={`Answer from ${turn.result?.model ?? 'the model'}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" fw={600} c="dimmed">
              {turn.result?.model.replace(/^models\//, '') ?? 'model'}
            </Text>
            {streaming && <Loader size={12} type="dots" aria-label="Streaming" />}
            {status === 'stopped' && !streaming && (
              <Badge size="sm" color="yellow" variant="light" data-testid="turn-stopped">
                Stopped — partial answer
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            <SiblingNav {...siblings} />
            {summary.text && <CopyValue value={summary.text} label="Copy answer" />}
            <Tooltip label="Timeline and request">
              <ActionIcon variant="subtle" aria-label="Show timeline" onClick={() => setTimelineOpen(true)}>
                <IconTimeline size={16} />
              </ActionIcon>
            </Tooltip>
            {!pane && (
              <Tooltip label="Regenerate (a new version beside this one)">
                <ActionIcon
                  variant="subtle"
                  aria-label="Regenerate"
                  disabled={streaming}
                  onClick={() => regenerate(turn.id)}
                >
                  <IconRefresh size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        </Group>
        <BlockReason feedback={summary.promptFeedback} />
        {summary.thoughtText && <Thoughts text={summary.thoughtText} tokens={usage?.thoughts ?? null} />}
        {lastEvent?.type === 'retry' && <RetryNotice {...lastEvent} />}
        <div data-testid="answer-text">{body}</div>
        {citations.length > 0 && !streaming && <CitationSources text={summary.text} citations={citations} />}
        {summary.functionCalls.length > 0 && (
          <FunctionCalls
            key={summary.functionCalls.length}
            turnId={turn.id}
            calls={summary.functionCalls}
            canRespond={isLeaf && !streaming && status === 'complete'}
          />
        )}
        {error && !streaming && (
          <TurnError error={error} errorAt={errorTimeOf(turn)} onRetry={() => retry(turn.id, pane)} />
        )}
        {!streaming && <AnswerMeta summary={summary} usage={usage} request={request?.body ?? null} />}
        {actions}
      </Stack>
      {timelineOpen && <TimelineDrawer turn={turn} opened onClose={() => setTimelineOpen(false)} />}
    </Paper>
  );
});
