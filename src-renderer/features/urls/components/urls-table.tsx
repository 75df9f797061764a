import { Box, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useNow } from '@/hooks/use-now';
import type { UrlWindows } from '../api/list-urls';
import { useUrlsViewStore } from '../stores/urls-view-store';
import { URL_GRID_COLUMNS, URL_ROW_HEIGHT } from './url-columns';
import { UrlRowView } from './url-row';

/** The scroller's height when the rows fill it; fewer rows take only their own height. */
const SCROLLER_HEIGHT = 520;

const HEADERS = [
  '',
  'URL',
  'Site',
  'Owned?',
  'Last updated',
  'Last removed',
  'Pre-flight',
  'Queue',
  'Last error',
];

interface UrlsTableProps {
  list: UrlWindows;
  total: number;
  /** Changes with the search and filter: the table goes back to its top. */
  viewKey: string;
  /** Called with the first and last row index the scroller shows (overscan included). */
  onRange: (first: number, last: number) => void;
}

/**
 * The profile's URLs, virtualised: only the rows in view exist in the page, each window of rows is fetched
 * as it scrolls into view, and `total` sizes the scroller, so 100,000 URLs scroll like 100.
 */
export function UrlsTable({ list, total, viewKey, onRange }: UrlsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const selection = useUrlsViewStore((state) => state.selection);
  const toggle = useUrlsViewStore((state) => state.toggle);
  const now = useNow(60_000);
  // The rows are memoised themselves (UrlRowView); the virtualizer's own functions need not be.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => URL_ROW_HEIGHT,
    overscan: 20,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;

  useEffect(() => onRange(first, last), [first, last, onRange]);
  useEffect(() => virtualizer.scrollToOffset(0), [viewKey, virtualizer]);

  return (
    <Box
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, overflowX: 'auto' }}
      data-testid="urls-table"
      role="table"
      aria-rowcount={total}
    >
      <Box miw={1180}>
        <Box
          role="row"
          style={{
            display: 'grid',
            gridTemplateColumns: URL_GRID_COLUMNS,
            columnGap: 8,
            paddingInline: 8,
            height: 34,
            alignItems: 'center',
            borderBottom: '1px solid var(--mantine-color-default-border)',
          }}
        >
          {HEADERS.map((header, index) => (
            <Text key={index} size="xs" fw={700} role="columnheader">
              {header}
            </Text>
          ))}
        </Box>
        <div
          ref={scroller}
          style={{
            height: Math.min(SCROLLER_HEIGHT, Math.max(1, total) * URL_ROW_HEIGHT),
            overflowY: 'auto',
          }}
          data-testid="urls-scroller"
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const row = list.rowAt(item.index);
              return (
                <UrlRowView
                  key={item.index}
                  row={row}
                  top={item.start}
                  selected={selection.all || (row !== undefined && selection.urls.has(row.url))}
                  selectable={!selection.all}
                  now={now}
                  onToggle={toggle}
                />
              );
            })}
          </div>
        </div>
      </Box>
    </Box>
  );
}
