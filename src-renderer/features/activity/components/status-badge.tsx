import { Badge, Tooltip } from '@mantine/core';
import type { ExchangeSummary } from '@/lib/contract';

function statusColor(status: number): string {
  if (status < 300) return 'teal';
  if (status < 400) return 'blue';
  if (status < 500) return 'orange';
  return 'red';
}

/** HTTP status colored by class; a transport failure shows what happened instead. */
export function StatusBadge({
  exchange,
}: {
  exchange: Pick<ExchangeSummary, 'status' | 'error' | 'durationMs'>;
}) {
  if (exchange.status !== null) {
    return (
      <Badge color={statusColor(exchange.status)} variant="light" data-testid="activity-status">
        {exchange.status}
      </Badge>
    );
  }
  if (exchange.error) {
    return (
      <Tooltip label={exchange.error} withArrow multiline maw={360}>
        <Badge color="red" variant="outline" data-testid="activity-status" maw={140}>
          {exchange.error}
        </Badge>
      </Tooltip>
    );
  }
  return (
    <Badge color="gray" variant="outline" data-testid="activity-status">
      {exchange.durationMs === null ? 'pending' : '—'}
    </Badge>
  );
}
