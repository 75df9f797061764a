const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 days ago", "in 2 hours", "now": the largest whole unit between `at` and `now`. */
export function relativeTime(at: number, now: number): string {
  const difference = at - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(difference) >= ms) return relative.format(Math.trunc(difference / ms), unit);
  }
  return relative.format(0, 'second');
}

/** "5 h 12 min", "12 min 30 s": a countdown's time left. */
export function timeLeft(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${minutes} min ${seconds % 60} s`;
}
