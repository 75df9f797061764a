import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconLayoutGrid, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmButton } from '@/components/confirm-button';
import type { SavedReport } from '@/features/analytics/api/list-saved-reports';
import type { Dashboard, DashboardTile } from '@/features/analytics/api/list-dashboards';
import { useRemoveDashboard } from '@/features/analytics/api/remove-dashboard';
import { useSaveDashboard } from '@/features/analytics/api/save-dashboard';
import { appendTiles } from '@/features/analytics/utils/dashboard-grid';
import { useActiveProfile } from '@/hooks/use-profiles';
import { AddReportsForm } from './add-reports-form';
import { DashboardGrid } from './dashboard-grid';
import { DashboardExportMenu } from './export-menu';
import { channelLabel, collectExport } from './export-data';

/** The most tiles a dashboard holds (the contract's limit). */
const MAX_TILES = 48;

interface DashboardViewProps {
  dashboard: Dashboard;
  reports: SavedReport[];
  onClose: () => void;
}

/** One dashboard: every tile runs its saved report; while editing, tiles move, resize, come and go. */
export function DashboardView({ dashboard, reports, onClose }: DashboardViewProps) {
  const [editing, setEditing] = useState(false);
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(dashboard.name);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveDashboard();
  const remove = useRemoveDashboard();
  const grid = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const profile = useActiveProfile();

  const saveTiles = (tiles: DashboardTile[]) => {
    if (tiles.length === 0)
      return setProblem('A dashboard keeps at least one tile: delete the dashboard instead.');
    if (tiles.length > MAX_TILES)
      return setProblem(`A dashboard holds at most ${MAX_TILES} tiles: make a second dashboard.`);
    setProblem(null);
    save.mutate({ id: dashboard.id, name: dashboard.name, tiles });
  };
  const rename = () => {
    const trimmed = name.trim();
    if (trimmed !== '' && trimmed !== dashboard.name)
      save.mutate({ id: dashboard.id, name: trimmed, tiles: dashboard.tiles });
    setRenaming(false);
  };
  const collect = () => {
    if (!grid.current) throw new Error('The dashboard is not on screen; open it and export again.');
    const tileReports = dashboard.tiles.map((tile) => reports.find((report) => report.id === tile.reportId));
    return collectExport(
      dashboard,
      reports,
      queryClient,
      grid.current,
      channelLabel(tileReports, profile?.name),
    );
  };

  return (
    <Stack gap="md" data-testid="dashboard-view" data-dashboard-id={dashboard.id}>
      <Group justify="space-between">
        <Group gap="sm">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onClose}>
            Dashboards
          </Button>
          {renaming ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                rename();
              }}
            >
              <TextInput
                value={name}
                maxLength={200}
                onChange={(event) => setName(event.currentTarget.value)}
                onBlur={rename}
                aria-label="Dashboard name"
                autoFocus
                data-testid="dashboard-rename-input"
              />
            </form>
          ) : (
            <Title order={3} data-testid="dashboard-name">
              {dashboard.name}
            </Title>
          )}
          {!renaming && (
            <Button
              size="xs"
              variant="subtle"
              leftSection={<IconPencil size={14} />}
              onClick={() => {
                setName(dashboard.name);
                setRenaming(true);
              }}
              data-testid="dashboard-rename"
            >
              Rename
            </Button>
          )}
        </Group>
        <Group gap="sm">
          <Button
            variant={editing ? 'filled' : 'default'}
            leftSection={<IconLayoutGrid size={16} />}
            onClick={() => setEditing((now) => !now)}
            data-testid="dashboard-edit"
          >
            {editing ? 'Done' : 'Arrange'}
          </Button>
          <DashboardExportMenu collect={collect} />
          <ConfirmButton
            color="red"
            variant="light"
            question={`Delete the dashboard "${dashboard.name}"? Its saved reports are kept.`}
            confirmLabel="Delete dashboard"
            onConfirm={() => remove.mutate(dashboard, { onSuccess: onClose })}
            data-testid="dashboard-delete"
          >
            Delete
          </ConfirmButton>
        </Group>
      </Group>
      {editing && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            Move a tile with its arrow buttons, or focus it and press the arrow keys; Shift with an arrow
            resizes it. Each change is saved.
          </Text>
          <AddReportsForm
            reports={reports}
            exclude={dashboard.tiles.map((tile) => tile.reportId)}
            onAdd={(reportIds) => saveTiles(appendTiles(dashboard.tiles, reportIds))}
            pending={save.isPending}
          />
        </Stack>
      )}
      {problem && (
        <Alert
          color="yellow"
          withCloseButton
          onClose={() => setProblem(null)}
          data-testid="dashboard-problem"
        >
          {problem}
        </Alert>
      )}
      <DashboardGrid
        ref={grid}
        tiles={dashboard.tiles}
        reports={reports}
        editing={editing}
        onTilesChange={saveTiles}
      />
    </Stack>
  );
}
