import { Button, Group, MultiSelect } from '@mantine/core';
import { useState } from 'react';
import type { SavedReport } from '@/features/analytics/api/list-saved-reports';

interface AddReportsFormProps {
  reports: SavedReport[];
  /** Reports already on the dashboard, left out of the choice. */
  exclude: string[];
  onAdd: (reportIds: string[]) => void;
  pending?: boolean;
}

/** Picks saved reports to add as tiles. */
export function AddReportsForm({ reports, exclude, onAdd, pending }: AddReportsFormProps) {
  const [picked, setPicked] = useState<string[]>([]);
  const choices = reports
    .filter((report) => !exclude.includes(report.id))
    .map((report) => ({ value: report.id, label: report.name }));
  return (
    <Group align="flex-end" gap="sm">
      <MultiSelect
        label="Add saved reports"
        placeholder={choices.length === 0 ? 'Every saved report is on it' : 'Pick reports'}
        data={choices}
        value={picked}
        onChange={setPicked}
        searchable
        disabled={choices.length === 0}
        style={{ flex: 1 }}
        data-testid="dashboard-add-reports"
      />
      <Button
        disabled={picked.length === 0}
        loading={pending}
        onClick={() => {
          onAdd(picked);
          setPicked([]);
        }}
        data-testid="dashboard-add-reports-submit"
      >
        Add
      </Button>
    </Group>
  );
}
