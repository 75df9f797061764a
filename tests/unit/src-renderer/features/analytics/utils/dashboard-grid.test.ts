import { describe, expect, it } from 'vitest';
import {
  appendTiles,
  gridRows,
  moveTile,
  removeTile,
  resizeTile,
  type GridTile,
} from '@/features/analytics/utils/dashboard-grid';

function tile(reportId: string, x: number, y: number, w = 12, h = 8): GridTile {
  return { reportId, x, y, w, h };
}

/** Two tiles overlap when they share a cell. */
function overlapping(tiles: GridTile[]): boolean {
  return tiles.some((a, i) =>
    tiles.some((b, j) => i < j && a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h),
  );
}

describe('dashboard grid', () => {
  it('adds tiles two to a row below the ones there', () => {
    const tiles = appendTiles([tile('a', 0, 0, 24, 4)], ['b', 'c', 'd']);
    expect(tiles.map(({ reportId, x, y }) => [reportId, x, y])).toEqual([
      ['a', 0, 0],
      ['b', 0, 4],
      ['c', 12, 4],
      ['d', 0, 12],
    ]);
    expect(gridRows(tiles)).toBe(20);
  });

  it('moves a tile sideways within the 24 columns', () => {
    const tiles = [tile('a', 0, 0, 6)];
    expect(moveTile(tiles, 0, 1, 0)[0]).toMatchObject({ x: 1, y: 0 });
    expect(moveTile(tiles, 0, -1, 0)[0]).toMatchObject({ x: 0 });
    expect(moveTile([tile('a', 18, 0, 6)], 0, 1, 0)[0]).toMatchObject({ x: 18 });
  });

  it('pushes a tile it moves onto down, then closes the gaps', () => {
    const tiles = [tile('a', 0, 0), tile('b', 12, 0)];
    const moved = moveTile(tiles, 0, 6, 0);
    expect(moved[0]).toMatchObject({ x: 6, y: 0 });
    expect(moved[1]).toMatchObject({ x: 12, y: 8 });
    expect(overlapping(moved)).toBe(false);
  });

  it('trades places with the tile above or below in its columns', () => {
    const tiles = [tile('a', 0, 0, 24, 4), tile('b', 0, 4, 24, 6)];
    const up = moveTile(tiles, 1, 0, -1);
    expect(up.map(({ reportId, y }) => [reportId, y])).toEqual([
      ['a', 6],
      ['b', 0],
    ]);
    const down = moveTile(tiles, 0, 0, 1);
    expect(down.map(({ reportId, y }) => [reportId, y])).toEqual([
      ['a', 6],
      ['b', 0],
    ]);
    // Nothing above the top tile: it stays.
    expect(moveTile(tiles, 0, 0, -1)).toEqual(tiles);
  });

  it('resizes within the grid and keeps the others clear of it', () => {
    const tiles = [tile('a', 0, 0), tile('b', 12, 0)];
    const wider = resizeTile(tiles, 0, 4, 0);
    expect(wider[0]).toMatchObject({ x: 0, w: 16 });
    expect(overlapping(wider)).toBe(false);
    expect(resizeTile([tile('a', 20, 0, 4)], 0, 10, 0)[0]).toMatchObject({ x: 10, w: 14 });
    expect(resizeTile([tile('a', 20, 0, 4)], 0, 30, 0)[0]).toMatchObject({ x: 0, w: 24 });
    expect(resizeTile(tiles, 0, -30, -30)[0]).toMatchObject({ w: 1, h: 1 });
    expect(resizeTile(tiles, 0, 0, 40)[0]).toMatchObject({ h: 24 });
  });

  it('floats the tiles below a removed one up into its place', () => {
    const tiles = [tile('a', 0, 0, 24, 4), tile('b', 0, 4), tile('c', 12, 4)];
    expect(removeTile(tiles, 0).map(({ reportId, y }) => [reportId, y])).toEqual([
      ['b', 0],
      ['c', 0],
    ]);
  });

  it('never leaves two tiles on the same cell after any sequence of moves', () => {
    let tiles = appendTiles([], ['a', 'b', 'c', 'd', 'e']);
    const steps: [number, number, number][] = [
      [0, 3, 0],
      [4, 0, -1],
      [2, -5, 0],
      [1, 0, 1],
      [3, 7, -1],
      [0, 0, 1],
    ];
    for (const [index, dx, dy] of steps) {
      tiles = moveTile(tiles, index, dx, dy);
      expect(overlapping(tiles)).toBe(false);
      tiles = resizeTile(tiles, (index + 1) % tiles.length, 3, 1);
      expect(overlapping(tiles)).toBe(false);
    }
    expect(tiles.every((t) => t.x >= 0 && t.x + t.w <= 24 && t.y >= 0)).toBe(true);
  });
});
