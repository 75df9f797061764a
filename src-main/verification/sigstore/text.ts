// Wording shared by the check details, so that every check states times and hashes the same way.

/** RFC 3339 UTC, without milliseconds when they are zero. */
export function formatTime(time: Date): string {
  if (Number.isNaN(time.getTime())) return '(invalid date)';
  return time.toISOString().replace('.000Z', 'Z');
}

export function formatWindow(from: Date, to: Date): string {
  return `${formatTime(from)} to ${formatTime(to)}`;
}

/** Lowercase hex, shortened for messages when long. */
export function shortHex(bytes: Uint8Array, keep = 16): string {
  const hex = Buffer.from(bytes).toString('hex');
  return hex.length <= keep ? hex : `${hex.slice(0, keep)}…`;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** "1 timestamp" / "2 timestamps". */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
