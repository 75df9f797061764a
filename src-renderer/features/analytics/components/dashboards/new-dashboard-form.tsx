import { Button, Group, MultiSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { SavedReport } from '@/features/analytics/api/list-saved-reports';
import { useSaveDashboard } from '@/features/analytics/api/save-dashboard';
import { appendTiles } from '@/features/analytics/utils/dashboard-grid';

interface NewDashboardFormProps {
  reports: SavedReport[];
  onCreated: (dashboardId: string) => void;
}

/** A new dashboard: a name and the saved reports it starts with, two tiles to a row. */
export function NewDashboardForm({ reports, onCreated }: NewDashboardFormProps) {
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const save = useSaveDashboard();
  const trimmed = name.trim();
  const problem =
    trimmed === '' ? 'Name the dashboard.' : picked.length === 0 ? 'Pick at least one saved report.' : null;

  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (problem) return;
          save.mutate(
            { name: trimmed, tiles: appendTiles([], picked) },
            { onSuccess: (saved) => onCreated(saved.id) },
          );
        }}
      >
        <Stack gap="xs">
          <Text fw={600}>New dashboard</Text>
          {reports.length === 0 ? (
            <Text size="sm" c="dimmed" data-testid="dashboard-no-reports">
              A dashboard is made of saved reports: save one in the Reports tab first, or start with the
              suggested dashboard.
            </Text>
          ) : (
            <Group align="flex-end" gap="sm">
              <TextInput
                label="Name"
                value={name}
                maxLength={200}
                onChange={(event) => setName(event.currentTarget.value)}
                data-testid="dashboard-new-name"
              />
              <MultiSelect
                label="Saved reports"
                placeholder="Pick reports"
                data={reports.map((report) => ({ value: report.id, label: report.name }))}
                value={picked}
                onChange={setPicked}
                searchable
                style={{ flex: 1 }}
                data-testid="dashboard-new-reports"
              />
              <Button
                type="submit"
                disabled={problem !== null}
                loading={save.isPending}
                data-testid="dashboard-create"
              >
                Create
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
