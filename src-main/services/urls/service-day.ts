// The URL notification service's day. Its publish quota is counted per day of the service's own clock in
// California (America/Los_Angeles, daylight saving included) and resets at Pacific midnight. The service's
// clock is read from the `Date` header of its answers, so a machine whose clock is off (or a sandbox whose
// clock was moved) still plans by the day the service counts in.

const PACIFIC = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The Pacific wall clock at `ms`, as numbers. */
function pacificParts(ms: number) {
  const parts = Object.fromEntries(
    PACIFIC.formatToParts(new Date(ms)).map((part) => [part.type, Number(part.value)]),
  );
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** How far Pacific wall time is ahead of UTC at `ms` (negative: -7 h or -8 h), to the second. */
function pacificOffsetMs(ms: number): number {
  const p = pacificParts(ms);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The Pacific date (`YYYY-MM-DD`) at `ms`. */
export function pacificDay(ms: number): string {
  const p = pacificParts(ms);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * The instant the Pacific day after the one at `ms` begins. California changes its clocks at 02:00, so
 * midnight is never skipped or repeated: the offset in force just before the next midnight is the one at it.
 */
export function nextPacificMidnight(ms: number): number {
  const p = pacificParts(ms);
  const wallMidnight = Date.UTC(p.year, p.month - 1, p.day + 1);
  const guess = wallMidnight - pacificOffsetMs(ms);
  return wallMidnight - pacificOffsetMs(guess - 1);
}

/** The day `days` before the date `day` (`YYYY-MM-DD`), in the same form. */
export function dayBefore(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - days)).toISOString().slice(0, 10);
}

/**
 * Each profile's view of the service's clock: the offset of the latest answer's `Date` from the time this
 * machine received it. A missing or unreadable `Date` keeps the previous offset (none: this machine's clock).
 */
export function createServiceClock(now: () => number = Date.now) {
  const offsets = new Map<string, number>();
  const serviceNow = (profileId: string) => now() + (offsets.get(profileId) ?? 0);
  return {
    /** Notes an answer's `Date` header, received at `receivedAt` on this machine's clock. */
    observe(profileId: string, date: string | null, receivedAt: number = now()): void {
      const at = date === null ? Number.NaN : Date.parse(date);
      if (Number.isFinite(at)) offsets.set(profileId, at - receivedAt);
    },
    /** The service's clock for the profile, in ms. */
    now: serviceNow,
    /** The quota's day at the service, `YYYY-MM-DD`. */
    day: (profileId: string) => pacificDay(serviceNow(profileId)),
    /** When the service's day ends and its quota resets, on this machine's clock. */
    resetsAt(profileId: string): number {
      return nextPacificMidnight(serviceNow(profileId)) - (offsets.get(profileId) ?? 0);
    },
    /** A time on the service's clock as this machine's. */
    toLocal: (profileId: string, serviceMs: number) => serviceMs - (offsets.get(profileId) ?? 0),
  };
}

export type ServiceClock = ReturnType<typeof createServiceClock>;
