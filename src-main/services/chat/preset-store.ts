import { randomUUID } from 'node:crypto';
import { RunSettings, type RunPreset } from '../../../src-shared/contract/schemas/chat';
import type { Database } from '../store/database';

interface PresetRow {
  id: string;
  name: string;
  updatedAt: number;
  settings: string;
}

/**
 * Run-settings presets of the chat playground, one row each, unique by name: saving under a name that
 * is taken replaces that preset (its id stays), as "save as" over an existing name does elsewhere.
 */
export function createPresetStore(deps: { db: Database; now?: () => number }) {
  const now = deps.now ?? Date.now;
  const { db } = deps;
  const listRows = db.prepare<[], PresetRow>(
    'SELECT id, name, updated_at AS updatedAt, settings FROM run_presets ORDER BY name COLLATE NOCASE, id',
  );
  const upsert = db.prepare<[{ id: string; name: string; updatedAt: number; settings: string }], PresetRow>(
    `INSERT INTO run_presets (id, name, updated_at, settings) VALUES (@id, @name, @updatedAt, @settings)
     ON CONFLICT (name) DO UPDATE SET updated_at = @updatedAt, settings = @settings
     RETURNING id, name, updated_at AS updatedAt, settings`,
  );
  const deletePreset = db.prepare('DELETE FROM run_presets WHERE id = ?');
  const toPreset = (row: PresetRow): RunPreset[] => {
    const settings = RunSettings.safeParse(JSON.parse(row.settings));
    // A preset this version cannot read is left out rather than failing the whole list.
    return settings.success ? [{ ...row, settings: settings.data }] : [];
  };

  return {
    /** By name, any case. */
    list(): RunPreset[] {
      return listRows.all().flatMap(toPreset);
    },
    save(name: string, settings: RunSettings): RunPreset {
      const row = upsert.get({
        id: randomUUID(),
        name,
        updatedAt: now(),
        settings: JSON.stringify(settings),
      })!;
      return { ...row, settings };
    },
    /** Removing what is already gone is not an error. */
    remove(id: string): void {
      deletePreset.run(id);
    },
  };
}

export type PresetStore = ReturnType<typeof createPresetStore>;
