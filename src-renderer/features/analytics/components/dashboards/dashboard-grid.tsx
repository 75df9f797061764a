import { useCallback, useState, type Ref } from 'react';
import type { SavedReport } from '@/features/analytics/api/list-saved-reports';
import type { DashboardTile as Tile } from '@/features/analytics/api/list-dashboards';
import {
  GRID_COLUMNS,
  gridRows,
  moveTile,
  removeTile,
  resizeTile,
} from '@/features/analytics/utils/dashboard-grid';
import { DashboardTile, GRID_GAP, ROW_HEIGHT, type TileChange } from './dashboard-tile';

/**
 * How many tiles ask for their report at once. A dashboard of many two-year reports sent all at once makes each
 * wait on the others past main's request timeout (and the real service limits queries per user); a few at a
 * time, top to bottom, lets the first tiles draw early and none time out.
 */
const IN_FLIGHT = 3;

/** The tiles' reports top to bottom, then left to right: the order they are asked in. */
function readingOrder(tiles: Tile[]): string[] {
  return tiles.toSorted((a, b) => a.y - b.y || a.x - b.x).map((tile) => tile.reportId);
}

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
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const onSettled = useCallback(
    (reportId: string) => setSettled((now) => (now.has(reportId) ? now : new Set(now).add(reportId))),
    [],
  );
  // A tile whose report was deleted asks nothing, so it holds no place in the queue.
  const waiting = readingOrder(tiles).filter(
    (reportId) => !settled.has(reportId) && reports.some((report) => report.id === reportId),
  );
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
          mayStart={settled.has(tile.reportId) || waiting.indexOf(tile.reportId) < IN_FLIGHT}
          onSettled={onSettled}
        />
      ))}
    </div>
  );
}
