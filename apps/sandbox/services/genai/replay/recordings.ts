// The real recordings replay mode can serve (files and provenance in ../recordings/MANIFEST.md). Each is
// loaded on first use only, so starting the sandbox stays cheap; the bundler keeps them as separate chunks.
import { z } from 'zod';

const LOADERS = {
  'function-calling-roundtrip': () => import('../recordings/function-calling-roundtrip.json'),
  'function-calling-stream': () => import('../recordings/function-calling-stream.json'),
  'generate-max-tokens': () => import('../recordings/generate-max-tokens.json'),
  'json-schema-output': () => import('../recordings/json-schema-output.json'),
  'json-schema-output-responsejsonschema': () =>
    import('../recordings/json-schema-output-responsejsonschema.json'),
  'stream-11-chunks': () => import('../recordings/stream-11-chunks.json'),
  'stream-3-chunks-max-tokens': () => import('../recordings/stream-3-chunks-max-tokens.json'),
  'stream-http-404': () => import('../recordings/stream-http-404.json'),
  'system-instruction': () => import('../recordings/system-instruction.json'),
  'thinking-thought-parts': () => import('../recordings/thinking-thought-parts.json'),
} satisfies Record<string, () => Promise<unknown>>;

/** Names accepted by GenaiSandboxSettings.replay (lowercase, as its pattern requires). */
export const RECORDING_NAMES: readonly string[] = Object.keys(LOADERS);

const Interaction = z.object({
  request: z.object({ url: z.string(), bodySegments: z.array(z.unknown()) }),
  response: z.object({
    statusCode: z.number().int(),
    headers: z.record(z.string(), z.string()),
    bodySegments: z.array(z.record(z.string(), z.unknown())),
  }),
});
const Recording = z.object({ recordID: z.string(), interactions: z.array(Interaction).min(1) });
export type Recording = z.infer<typeof Recording>;
export type RecordedInteraction = z.infer<typeof Interaction>;

const loaded = new Map<string, Recording>();

export async function loadRecording(name: string): Promise<Recording | undefined> {
  const cached = loaded.get(name);
  if (cached) return cached;
  const loader = (LOADERS as Record<string, () => Promise<{ default: unknown }>>)[name];
  if (!loader) return undefined;
  const recording = Recording.parse((await loader()).default);
  loaded.set(name, recording);
  return recording;
}
