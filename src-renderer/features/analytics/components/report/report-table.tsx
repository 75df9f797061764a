import { Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { columnLabel, rowTexts, type ReportResult, type SortState } from './report-shape';
import classes from './report-table.module.css';

/** Fixed, so the scroller's height is rows × this and no row is measured. */
const ROW_HEIGHT = 34;
const SCROLLER_HEIGHT = 420;
const OVERSCAN = 10;
/** Rows are keyed by slot (index modulo this), so a row scrolled out is reused for one scrolled in. */
const ROW_SLOTS = Math.ceil(SCROLLER_HEIGHT / ROW_HEIGHT) + 1 + 2 * OVERSCAN;

type Headers = ReportResult['columnHeaders'];

function gridColumns(headers: Headers): string {
  return headers
    .map((h) => (h.columnType === 'DIMENSION' ? 'minmax(140px, 2fr)' : 'minmax(110px, 1fr)'))
    .join(' ');
}

const Row = memo(function Row({
  headers,
  row,
  top,
  columns,
}: {
  headers: Headers;
  row: ReportResult['rows'][number];
  top: number;
  columns: string;
}) {
  const texts = rowTexts(headers, row);
  return (
    <div
      className={`${classes.grid} ${classes.row}`}
      style={{ transform: `translateY(${top}px)`, gridTemplateColumns: columns }}
      role="row"
    >
      {headers.map((header, index) => (
        <span
          key={header.name}
          role="cell"
          className={header.columnType === 'METRIC' ? `${classes.cell} ${classes.metric}` : classes.cell}
        >
          {texts[index]}
        </span>
      ))}
    </div>
  );
});

interface ReportTableProps {
  result: ReportResult;
  /** The rows in the order shown (see sortRows); the CSV export writes the same. */
  rows: ReportResult['rows'];
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
}

/**
 * A report's rows, sortable by any column (ascending, descending, then as the service gave them), virtualised so
 * a result of 10,000 rows renders only the rows in view.
 */
export function ReportTable({ result, rows, sort, onSortChange }: ReportTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const headers = result.columnHeaders;
  const columns = gridColumns(headers);
  // The rows are memoised themselves; the virtualiser's own functions need not be.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // A scroll step's rows render in React's next batch rather than synchronously inside the scroll event.
    useFlushSync: false,
    overscan: OVERSCAN,
  });

  const toggle = (column: number) => {
    if (sort?.column !== column)
      onSortChange({ column, descending: headers[column]!.columnType === 'METRIC' });
    else if (sort.descending === (headers[column]!.columnType === 'METRIC'))
      onSortChange({ column, descending: !sort.descending });
    else onSortChange(null);
  };

  if (rows.length === 0)
    return (
      <Text c="dimmed" size="sm" data-testid="report-table-empty">
        The service answered no rows for this query.
      </Text>
    );
  return (
    <div
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8, overflowX: 'auto' }}
      role="table"
      aria-rowcount={rows.length}
      data-testid="report-table"
    >
      <div style={{ minWidth: headers.length * 130 }}>
        <div
          className={`${classes.grid} ${classes.header}`}
          style={{ gridTemplateColumns: columns }}
          role="row"
        >
          {headers.map((header, index) => (
            <button
              key={header.name}
              type="button"
              role="columnheader"
              aria-sort={sort?.column === index ? (sort.descending ? 'descending' : 'ascending') : 'none'}
              className={
                header.columnType === 'METRIC'
                  ? `${classes.headerButton} ${classes.metric}`
                  : classes.headerButton
              }
              onClick={() => toggle(index)}
              title={`Sort by ${columnLabel(header.name)}`}
            >
              {columnLabel(header.name)}{' '}
              {sort?.column === index &&
                (sort.descending ? <IconArrowDown size={12} /> : <IconArrowUp size={12} />)}
            </button>
          ))}
        </div>
        <div
          ref={scroller}
          style={{ height: Math.min(SCROLLER_HEIGHT, rows.length * ROW_HEIGHT), overflowY: 'auto' }}
          data-testid="report-table-scroller"
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => (
              <Row
                key={item.index % ROW_SLOTS}
                headers={headers}
                row={rows[item.index]!}
                top={item.start}
                columns={columns}
              />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
