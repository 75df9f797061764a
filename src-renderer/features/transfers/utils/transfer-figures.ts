import type { Transfer } from '@/lib/contract';
import { formatBytes } from '@/lib/format';

/** What the list calls a transfer: a storage upload of a folder's file by its path in that folder. */
export function transferName(transfer: Pick<Transfer, 'target' | 'folder'>): string {
  return transfer.folder?.path ? `${transfer.folder.path}/${transfer.target}` : transfer.target;
}

/** Share of the bytes done, 0–100 (an empty file is done when its transfer is). */
export function transferPercent(transfer: Pick<Transfer, 'bytesDone' | 'size' | 'state'>): number {
  if (transfer.size === 0) return transfer.state === 'done' ? 100 : 0;
  return Math.min(100, (transfer.bytesDone / transfer.size) * 100);
}

export function formatRate(bytesPerSecond: number | null): string | null {
  return bytesPerSecond === null ? null : `${formatBytes(Math.round(bytesPerSecond))}/s`;
}

/** "about 3 min 20 s left"; null when unknown. */
export function formatEta(seconds: number | null): string | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  const whole = Math.ceil(seconds);
  if (whole < 60) return `${whole} s left`;
  const minutes = Math.floor(whole / 60);
  if (minutes < 60) return `${minutes} min ${whole % 60} s left`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}

/** The one-line progress of a transfer: "12.0 MB of 200 MB · 4.1 MB/s · 46 s left". */
export function progressLine(transfer: Transfer): string {
  const parts = [`${formatBytes(transfer.bytesDone)} of ${formatBytes(transfer.size)}`];
  if (transfer.state === 'running') {
    const rate = formatRate(transfer.rate);
    const eta = formatEta(transfer.etaSeconds);
    if (rate) parts.push(rate);
    if (eta) parts.push(eta);
  }
  return parts.join(' · ');
}

const FINISHED = new Set(['done', 'failed', 'cancelled']);
export const isFinished = (transfer: Pick<Transfer, 'state'>) => FINISHED.has(transfer.state);
