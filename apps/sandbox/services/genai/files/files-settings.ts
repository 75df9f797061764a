// The Files API's limits and processing times, held in memory behind the control API so that tests and a person
// trying the console can lower them without writing gigabytes or waiting: GET/PUT /__sandbox/genai/files/settings
// (PUT replaces them all: a field left out takes its default, so PUT {} puts the defaults back). They are not
// faults, so POST /__sandbox/faults/reset leaves them. A limit can only be lowered: its default is the real
// service's figure.
import { z } from 'zod';
import { readSettings } from '../../../control/control-api';
import type { Route } from '../../../http/routing';

/** "a per-file maximum size of 2 GB" (ai.google.dev/gemini-api/docs/files). */
export const REAL_MAX_FILE_BYTES = 2 * 1024 * 1024 * 1024;
/** The quota FileStorageBytesPerProject, quota_value 21474836480 in the real 429 (googleapis/python-genai#1172). */
const REAL_MAX_PROJECT_BYTES = 21_474_836_480;

const FILES_SETTINGS_PATH = '/__sandbox/genai/files/settings';
const HOUR_MS = 60 * 60 * 1000;

const FilesSandboxSettings = z.strictObject({
  /** Bytes one file may have. */
  maxFileBytes: z.number().int().min(0).max(REAL_MAX_FILE_BYTES).default(REAL_MAX_FILE_BYTES),
  /** Bytes the files of one key (the sandbox's stand-in for a project) may have together. */
  maxProjectBytes: z.number().int().min(0).max(REAL_MAX_PROJECT_BYTES).default(REAL_MAX_PROJECT_BYTES),
  /**
   * How long a new file stays PROCESSING before it is ACTIVE (or FAILED). The real service answers small
   * documents ACTIVE almost at once and keeps video PROCESSING longer (research genai.md §1.2): a short time here,
   * long enough for a screen to show the state change.
   */
  processingMs: z.number().int().min(0).max(HOUR_MS).default(2_000),
  /** The same for video/* files. */
  videoProcessingMs: z.number().int().min(0).max(HOUR_MS).default(10_000),
});
type FilesSandboxSettings = z.infer<typeof FilesSandboxSettings>;

export class FilesSettings {
  private current: FilesSandboxSettings = FilesSandboxSettings.parse({});

  get settings(): FilesSandboxSettings {
    return this.current;
  }

  set(settings: FilesSandboxSettings): void {
    this.current = { ...settings };
  }

  /** How long a new file of this type stays PROCESSING. */
  processingMsFor(mimeType: string): number {
    return mimeType.startsWith('video/') ? this.current.videoProcessingMs : this.current.processingMs;
  }
}

export function filesControlRoutes(files: FilesSettings): Route[] {
  return [
    { method: 'GET', path: FILES_SETTINGS_PATH, handler: ({ reply }) => reply.json(200, files.settings) },
    {
      method: 'PUT',
      path: FILES_SETTINGS_PATH,
      handler: async (ctx) => {
        const settings = await readSettings(ctx, FilesSandboxSettings, 'Files API settings');
        if (!settings) return;
        files.set(settings);
        ctx.reply.json(200, files.settings);
      },
    },
  ];
}
