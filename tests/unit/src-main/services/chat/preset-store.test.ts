import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPresetStore } from '../../../../../src-main/services/chat/preset-store';
import { openDatabase, type Database } from '../../../../../src-main/services/store/database';
import { RunSettings } from '../../../../../src-shared/contract/schemas/chat';
import { tempDir } from '../../../../support/temp-dir';

let dir: Awaited<ReturnType<typeof tempDir>>;
let db: Database;
const path = () => join(dir.path, 'verity.db');

beforeEach(async () => {
  dir = await tempDir('preset-store');
  db = openDatabase(path());
});
afterEach(async () => {
  db.close();
  await dir.remove();
});

const settings = (temperature: number) =>
  RunSettings.parse({ model: 'models/gemini-2.5-pro', temperature, thinkingBudget: 128 });

describe('run presets', () => {
  it('saves by name, lists by name, replaces a preset saved again under its name, and removes', () => {
    let clock = 1;
    const store = createPresetStore({ db, now: () => clock++ });
    const terse = store.save('terse', settings(0.1));
    store.save('Creative', settings(1.5));
    expect(store.list().map((preset) => preset.name)).toEqual(['Creative', 'terse']);
    const again = store.save('terse', settings(0.3));
    expect(again).toEqual({ id: terse.id, name: 'terse', updatedAt: 3, settings: settings(0.3) });
    expect(store.list()).toHaveLength(2);
    store.remove(terse.id);
    store.remove(terse.id);
    expect(store.list().map((preset) => preset.name)).toEqual(['Creative']);
  });

  it('keeps presets across a reopen, and leaves out one this version cannot read', () => {
    createPresetStore({ db }).save('kept', settings(0.5));
    db.prepare(
      `INSERT INTO run_presets (id, name, updated_at, settings) VALUES ('x', 'broken', 1, '{"model":"nope"}')`,
    ).run();
    db.close();
    db = openDatabase(path());
    expect(createPresetStore({ db }).list()).toEqual([
      expect.objectContaining({ name: 'kept', settings: settings(0.5) }),
    ]);
  });
});
