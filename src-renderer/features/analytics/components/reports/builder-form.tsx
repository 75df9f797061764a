import { ActionIcon, Checkbox, Group, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { ALL_OPTIONS, unavailableReason, type PickKind } from '@/features/analytics/utils/builder-options';
import {
  filterChoices,
  lockedFilterValue,
  type BuilderState,
} from '@/features/analytics/utils/builder-query';
import { FilterValues } from './filter-values';
import { PickChips } from './pick-chips';

interface BuilderFormProps {
  state: BuilderState;
  onChange: (state: BuilderState) => void;
}

function toggled(list: readonly string[], name: string): string[] {
  return list.includes(name) ? list.filter((item) => item !== name) : [...list, name];
}

/** The builder's picks: metrics, dimensions and filters the catalog allows together, dates, sort and row limit. */
export function BuilderForm({ state, onChange }: BuilderFormProps) {
  const picks = {
    metrics: state.metrics,
    dimensions: state.dimensions,
    filters: state.filters.map((filter) => filter.key),
  };
  const reasonFor = (kind: PickKind) => (name: string) => unavailableReason(picks, kind, name);
  const columns = [...state.dimensions, ...state.metrics];
  const sortField = state.sort[0]?.replace(/^-/, '') ?? null;
  const descending = state.sort[0]?.startsWith('-') ?? true;
  // A sort on a column no longer asked for is dropped with it.
  const withColumns = (next: BuilderState): BuilderState => {
    const kept = [...next.dimensions, ...next.metrics];
    return { ...next, sort: next.sort.filter((key) => kept.includes(key.replace(/^-/, ''))) };
  };
  const toggleFilter = (key: string) => {
    if (picks.filters.includes(key))
      return onChange({ ...state, filters: state.filters.filter((filter) => filter.key !== key) });
    const locked = lockedFilterValue(state, key);
    onChange({ ...state, filters: [...state.filters, { key, values: locked ? [locked] : [] }] });
  };

  return (
    <Stack gap="md" data-testid="report-builder">
      <PickChips
        label="Metrics"
        kind="metric"
        options={ALL_OPTIONS.metric}
        picked={state.metrics}
        reasonFor={reasonFor('metric')}
        onToggle={(name) => onChange(withColumns({ ...state, metrics: toggled(state.metrics, name) }))}
      />
      <PickChips
        label="Dimensions"
        kind="dimension"
        options={ALL_OPTIONS.dimension}
        picked={state.dimensions}
        reasonFor={reasonFor('dimension')}
        onToggle={(name) => onChange(withColumns({ ...state, dimensions: toggled(state.dimensions, name) }))}
      />
      <PickChips
        label="Filters"
        kind="filter"
        options={ALL_OPTIONS.filter}
        picked={picks.filters}
        reasonFor={reasonFor('filter')}
        onToggle={toggleFilter}
      />
      {state.filters.map((filter, index) => (
        <Group key={filter.key} gap="xs" align="flex-end" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <FilterValues
              filter={filter}
              locked={lockedFilterValue(state, filter.key)}
              choices={filterChoices(state, filter.key)}
              onChange={(values) =>
                onChange({
                  ...state,
                  filters: state.filters.map((item, at) => (at === index ? { ...item, values } : item)),
                })
              }
            />
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Remove filter ${filter.key}`}
            onClick={() => toggleFilter(filter.key)}
          >
            <IconX size={14} />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="sm" align="flex-end">
        <TextInput
          type="date"
          size="xs"
          label="Start date"
          value={state.startDate}
          onChange={(event) => onChange({ ...state, startDate: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          size="xs"
          label="End date"
          value={state.endDate}
          onChange={(event) => onChange({ ...state, endDate: event.currentTarget.value })}
        />
        <Select
          size="xs"
          label="Sort by"
          placeholder="As the service orders"
          clearable
          data={columns}
          value={sortField}
          onChange={(field) =>
            onChange({ ...state, sort: field ? [`${descending ? '-' : ''}${field}`] : [] })
          }
        />
        <Checkbox
          size="xs"
          label="Descending"
          checked={descending}
          disabled={!sortField}
          onChange={(event) =>
            sortField &&
            onChange({ ...state, sort: [`${event.currentTarget.checked ? '-' : ''}${sortField}`] })
          }
        />
        <NumberInput
          size="xs"
          label="Max results"
          placeholder="All"
          min={1}
          w={110}
          value={state.maxResults ?? ''}
          onChange={(value) =>
            onChange({ ...state, maxResults: typeof value === 'number' ? value : undefined })
          }
        />
      </Group>
    </Stack>
  );
}
