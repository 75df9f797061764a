/**
 * Formatting for values the contract carries. Tree sizes and indices are
 * 64-bit and arrive as decimal strings, so they are grouped via BigInt and
 * never squeezed through a double.
 */
export function formatUint64(decimal: string): string {
  let value: bigint;
  try {
    value = BigInt(decimal);
  } catch {
    return decimal;
  }
  const digits = value.toString();
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** Clock time with milliseconds: exchanges often land within the same second. */
export function formatClock(epochMs: number): string {
  const ms = String(Math.floor(epochMs % 1000)).padStart(3, '0');
  return `${timeFormat.format(epochMs)}.${ms}`;
}

export function formatDateTime(epochMs: number): string {
  return dateTimeFormat.format(epochMs);
}

/** Log timestamps (integratedTime) are Unix seconds; the UI works in milliseconds. */
export function formatUnixSeconds(seconds: number | null): string {
  return seconds === null ? '—' : dateTimeFormat.format(seconds * 1000);
}

/** The start and end of a long hex value, for tables; the full value goes in a tooltip. */
export function shortHash(value: string, head = 8, tail = 6): string {
  return value.length <= head + tail + 1 ? value : `${value.slice(0, head)}…${value.slice(-tail)}`;
}

/** "1 entry", "2 entries": counts read better with the right noun. */
export function plural(count: number | bigint, one: string, many: string): string {
  return `${count.toLocaleString()} ${count === 1 || count === 1n ? one : many}`;
}
