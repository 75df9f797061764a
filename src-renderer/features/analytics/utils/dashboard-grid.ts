// Tiles on a dashboard's grid of 24 columns, rows as deep as needed. Moves and resizes keep tiles inside the
// columns and off each other: a tile that would overlap another pushes it down, then everything floats up to
// close the gaps, so the grid reads top to bottom without holes.

export const GRID_COLUMNS = 24;
const MAX_ROW = 999;
const MAX_HEIGHT = 24;

export interface GridTile {
  reportId: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A new tile's size: half the width, tall enough for a chart and its legend. */
const DEFAULT_TILE = { w: 12, h: 8 };

function overlaps(a: GridTile, b: GridTile): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** The tile kept within the columns and sizes the grid allows. */
function fitted(tile: GridTile): GridTile {
  const w = clamp(tile.w, 1, GRID_COLUMNS);
  return {
    ...tile,
    w,
    h: clamp(tile.h, 1, MAX_HEIGHT),
    x: clamp(tile.x, 0, GRID_COLUMNS - w),
    y: clamp(tile.y, 0, MAX_ROW),
  };
}

/** Every tile floated up as far as it goes, top rows first, so the grid has no holes. */
function compact(tiles: GridTile[]): GridTile[] {
  const order = tiles
    .map((tile, index) => ({ tile, index }))
    .sort((a, b) => a.tile.y - b.tile.y || a.tile.x - b.tile.x);
  const placed: GridTile[] = [];
  const result: GridTile[] = [...tiles];
  for (const { tile, index } of order) {
    const floated = { ...tile };
    while (floated.y > 0 && !placed.some((other) => overlaps({ ...floated, y: floated.y - 1 }, other)))
      floated.y -= 1;
    placed.push(floated);
    result[index] = floated;
  }
  return result;
}

/** Tiles laid so none overlaps: the one at `fixed` keeps its place, those in its way go down below it. */
function settle(tiles: GridTile[], fixed?: number): GridTile[] {
  const placed: GridTile[] = fixed === undefined ? [] : [tiles[fixed]!];
  const result: GridTile[] = [...tiles];
  const others = tiles
    .map((tile, index) => ({ tile, index }))
    .filter(({ index }) => index !== fixed)
    .sort((a, b) => a.tile.y - b.tile.y || a.tile.x - b.tile.x);
  for (const { tile, index } of others) {
    const pushed = { ...tile };
    while (placed.some((other) => overlaps(pushed, other))) pushed.y += 1;
    placed.push(pushed);
    result[index] = pushed;
  }
  return compact(result);
}

/** Whether two tiles share a column. */
function sharesColumns(a: GridTile, b: GridTile): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w;
}

/**
 * The tile at `index` moved by whole cells. Sideways it shifts by `dx` columns; up or down it trades places
 * with the nearest tile above or below it in its columns (the grid keeps no empty rows to move into).
 */
export function moveTile(tiles: GridTile[], index: number, dx: number, dy: number): GridTile[] {
  const tile = tiles[index];
  if (!tile) return tiles;
  let moved = fitted({ ...tile, x: tile.x + dx });
  const inColumns = tiles.filter((other, at) => at !== index && sharesColumns(moved, other));
  if (dy < 0) {
    const above = inColumns.filter((other) => other.y < tile.y).sort((a, b) => b.y - a.y)[0];
    if (above) moved = { ...moved, y: above.y };
  } else if (dy > 0) {
    const below = inColumns.filter((other) => other.y > tile.y).sort((a, b) => a.y - b.y)[0];
    if (below) moved = { ...moved, y: below.y + below.h };
  }
  return settle(
    tiles.map((other, at) => (at === index ? moved : other)),
    index,
  );
}

/** The tile at `index` made wider/narrower or taller/shorter by whole cells. */
export function resizeTile(tiles: GridTile[], index: number, dw: number, dh: number): GridTile[] {
  const tile = tiles[index];
  if (!tile) return tiles;
  const w = clamp(tile.w + dw, 1, GRID_COLUMNS);
  const resized = fitted({ ...tile, w, h: tile.h + dh, x: Math.min(tile.x, GRID_COLUMNS - w) });
  return settle(
    tiles.map((other, at) => (at === index ? resized : other)),
    index,
  );
}

/** Tiles for these reports, two to a row at the default size, after the tiles already there. */
export function appendTiles(tiles: GridTile[], reportIds: string[]): GridTile[] {
  const bottom = tiles.reduce((deepest, tile) => Math.max(deepest, tile.y + tile.h), 0);
  const added = reportIds.map((reportId, at) => ({
    reportId,
    x: (at % 2) * DEFAULT_TILE.w,
    y: bottom + Math.floor(at / 2) * DEFAULT_TILE.h,
    ...DEFAULT_TILE,
  }));
  return settle([...tiles, ...added]);
}

/** The tiles without the one at `index`, the rest floating up into its place. */
export function removeTile(tiles: GridTile[], index: number): GridTile[] {
  return settle(tiles.filter((_, at) => at !== index));
}

/** The rows the grid needs to show every tile. */
export function gridRows(tiles: GridTile[]): number {
  return tiles.reduce((deepest, tile) => Math.max(deepest, tile.y + tile.h), 0);
}
