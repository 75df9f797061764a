import type { Ref } from 'react';
import type { SavedReport } from '@/features/analytics/api/dashboard-reports';
import type { DashboardTile as Tile } from '@/features/analytics/api/list-dashboards';
import {
  GRID_COLUMNS,
  gridRows,
  moveTile,
  removeTile,
  resizeTile,
} from '@/features/analytics/utils/dashboard-grid';
import { DashboardTile, GRID_GAP, ROW_HEIGHT, type TileChange } from './dashboard-tile';

interface DashboardGridProps {
  tiles: Tile[];
  reports: SavedReport[];
  editing: boolean;
  /** The tiles after a move, resize or removal, to be saved. */
  onTilesChange: (tiles: Tile[]) => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The tiles on a CSS grid of 24 columns, each placed by its cells. Moving and resizing are buttons and arrow
 * keys on whole cells: they work from the keyboard and land on the grid the dashboard saves.
 */
export function DashboardGrid({ tiles, reports, editing, onTilesChange, ref }: DashboardGridProps) {
  const change = (index: number, { move, resize, remove }: TileChange) => {
    if (remove) return onTilesChange(removeTile(tiles, index));
    if (move) onTilesChange(moveTile(tiles, index, ...move));
    if (resize) onTilesChange(resizeTile(tiles, index, ...resize));
  };
  return (
    <div
      ref={ref}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`,
        gridTemplateRows: `repeat(${gridRows(tiles)}, ${ROW_HEIGHT}px)`,
        gap: GRID_GAP,
      }}
      data-testid="dashboard-grid"
    >
      {tiles.map((tile, index) => (
        <DashboardTile
          // A report appears once per dashboard at most, so its ID names the tile.
          key={tile.reportId}
          tile={tile}
          report={reports.find((report) => report.id === tile.reportId)}
          editing={editing}
          onChange={(tileChange) => change(index, tileChange)}
        />
      ))}
    </div>
  );
}
