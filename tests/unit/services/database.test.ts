import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src-main/services/store/database';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'verity-db-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('database', () => {
  it('stores JSON by namespace and key and survives reopening', async () => {
    const path = join(dir, 'verity.sqlite');
    const db = await openDatabase(path);
    await db.put('profiles', 'b', { name: 'B' });
    await db.put('profiles', 'a', { name: 'A' });
    await db.put('settings', 'theme', 'dark');
    await db.put('profiles', 'a', { name: 'A2' });
    await db.delete('profiles', 'b');
    await db.close();

    const reopened = await openDatabase(path);
    expect(reopened.list('profiles')).toEqual([{ key: 'a', value: { name: 'A2' } }]);
    expect(reopened.get('settings', 'theme')).toBe('dark');
    expect(reopened.get('settings', 'missing')).toBeUndefined();
    await reopened.close();
  });

  it('writes atomically: one file, private, no temp files left behind', async () => {
    const path = join(dir, 'verity.sqlite');
    const db = await openDatabase(path);
    await Promise.all(Array.from({ length: 50 }, (_, i) => db.put('n', `k${i}`, i)));
    await db.close();
    expect(await readdir(dir)).toEqual(['verity.sqlite']);
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    const reopened = await openDatabase(path);
    expect(reopened.list('n')).toHaveLength(50);
    await reopened.close();
  });

  it('refuses use after close', async () => {
    const db = await openDatabase(join(dir, 'x.sqlite'));
    await db.close();
    expect(() => db.get('a', 'b')).toThrow(/closed/);
  });
});
