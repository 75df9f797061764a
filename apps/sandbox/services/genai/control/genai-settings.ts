// GenaiSandboxSettings held in memory (stream speed, stream faults, replay), behind the control API:
// GET/PUT /__sandbox/genai/settings answer the settings plus the names of the recordings that can be replayed.
// POST /__sandbox/faults/reset puts the defaults back. GET /__sandbox/genai/stats counts streamed answers.
import { z } from 'zod';
import { GenaiSandboxSettings } from '../../../../../src-shared/contract/schemas/sandbox';
import { readSettings, sendInvalid } from '../../../control/control-api';
import type { Route } from '../../../http/routing';
import { RECORDING_NAMES } from '../replay/recordings';
import type { StreamStats } from '../stream/stream-stats';

const GENAI_SETTINGS_PATH = '/__sandbox/genai/settings';
const GENAI_STATS_PATH = '/__sandbox/genai/stats';

export class GenaiSettingsStore {
  private current: GenaiSandboxSettings = GenaiSandboxSettings.parse({});

  get settings(): GenaiSandboxSettings {
    return this.current;
  }

  set(settings: GenaiSandboxSettings): void {
    this.current = structuredClone(settings);
  }

  reset(): void {
    this.current = GenaiSandboxSettings.parse({});
  }

  view(): GenaiSandboxSettings & { recordings: string[] } {
    return { ...structuredClone(this.current), recordings: [...RECORDING_NAMES] };
  }
}

/** The settings body; `recordings` (what GET answers) may be sent back and is ignored. */
const SettingsBody = z.preprocess((body) => {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const { recordings: _recordings, ...settings } = body as Record<string, unknown>;
  return settings;
}, GenaiSandboxSettings);

export function genaiControlRoutes(store: GenaiSettingsStore, stats: StreamStats): Route[] {
  return [
    { method: 'GET', path: GENAI_STATS_PATH, handler: ({ reply }) => reply.json(200, stats.snapshot()) },
    { method: 'GET', path: GENAI_SETTINGS_PATH, handler: ({ reply }) => reply.json(200, store.view()) },
    {
      method: 'PUT',
      path: GENAI_SETTINGS_PATH,
      handler: async (ctx) => {
        const settings = await readSettings(ctx, SettingsBody, 'generation settings');
        if (!settings) return;
        if (settings.replay !== null && !RECORDING_NAMES.includes(settings.replay)) {
          const description = `unknown recording "${settings.replay}"; expected one of ${RECORDING_NAMES.join(', ')}`;
          return sendInvalid(ctx.reply, [{ field: 'replay', description }], 'generation settings');
        }
        store.set(settings);
        ctx.reply.json(200, store.view());
      },
    },
  ];
}
