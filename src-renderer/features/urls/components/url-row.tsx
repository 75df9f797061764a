import { memo } from 'react';
import type { Preflight, UrlRow } from '@/lib/contract';
import { formatDateTime } from '@/lib/format';
import { ERROR_GROUP_LABELS, INTENT_LABELS, OWNERSHIP_LABELS, QUEUE_STATE_LABELS } from '../utils/labels';
import { relativeTime } from '../utils/relative-time';
import classes from './url-table.module.css';

const OWNERSHIP_CLASSES = { owner: classes.teal, 'not-owner': classes.red, unknown: classes.dimmed } as const;
const QUEUE_CLASSES = {
  held: classes.orange,
  queued: classes.blue,
  sending: classes.cyan,
  sent: classes.teal,
  failed: classes.red,
} as const;

const cx = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

function None() {
  return <span className={classes.dimmed}>—</span>;
}

function NotifiedAt({ at, now }: { at: number | null; now: number }) {
  if (at === null) return <None />;
  return (
    <span className={classes.cell} title={formatDateTime(at)}>
      {relativeTime(at, now)}
    </span>
  );
}

/** The verdict's reason and what the fetch saw, for the badge's hover text. */
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
  if (!preflight) return <None />;
  const pass = preflight.verdict === 'pass';
  return (
    <span
      className={cx(classes.badge, pass ? classes.teal : classes.red)}
      title={preflightDetail(preflight)}
      data-testid="url-preflight"
      data-verdict={preflight.verdict}
      data-intent={preflight.intent}
    >
      {INTENT_LABELS[preflight.intent]} {pass ? '✓' : '✗'}
    </span>
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
  const style = { transform: `translateY(${top}px)` };
  if (!row) {
    return (
      <div className={cx(classes.grid, classes.row)} style={style} data-testid="url-row-placeholder">
        <span />
        <span className={classes.placeholder} />
      </div>
    );
  }
  const { queue, lastError } = row;
  return (
    <div
      className={cx(classes.grid, classes.row)}
      style={style}
      role="row"
      aria-selected={selected}
      data-testid="url-row"
      data-url={row.url}
    >
      <input
        type="checkbox"
        checked={selected}
        disabled={!selectable}
        onChange={() => onToggle(row.url)}
        aria-label={`Select ${row.url}`}
      />
      <span className={cx(classes.cell, classes.mono)} title={row.url}>
        {row.url}
      </span>
      <span className={cx(classes.cell, !row.site && classes.dimmed)} title={row.site ?? undefined}>
        {row.site ?? 'No property'}
      </span>
      <span className={cx(classes.cell, OWNERSHIP_CLASSES[row.owned])} data-testid="url-owned">
        {OWNERSHIP_LABELS[row.owned]}
      </span>
      <NotifiedAt at={row.lastUpdatedAt} now={now} />
      <NotifiedAt at={row.lastDeletedAt} now={now} />
      <span className={classes.cell}>
        <PreflightBadge preflight={row.preflight} />
      </span>
      <span className={classes.cell}>
        {queue ? (
          <span
            className={cx(classes.badge, QUEUE_CLASSES[queue.state])}
            title={[queue.type, queue.reason].filter(Boolean).join(': ')}
            data-testid="url-queue"
            data-state={queue.state}
          >
            {QUEUE_STATE_LABELS[queue.state]} {INTENT_LABELS[queue.type]}
          </span>
        ) : (
          <None />
        )}
      </span>
      {lastError ? (
        <span
          className={classes.cell}
          title={`${lastError.message} (${formatDateTime(lastError.at)})`}
          data-testid="url-error"
        >
          <span className={classes.error} data-testid="url-error-group">
            {ERROR_GROUP_LABELS[lastError.group]}
          </span>{' '}
          <span className={classes.dimmed}>{lastError.message}</span>
        </span>
      ) : (
        <None />
      )}
    </div>
  );
});
