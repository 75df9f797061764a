import { MultiSelect, Select, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useGroups } from '@/features/analytics/api/list-groups';
import type { BuilderFilter } from '@/features/analytics/utils/builder-query';

const PLACEHOLDERS: Record<string, string> = {
  video: 'video IDs, comma separated',
  playlist: 'playlist IDs, comma separated',
  country: 'ISO code, e.g. US',
  province: 'ISO 3166-2 code, e.g. US-CA',
};

interface FilterValuesProps {
  filter: BuilderFilter;
  /** The value the catalog requires for this filter with the picks, if any (`EMBEDDED`). */
  locked: string | undefined;
  choices: readonly string[] | undefined;
  onChange: (values: string[]) => void;
}

/** The value(s) of one filter: a group of the account, one of the catalog's values, or typed IDs and codes. */
export function FilterValues({ filter, locked, choices, onChange }: FilterValuesProps) {
  const groups = useGroups(filter.key === 'group');
  const [text, setText] = useState(filter.values.join(','));
  const label = `${filter.key} ==`;
  if (locked !== undefined)
    return (
      <Text size="sm">
        {label} {locked}{' '}
        <Text span c="dimmed" size="xs">
          (the only value this report allows)
        </Text>
      </Text>
    );
  if (filter.key === 'group')
    return (
      <Select
        size="xs"
        label={label}
        placeholder={groups.isLoading ? 'Loading groups…' : 'Pick a group'}
        data={(groups.data ?? []).map((group) => ({
          value: group.id,
          label: `${group.title} (${group.itemType.replace(/^youtube#/, '')}s)`,
        }))}
        value={filter.values[0] ?? null}
        onChange={(value) => onChange(value ? [value] : [])}
        error={groups.error ? 'Could not list the account’s groups' : undefined}
        aria-label="Filter group"
      />
    );
  if (choices)
    return (
      <MultiSelect
        size="xs"
        label={label}
        data={[...choices]}
        value={filter.values}
        onChange={onChange}
        placeholder="Pick values"
      />
    );
  return (
    <TextInput
      size="xs"
      label={label}
      placeholder={PLACEHOLDERS[filter.key] ?? 'values, comma separated'}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(
          event.currentTarget.value
            .split(',')
            .map((value) => value.trim())
            .filter(Boolean),
        );
      }}
      aria-label={`Filter ${filter.key} values`}
    />
  );
}
