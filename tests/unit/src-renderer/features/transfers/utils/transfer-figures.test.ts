import { describe, expect, it } from 'vitest';
import type { Transfer } from '@/lib/contract';
import {
  formatEta,
  formatRate,
  isFinished,
  progressLine,
  transferName,
  transferPercent,
} from '@/features/transfers/utils/transfer-figures';
import { transferFixture } from '../../../../../support/renderer/transfer-fixture';

const MIB = 1024 * 1024;
const transfer = (change: Partial<Transfer>) =>
  transferFixture({
    size: 200 * MIB,
    bytesDone: 50 * MIB,
    state: 'running',
    rate: 4 * MIB,
    etaSeconds: 37.5,
    ...change,
  });

describe('transfer figures', () => {
  it('says how far, how fast and how long while running, and only how far otherwise', () => {
    expect(progressLine(transfer({}))).toBe('50 MB of 200 MB · 4.0 MB/s · 38 s left');
    expect(progressLine(transfer({ state: 'paused' }))).toBe('50 MB of 200 MB');
    expect(progressLine(transfer({ rate: null, etaSeconds: null }))).toBe('50 MB of 200 MB');
  });

  it('writes time left in seconds, minutes or hours, and nothing when unknown', () => {
    expect(formatEta(0.2)).toBe('1 s left');
    expect(formatEta(125)).toBe('2 min 5 s left');
    expect(formatEta(2 * 3600 + 61)).toBe('2 h 1 min left');
    expect(formatEta(null)).toBeNull();
    expect(formatEta(Number.POSITIVE_INFINITY)).toBeNull();
    expect(formatRate(null)).toBeNull();
    expect(formatRate(1536)).toBe('1.5 KB/s');
  });

  it('counts an empty file done only when its transfer is, and never past 100%', () => {
    expect(transferPercent(transfer({ size: 0, bytesDone: 0, state: 'running' }))).toBe(0);
    expect(transferPercent(transfer({ size: 0, bytesDone: 0, state: 'done' }))).toBe(100);
    expect(transferPercent(transfer({}))).toBe(25);
    expect(isFinished(transfer({ state: 'cancelled' }))).toBe(true);
    expect(isFinished(transfer({ state: 'paused' }))).toBe(false);
  });
});

describe('the name a transfer is listed by', () => {
  it("is the file's path inside a folder upload, else its name", () => {
    expect(transferName(transferFixture({ target: 'b.txt', folder: { id: 'f', path: 'album/2024' } }))).toBe(
      'album/2024/b.txt',
    );
    expect(transferName(transferFixture({ target: 'b.txt', folder: { id: 'root', path: '' } }))).toBe(
      'b.txt',
    );
    expect(transferName(transferFixture({ target: 'big.bin' }))).toBe('big.bin');
  });
});
