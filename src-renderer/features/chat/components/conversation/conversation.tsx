import { Box, Button, Stack, Text } from '@mantine/core';
import { IconArrowDown } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { ChatTurn } from '@/lib/contract';
import { useStickToBottom } from '@/features/chat/hooks/use-stick-to-bottom';
import { useChatStore } from '@/features/chat/stores/chat-store';
import { useGenerationStore } from '@/features/chat/stores/generation-store';
import {
  activePath,
  indexTurns,
  pendingAnswers,
  siblingPosition,
  type TurnIndex,
} from '@/features/chat/utils/chat-tree';
import { ComparePanes } from '../compare/compare-panes';
import { ModelTurn } from '../turns/model-turn';
import { UserTurn } from '../turns/user-turn';

type Row = { kind: 'turn'; turn: ChatTurn } | { kind: 'compare'; answers: ChatTurn[] };

/**
 * The active branch as a virtualized list: only rows near the viewport are mounted, heights are
 * measured as they render, and the view follows new text only while the reader is at the bottom.
 */
export function Conversation() {
  const chat = useChatStore((state) => state.chat);
  const running = useGenerationStore((state) => state.running);
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);

  const { rows, index } = useMemo(() => {
    const turns = chat?.turns ?? [];
    const turnIndex = indexTurns(turns);
    const path = chat ? activePath(chat, turnIndex) : [];
    const list: Row[] = path.map((turn) => ({ kind: 'turn', turn }));
    const pending = pendingAnswers(path, turnIndex);
    if (pending.length > 0) list.push({ kind: 'compare', answers: pending });
    return { rows: list, index: turnIndex };
  }, [chat]);

  // Its measuring callbacks are fresh each render by design; nothing here memoizes them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => 140,
    overscan: 6,
    getItemKey: (i) => {
      const row = rows[i]!;
      return row.kind === 'turn' ? row.turn.id : `compare-${row.answers.map((a) => a.id).join('-')}`;
    },
  });
  const { atBottom, jumpToLatest, follow } = useStickToBottom(scroller, content);

  // A message just sent is followed, even if the reader had scrolled up; showing an older branch is not.
  const leaf = rows.at(-1);
  const leafId = leaf?.kind === 'turn' ? leaf.turn.id : (leaf?.answers.at(-1)?.id ?? null);
  const leafCreatedAt = leaf?.kind === 'turn' ? leaf.turn.createdAt : (leaf?.answers.at(-1)?.createdAt ?? 0);
  const lastLeaf = useRef(leafId);
  useEffect(() => {
    if (lastLeaf.current !== leafId && Date.now() - leafCreatedAt < 5000) follow();
    lastLeaf.current = leafId;
  }, [leafId, leafCreatedAt, follow]);

  return (
    <Box pos="relative" style={{ flex: 1, minHeight: 0 }}>
      <div
        ref={scroller}
        style={{ height: '100%', overflowY: 'auto', overflowAnchor: 'none' }}
        data-testid="conversation"
        role="log"
        aria-label="Conversation"
      >
        {rows.length === 0 && (
          <Stack align="center" justify="center" h="100%">
            <Text c="dimmed" size="sm">
              Type a message below. Ctrl/⌘+Enter sends, Esc stops the answer.
            </Text>
          </Stack>
        )}
        <div
          ref={content}
          style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}
        >
          {virtualizer.getVirtualItems().map((item) => (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${item.start}px)`,
              }}
            >
              <Box pb="sm" pr="xs">
                <RowView
                  row={rows[item.index]!}
                  index={index}
                  running={running}
                  isLast={item.index === rows.length - 1}
                />
              </Box>
            </div>
          ))}
        </div>
      </div>
      {!atBottom && rows.length > 0 && (
        <Box pos="absolute" bottom={12} left="50%" style={{ transform: 'translateX(-50%)' }}>
          <Button size="xs" radius="xl" leftSection={<IconArrowDown size={14} />} onClick={jumpToLatest}>
            Jump to latest
          </Button>
        </Box>
      )}
    </Box>
  );
}

const RowView = memo(function RowView({
  row,
  index,
  running,
  isLast,
}: {
  row: Row;
  index: TurnIndex;
  running: ReadonlySet<string>;
  isLast: boolean;
}) {
  if (row.kind === 'compare') return <ComparePanes answers={row.answers} running={running} />;
  const { turn } = row;
  // Spread as plain values, so the memoized turn skips rendering when its position is unchanged.
  const common = { turn, ...siblingPosition(turn, index) };
  if (turn.role === 'user') return <UserTurn {...common} />;
  return <ModelTurn {...common} streaming={running.has(turn.id)} isLeaf={isLast} />;
});
