import { Badge, Box, Checkbox, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { memo } from 'react';
import type { Preflight, UrlRow } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { ERROR_GROUP_LABELS, INTENT_LABELS, OWNERSHIP_LABELS, QUEUE_STATE_LABELS } from '../utils/labels';
import { relativeTime } from '../utils/relative-time';
import { URL_GRID_COLUMNS, URL_ROW_HEIGHT } from './url-columns';

const OWNERSHIP_COLORS = { owner: 'teal', 'not-owner': 'red', unknown: 'dimmed' } as const;
const QUEUE_COLORS = {
  held: 'orange',
  queued: 'blue',
  sending: 'cyan',
  sent: 'teal',
  failed: 'red',
} as const;

function NotifiedAt({ at, now }: { at: number | null; now: number }) {
  if (at === null)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  return (
    <Text size="xs" title={formatDateTime(at)}>
      {relativeTime(at, now)}
    </Text>
  );
}

function preflightDetail(preflight: Preflight): string {
  const parts = [
    preflight.reason,
    preflight.finalUrl && preflight.redirects > 0 ? `after a redirect to ${preflight.finalUrl}` : null,
    preflight.status === null ? 'no answer' : `HTTP ${preflight.status}`,
    preflight.noindex ? 'noindex' : null,
    preflight.canonical ? `canonical ${preflight.canonical}` : null,
    `checked ${formatDateTime(preflight.checkedAt)}`,
  ];
  return parts.filter(Boolean).join(' · ');
}

function PreflightBadge({ preflight }: { preflight: Preflight | null }) {
  if (!preflight)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  return (
    <Tooltip label={preflightDetail(preflight)} multiline w={320} withArrow openDelay={150}>
      <Badge
        size="sm"
        variant="light"
        color={preflight.verdict === 'pass' ? 'teal' : 'red'}
        data-testid="url-preflight"
        data-verdict={preflight.verdict}
        data-intent={preflight.intent}
      >
        {INTENT_LABELS[preflight.intent]} {preflight.verdict === 'pass' ? '✓' : '✗'}
      </Badge>
    </Tooltip>
  );
}

interface UrlRowViewProps {
  row: UrlRow | undefined;
  top: number;
  selected: boolean;
  /** False while every matching URL is selected: the rows cannot be ticked one by one then. */
  selectable: boolean;
  now: number;
  onToggle: (url: string) => void;
}

/** One row of the table, placed at `top`; a row whose window has not loaded yet is a placeholder. */
export const UrlRowView = memo(function UrlRowView({
  row,
  top,
  selected,
  selectable,
  now,
  onToggle,
}: UrlRowViewProps) {
  const style = {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    height: URL_ROW_HEIGHT,
    transform: `translateY(${top}px)`,
    display: 'grid',
    gridTemplateColumns: URL_GRID_COLUMNS,
    alignItems: 'center',
    columnGap: 8,
    paddingInline: 8,
    borderBottom: '1px solid var(--mantine-color-default-border)',
  } as const;
  if (!row) {
    return (
      <Box style={style} data-testid="url-row-placeholder">
        <span />
        <Skeleton height={12} width="70%" />
      </Box>
    );
  }
  return (
    <Box style={style} role="row" aria-selected={selected} data-testid="url-row" data-url={row.url}>
      <Checkbox
        size="xs"
        checked={selected}
        disabled={!selectable}
        onChange={() => onToggle(row.url)}
        aria-label={`Select ${row.url}`}
      />
      <Text size="xs" className="verity-mono" truncate="end" title={row.url}>
        {row.url}
      </Text>
      <Text size="xs" truncate="end" c={row.site ? undefined : 'dimmed'} title={row.site ?? undefined}>
        {row.site ?? 'No property'}
      </Text>
      <Text size="xs" c={OWNERSHIP_COLORS[row.owned]} data-testid="url-owned">
        {OWNERSHIP_LABELS[row.owned]}
      </Text>
      <NotifiedAt at={row.lastUpdatedAt} now={now} />
      <NotifiedAt at={row.lastDeletedAt} now={now} />
      <div>
        <PreflightBadge preflight={row.preflight} />
      </div>
      <div>
        {row.queue ? (
          <Badge
            size="sm"
            variant="light"
            color={QUEUE_COLORS[row.queue.state]}
            title={[row.queue.type, row.queue.reason].filter(Boolean).join(': ')}
            data-testid="url-queue"
            data-state={row.queue.state}
          >
            {QUEUE_STATE_LABELS[row.queue.state]} {INTENT_LABELS[row.queue.type]}
          </Badge>
        ) : (
          <Text size="xs" c="dimmed">
            —
          </Text>
        )}
      </div>
      {row.lastError ? (
        <Stack gap={0} title={`${row.lastError.message} (${formatDateTime(row.lastError.at)})`}>
          <Text size="xs" c="red" fw={600} data-testid="url-error-group">
            {ERROR_GROUP_LABELS[row.lastError.group]}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {row.lastError.message}
          </Text>
        </Stack>
      ) : (
        <Text size="xs" c="dimmed">
          —
        </Text>
      )}
    </Box>
  );
});
