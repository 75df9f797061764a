/** Rows fetched per `urls.list` call: a window around what is on screen, not the whole list. */
export const WINDOW_ROWS = 200;

/**
 * The windows (0, 1, …: window n holds rows n·200 to n·200+199) that cover rows `first` to `last`, and
 * window 0 always: its answer's total keeps the scroller sized while a window far down loads.
 */
export function windowsCovering(first: number, last: number): number[] {
  if (last < first || last < 0) return [0];
  const from = Math.floor(Math.max(0, first) / WINDOW_ROWS);
  const to = Math.floor(last / WINDOW_ROWS);
  const covering = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return from === 0 ? covering : [0, ...covering];
}
