import { Button, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { SERVICE_IDS, SERVICE_LABELS, type ServiceId } from '@/lib/contract';
import {
  NO_JOURNAL_FILTER,
  useJournalFilterStore,
  type JournalOutcome,
} from '../stores/journal-filter-store';
import { OUTCOME_OPTIONS } from './outcome-badge';

const ALL = 'all';
const SERVICE_OPTIONS = [
  { value: ALL, label: 'All services' },
  ...SERVICE_IDS.map((id) => ({ value: id, label: SERVICE_LABELS[id] })),
];
const OUTCOMES = [{ value: ALL, label: 'Any outcome' }, ...OUTCOME_OPTIONS];

/** A select's value as a filter: null for "all". */
const chosen = <T extends string>(value: string | null): T | null =>
  !value || value === ALL ? null : (value as T);

/** Service, kind, outcome and when the operation began; each narrows the list as soon as it changes. */
export function JournalFilterBar() {
  const filter = useJournalFilterStore((state) => state.filter);
  const setFilter = useJournalFilterStore((state) => state.setFilter);
  const reset = useJournalFilterStore((state) => state.reset);
  // The kind is typed: the list follows once typing pauses, not on every key.
  const [kind, setKind] = useState(filter.kind);
  const applyKind = useDebouncedCallback((value: string) => setFilter({ kind: value }), 300);
  const filtered = JSON.stringify(filter) !== JSON.stringify(NO_JOURNAL_FILTER);
  // datetime-local values share one format, so they compare as text.
  const emptyRange = filter.from !== '' && filter.to !== '' && filter.to <= filter.from;

  return (
    <Group gap="sm" align="flex-end">
      <Select
        label="Service"
        data={SERVICE_OPTIONS}
        value={filter.service ?? ALL}
        onChange={(next) => setFilter({ service: chosen<ServiceId>(next) })}
        allowDeselect={false}
        w={200}
        data-testid="journal-filter-service"
      />
      <TextInput
        label="Kind"
        placeholder="e.g. create-entry"
        value={kind}
        maxLength={64}
        onChange={(event) => {
          setKind(event.currentTarget.value);
          applyKind(event.currentTarget.value);
        }}
        w={180}
        data-testid="journal-filter-kind"
      />
      <Select
        label="Outcome"
        data={OUTCOMES}
        value={filter.outcome ?? ALL}
        onChange={(next) => setFilter({ outcome: chosen<JournalOutcome>(next) })}
        allowDeselect={false}
        w={170}
        data-testid="journal-filter-outcome"
      />
      <TextInput
        label="Begun from"
        type="datetime-local"
        value={filter.from}
        onChange={(event) => setFilter({ from: event.currentTarget.value })}
        data-testid="journal-filter-from"
      />
      <TextInput
        label="Begun before"
        type="datetime-local"
        value={filter.to}
        onChange={(event) => setFilter({ to: event.currentTarget.value })}
        error={emptyRange ? 'Set a time after “Begun from”: nothing can begin in this range' : undefined}
        data-testid="journal-filter-to"
      />
      {filtered && (
        <Button
          variant="subtle"
          onClick={() => {
            applyKind.cancel();
            setKind('');
            reset();
          }}
          data-testid="journal-filter-clear"
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
