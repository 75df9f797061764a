import { ActionIcon, Card, Group, Text, Tooltip } from '@mantine/core';
import {
  IconArrowDown,
  IconArrowLeft,
  IconArrowRight,
  IconArrowUp,
  IconViewportNarrow,
  IconViewportShort,
  IconViewportTall,
  IconViewportWide,
  IconX,
} from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { SavedReport } from '@/features/analytics/api/list-saved-reports';
import type { DashboardTile as Tile } from '@/features/analytics/api/list-dashboards';
import { TileReport } from './tile-report';

/** The grid's row height and gap, in pixels: a tile `h` rows high is h·ROW + (h−1)·GAP tall. */
export const ROW_HEIGHT = 40;
export const GRID_GAP = 12;
/** What a tile's title bar, padding and the chart's legend take from its height. */
const TILE_CHROME = 110;

export interface TileChange {
  move?: [dx: number, dy: number];
  resize?: [dw: number, dh: number];
  remove?: true;
}

interface DashboardTileProps {
  tile: Tile;
  /** Undefined when the report was deleted since the dashboard was saved. */
  report: SavedReport | undefined;
  editing: boolean;
  onChange: (change: TileChange) => void;
  /** See TileReport. */
  mayStart: boolean;
  onSettled: (reportId: string) => void;
}

/** Arrows move the tile; with Shift they resize it (right/left wider/narrower, down/up taller/shorter). */
const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

function Control({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon size="sm" variant="subtle" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** One saved report on the grid, with buttons (and arrow keys) to move and resize it while editing. */
export function DashboardTile({ tile, report, editing, onChange, mayStart, onSettled }: DashboardTileProps) {
  const chartHeight = Math.max(120, tile.h * ROW_HEIGHT + (tile.h - 1) * GRID_GAP - TILE_CHROME);
  const title = report?.name ?? 'A deleted report';
  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEYS[event.key];
    if (!editing || !step || event.target !== event.currentTarget) return;
    event.preventDefault();
    // Shift+Right widens, Shift+Down makes taller: the far edge follows the arrow.
    onChange(event.shiftKey ? { resize: step } : { move: step });
  };

  return (
    <Card
      withBorder
      padding="sm"
      style={{
        gridColumn: `${tile.x + 1} / span ${tile.w}`,
        gridRow: `${tile.y + 1} / span ${tile.h}`,
        overflow: 'auto',
        outlineOffset: 2,
      }}
      tabIndex={editing ? 0 : undefined}
      onKeyDown={onKeyDown}
      aria-label={editing ? `${title}: arrows move, Shift+arrows resize` : undefined}
      data-testid="dashboard-tile"
      data-report-id={tile.reportId}
      data-x={tile.x}
      data-y={tile.y}
      data-w={tile.w}
      data-h={tile.h}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
        <Text fw={600} size="sm" truncate data-testid="dashboard-tile-title">
          {title}
        </Text>
        {editing && (
          <Group gap={2} wrap="nowrap" data-testid="dashboard-tile-controls">
            <Control label="Move left" onClick={() => onChange({ move: [-1, 0] })}>
              <IconArrowLeft size={14} />
            </Control>
            <Control label="Move right" onClick={() => onChange({ move: [1, 0] })}>
              <IconArrowRight size={14} />
            </Control>
            <Control label="Move up" onClick={() => onChange({ move: [0, -1] })}>
              <IconArrowUp size={14} />
            </Control>
            <Control label="Move down" onClick={() => onChange({ move: [0, 1] })}>
              <IconArrowDown size={14} />
            </Control>
            <Control label="Narrower" onClick={() => onChange({ resize: [-2, 0] })}>
              <IconViewportNarrow size={14} />
            </Control>
            <Control label="Wider" onClick={() => onChange({ resize: [2, 0] })}>
              <IconViewportWide size={14} />
            </Control>
            <Control label="Shorter" onClick={() => onChange({ resize: [0, -1] })}>
              <IconViewportShort size={14} />
            </Control>
            <Control label="Taller" onClick={() => onChange({ resize: [0, 1] })}>
              <IconViewportTall size={14} />
            </Control>
            <Control label="Remove from the dashboard" onClick={() => onChange({ remove: true })}>
              <IconX size={14} />
            </Control>
          </Group>
        )}
      </Group>
      {report ? (
        <TileReport report={report} chartHeight={chartHeight} mayStart={mayStart} onSettled={onSettled} />
      ) : (
        <Text size="sm" c="dimmed">
          This tile&apos;s report was deleted; remove the tile or add the report again from the builder.
        </Text>
      )}
    </Card>
  );
}
