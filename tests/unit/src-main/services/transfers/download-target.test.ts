import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  freePath,
  nestedDir,
  partialPath,
  removeLeftovers,
  safeName,
  withExtension,
} from '../../../../../src-main/services/transfers/download-target';

describe('safeName', () => {
  it('keeps ordinary names as they are', () => {
    expect(safeName('Quarterly report 2024.pdf')).toBe('Quarterly report 2024.pdf');
    expect(safeName('Ünïcödé – notes')).toBe('Ünïcödé – notes');
  });

  it('turns separators and characters file systems refuse into underscores', () => {
    expect(safeName('a/b\\c:d*e?f"g<h>i|j')).toBe('a_b_c_d_e_f_g_h_i_j');
    expect(safeName('tab\there\u0000')).toBe('tab_here_');
  });

  it('never answers a name that walks out of its folder or is empty', () => {
    expect(safeName('..')).toBe('untitled');
    expect(safeName('.')).toBe('untitled');
    expect(safeName('   ')).toBe('untitled');
    expect(safeName('../../etc/passwd')).toBe('.._.._etc_passwd');
  });

  it('prefixes names Windows reserves and drops trailing dots and spaces', () => {
    expect(safeName('CON')).toBe('_CON');
    expect(safeName('nul.txt')).toBe('_nul.txt');
    expect(safeName('draft. . ')).toBe('draft');
  });

  it('shortens very long names and keeps their extension', () => {
    const long = safeName(`${'x'.repeat(500)}.tar`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.tar')).toBe(true);
  });
});

describe('withExtension', () => {
  it('adds the export format extension once', () => {
    expect(withExtension('Budget', 'xlsx')).toBe('Budget.xlsx');
    expect(withExtension('Budget.XLSX', 'xlsx')).toBe('Budget.XLSX');
    expect(withExtension('Budget', '')).toBe('Budget');
  });
});

describe('nestedDir', () => {
  it('joins each folder name made safe', () => {
    expect(nestedDir('/d', ['Projects', 'a/b', '..'])).toBe(join('/d', 'Projects', 'a_b', 'untitled'));
  });
});

describe('freePath', () => {
  it('numbers the name until it finds one not taken', () => {
    const taken = new Set([join('/d', 'a.txt'), join('/d', 'a (1).txt')]);
    expect(freePath('/d', 'a.txt', (path) => taken.has(path))).toBe(join('/d', 'a (2).txt'));
    expect(freePath('/d', 'b', (path) => taken.has(path))).toBe(join('/d', 'b'));
  });

  it('counts a file on disk and a partial download as taken', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'verity-free-'));
    try {
      await writeFile(join(dir, 'a.txt'), 'x');
      await writeFile(partialPath(join(dir, 'a (1).txt')), 'x');
      expect(freePath(dir, 'a.txt')).toBe(join(dir, 'a (2).txt'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('removeLeftovers', () => {
  it('removes partial files always, and finished files only from the console folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'verity-leftovers-'));
    try {
      const consoleDir = join(dir, 'downloads');
      await mkdir(consoleDir);
      const kept = join(consoleDir, 'kept.bin');
      const saved = join(consoleDir, 'saved.bin');
      const failed = join(dir, 'picked', 'failed.bin');
      const picked = join(dir, 'picked', 'mine.bin');
      await mkdir(join(dir, 'picked'));
      for (const path of [kept, saved, partialPath(failed), picked]) await writeFile(path, 'x');
      await removeLeftovers(
        [
          { target: saved, state: 'done' },
          { target: failed, state: 'failed' },
          { target: picked, state: 'done' },
        ],
        consoleDir,
      );
      expect([kept, saved, partialPath(failed), picked].map(existsSync)).toEqual([true, false, false, true]);
      await removeLeftovers([{ target: kept, state: 'done' }], null);
      expect(existsSync(kept)).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
