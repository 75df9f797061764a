import { ActionIcon, Button, Card, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmButton } from '@/components/confirm-button';
import { ErrorAlert } from '@/components/error-alert';
import { useSavedReports, type SavedReport } from '@/features/analytics/api/list-saved-reports';
import { useRemoveSavedReport } from '@/features/analytics/api/remove-saved-report';
import { useSaveReport } from '@/features/analytics/api/save-saved-report';

function RenameButton({ report }: { report: SavedReport }) {
  const [name, setName] = useState(report.name);
  const [opened, setOpened] = useState(false);
  const save = useSaveReport();
  const rename = () =>
    save.mutate(
      { id: report.id, name, query: report.query, chart: report.chart },
      { onSuccess: () => setOpened(false) },
    );
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Rename ${report.name}`}
          onClick={() => setOpened((open) => !open)}
        >
          <IconPencil size={14} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Group gap="xs" align="flex-end">
          <TextInput
            size="xs"
            label="New name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button size="xs" onClick={rename} loading={save.isPending} disabled={name.trim() === ''}>
            Rename
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

interface SavedReportsListProps {
  openId: string | undefined;
  onOpen: (report: SavedReport) => void;
  onRemoved: (id: string) => void;
}

/** The profile's saved reports: open one into the builder, rename or delete it. */
export function SavedReportsList({ openId, onOpen, onRemoved }: SavedReportsListProps) {
  const reports = useSavedReports();
  const remove = useRemoveSavedReport();
  return (
    <Card withBorder padding="sm" data-testid="saved-reports">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Saved reports
        </Text>
        {reports.error && <ErrorAlert title="Could not list the saved reports" error={reports.error} />}
        {reports.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            None yet: build a report and save it.
          </Text>
        )}
        {reports.data?.map((report) => (
          <Group key={report.id} gap={4} wrap="nowrap" justify="space-between" data-testid="saved-report">
            <Button
              size="compact-sm"
              variant={report.id === openId ? 'light' : 'subtle'}
              onClick={() => onOpen(report)}
              style={{ flex: 1, justifyContent: 'flex-start' }}
            >
              {report.name}
            </Button>
            <RenameButton report={report} />
            <ConfirmButton
              size="compact-xs"
              variant="subtle"
              color="red"
              question={`Delete “${report.name}”? Dashboards lose its tile.`}
              confirmLabel="Delete"
              onConfirm={() => remove.mutate(report.id, { onSuccess: () => onRemoved(report.id) })}
            >
              Delete
            </ConfirmButton>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
