import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { useNow } from '@/hooks/use-now';
import type { UrlFilter } from '@/lib/contract';
import { useUrlWindows } from '../api/list-urls';
import { useUrlsViewStore } from '../stores/urls-view-store';
import { windowsCovering } from '../utils/table-windows';
import classes from './url-table.module.css';
import { UrlRowView } from './url-row';
import { UrlsErrorAlert } from './urls-error-alert';

/** The scroller's height when the rows fill it; fewer rows take only their own height. */
const SCROLLER_HEIGHT = 520;

/** Fixed, so the scroller's height is rows × this and no row is measured. */
const ROW_HEIGHT = 40;

/** Rows rendered beyond each edge of the scroller. */
const OVERSCAN = 8;

/**
 * The most rows the scroller renders (those in view, one more when scrolled mid-row, and the overscan). Rows
 * are keyed by their slot, their index modulo this: distinct for any run of rows rendered together, and a row
 * scrolled out hands its slot to one scrolled in, so scrolling updates rows instead of mounting new ones.
 */
const ROW_SLOTS = Math.ceil(SCROLLER_HEIGHT / ROW_HEIGHT) + 1 + 2 * OVERSCAN;

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

/** The column names: no props, so the table's re-render on every scroll step skips it. */
const TableHeader = memo(function TableHeader() {
  return (
    <div className={`${classes.grid} ${classes.header}`} role="row">
      {HEADERS.map((header, index) => (
        <span key={index} className={classes.cell} role="columnheader">
          {header}
        </span>
      ))}
    </div>
  );
});

interface UrlsTableProps {
  search: string;
  filter: UrlFilter;
  /** How many URLs match, from the first window the page holds. */
  total: number;
}

/**
 * The profile's URLs, virtualised: only the rows in view exist in the page, the windows of rows they fall in
 * are fetched as they scroll into view (here, so scrolling renders this table and not the page around it),
 * and `total` sizes the scroller, so 100,000 URLs scroll like 100. The page keys it by search and filter,
 * so a new query starts at the top.
 */
export function UrlsTable({ search, filter, total }: UrlsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const selection = useUrlsViewStore((state) => state.selection);
  const toggle = useUrlsViewStore((state) => state.toggle);
  const now = useNow(60_000);
  // The rows are memoised themselves (UrlRowView); the virtualizer's own functions need not be.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  const list = useUrlWindows(search, filter, windowsCovering(first, last));

  return (
    <>
      <UrlsErrorAlert title="Could not load these rows" query={list} testId="urls-rows-error" />
      <div
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 8,
          overflowX: 'auto',
        }}
        data-testid="urls-table"
        role="table"
        aria-rowcount={total}
      >
        <div style={{ minWidth: 1180 }}>
          <TableHeader />
          <div
            ref={scroller}
            style={{
              height: Math.min(SCROLLER_HEIGHT, Math.max(1, total) * ROW_HEIGHT),
              overflowY: 'auto',
            }}
            data-testid="urls-scroller"
          >
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {items.map((item) => {
                const row = list.rowAt(item.index);
                return (
                  <UrlRowView
                    key={item.index % ROW_SLOTS}
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
        </div>
      </div>
    </>
  );
}
