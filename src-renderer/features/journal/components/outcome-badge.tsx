import { Badge } from '@mantine/core';
import type { JournalOutcome } from '../stores/journal-filter-store';

const SHOWN: Record<JournalOutcome, { label: string; color: string }> = {
  pending: { label: 'pending', color: 'gray' },
  ok: { label: 'ok', color: 'teal' },
  failed: { label: 'failed', color: 'red' },
  unknown: { label: 'outcome unknown', color: 'orange' },
};

export const OUTCOME_OPTIONS = (Object.keys(SHOWN) as JournalOutcome[]).map((outcome) => ({
  value: outcome,
  label: SHOWN[outcome].label,
}));

/** An outcome Verity never writes (a row changed by hand) is shown as it is, in red. */
export function OutcomeBadge({ outcome }: { outcome: string }) {
  const { label, color } = Object.hasOwn(SHOWN, outcome)
    ? SHOWN[outcome as JournalOutcome]
    : { label: outcome, color: 'red' };
  return (
    <Badge color={color} variant="light" data-testid="journal-outcome" data-outcome={outcome}>
      {label}
    </Badge>
  );
}
