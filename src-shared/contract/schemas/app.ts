import { z } from 'zod';
import { Empty } from './common';

export const AppInfo = z.strictObject({
  name: z.string(),
  version: z.string(),
  shell: z.enum(['electron', 'headless']),
  platform: z.string(),
  dataDir: z.string(),
});
export type AppInfo = z.infer<typeof AppInfo>;

export const app = {
  info: { input: Empty, output: AppInfo },
  /** Echo used to measure a contract round trip. */
  ping: {
    input: z.strictObject({ payload: z.string().max(65_536) }),
    output: z.strictObject({ payload: z.string(), receivedAt: z.number() }),
  },
};
