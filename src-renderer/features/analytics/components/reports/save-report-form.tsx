import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSaveReport } from '@/features/analytics/api/save-saved-report';
import type { SavedReport } from '@/features/analytics/api/list-saved-reports';
import type { BuilderQuery } from '@/features/analytics/utils/builder-query';
import type { ChartKind } from '../report/report-shape';

interface SaveReportFormProps {
  /** The saved report open in the builder, which Save replaces. */
  open: SavedReport | undefined;
  /** The query to save; null while the picks are not a valid query. */
  query: BuilderQuery | null;
  chart: ChartKind;
  onSaved: (report: SavedReport) => void;
}

/** Saves the builder's query under a name: over the open report, or as a new one. */
export function SaveReportForm({ open, query, chart, onSaved }: SaveReportFormProps) {
  const [name, setName] = useState(open?.name ?? '');
  const save = useSaveReport();
  const submit = (asNew: boolean) =>
    query &&
    save.mutate(
      { ...(open && !asNew ? { id: open.id } : {}), name: name.trim(), query, chart },
      { onSuccess: onSaved },
    );
  const blocked = !query || name.trim() === '';
  return (
    <Group gap="xs" align="flex-end">
      <TextInput
        size="xs"
        label="Report name"
        placeholder="e.g. Views by country, last 28 days"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        w={280}
      />
      <Button
        size="xs"
        onClick={() => submit(false)}
        disabled={blocked}
        loading={save.isPending}
        data-testid="builder-save"
      >
        {open ? 'Save' : 'Save report'}
      </Button>
      {open && (
        <Button size="xs" variant="default" onClick={() => submit(true)} disabled={blocked}>
          Save as new
        </Button>
      )}
    </Group>
  );
}
