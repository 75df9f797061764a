import { describe, expect, it } from 'vitest';
import type { GenaiFile } from '@/lib/contract';
import {
  chatUseProblem,
  expiryLeft,
  hashVerdict,
  typeChoices,
  visibleFiles,
} from '@/features/files/utils/file-rows';

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);

const file = (name: string, change: Partial<GenaiFile> = {}): GenaiFile => ({
  name: `files/${name}`,
  displayName: `${name}.bin`,
  mimeType: 'application/octet-stream',
  sizeBytes: 1,
  createTime: '2026-11-26T10:00:00.000Z',
  updateTime: null,
  expirationTime: null,
  sha256: null,
  localSha256: null,
  uri: `http://127.0.0.1/v1beta/files/${name}`,
  state: 'ACTIVE',
  error: null,
  source: 'UPLOADED',
  ...change,
});

describe('visibleFiles', () => {
  const files = [
    file('report', { displayName: 'Q3 Report.pdf', mimeType: 'application/pdf', sizeBytes: 300 }),
    file('clip', { displayName: 'clip.mp4', mimeType: 'video/mp4', sizeBytes: 100 }),
    file('photo', { displayName: null, mimeType: 'image/png', sizeBytes: 200 }),
  ];
  const byName = (shown: GenaiFile[]) => shown.map((shownFile) => shownFile.name);

  it('keeps the service order for equal keys and sorts by the chosen column either way', () => {
    const bySize = visibleFiles(files, { text: '', type: '' }, { key: 'size', descending: false });
    expect(byName(bySize)).toEqual(['files/clip', 'files/photo', 'files/report']);
    const bySizeDown = visibleFiles(files, { text: '', type: '' }, { key: 'size', descending: true });
    expect(byName(bySizeDown)).toEqual(['files/report', 'files/photo', 'files/clip']);
    const created = visibleFiles(files, { text: '', type: '' }, { key: 'created', descending: true });
    expect(byName(created)).toEqual(['files/report', 'files/clip', 'files/photo']);
  });

  it('filters by display name or name in any case, and by exact type or family', () => {
    const sort = { key: 'name', descending: false } as const;
    expect(byName(visibleFiles(files, { text: 'q3 REP', type: '' }, sort))).toEqual(['files/report']);
    expect(byName(visibleFiles(files, { text: 'files/pho', type: '' }, sort))).toEqual(['files/photo']);
    expect(byName(visibleFiles(files, { text: '', type: 'video/*' }, sort))).toEqual(['files/clip']);
    expect(byName(visibleFiles(files, { text: '', type: 'image/png' }, sort))).toEqual(['files/photo']);
    expect(visibleFiles(files, { text: 'clip', type: 'image/*' }, sort)).toEqual([]);
  });

  it('offers each type family, then each type present', () => {
    expect(typeChoices(files)).toEqual([
      'application/*',
      'image/*',
      'video/*',
      'application/pdf',
      'image/png',
      'video/mp4',
    ]);
  });
});

describe('hashVerdict', () => {
  it('matches only two equal hashes, and knows nothing without both', () => {
    expect(hashVerdict({ sha256: HASH_A, localSha256: HASH_A })).toBe('match');
    expect(hashVerdict({ sha256: HASH_A, localSha256: HASH_B })).toBe('mismatch');
    expect(hashVerdict({ sha256: HASH_A, localSha256: null })).toBe('unknown');
    expect(hashVerdict({ sha256: null, localSha256: HASH_A })).toBe('unknown');
  });
});

describe('expiryLeft', () => {
  const now = Date.parse('2026-11-26T10:00:00.000Z');
  it('counts down in hours and minutes, then minutes and seconds, then says expired', () => {
    expect(expiryLeft('2026-11-28T09:59:30.000Z', now)).toBe('47 h 59 min');
    expect(expiryLeft('2026-11-26T10:04:10.000Z', now)).toBe('4 min 10 s');
    expect(expiryLeft('2026-11-26T10:00:09.000Z', now)).toBe('9 s');
    expect(expiryLeft('2026-11-26T10:00:00.000Z', now)).toBe('expired');
    expect(expiryLeft(null, now)).toBe('—');
  });
});

describe('chatUseProblem', () => {
  it('lets only ACTIVE files into the chat and says why not otherwise', () => {
    expect(chatUseProblem({ state: 'ACTIVE', error: null })).toBeNull();
    expect(chatUseProblem({ state: 'PROCESSING', error: null })).toMatch(/still processing.*ACTIVE/);
    expect(chatUseProblem({ state: 'FAILED', error: { code: 400, message: 'not a video' } })).toMatch(
      /failed: not a video.*again/,
    );
  });
});
