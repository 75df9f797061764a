import { API_SURFACE, channelName } from './channels';
import type { VerityApi, StreamHandle } from './contract';
import type { Result } from './result';

/** How a shell moves calls: Electron IPC in the preload, a WebSocket in the web client. */
export interface Transport {
  invoke(channel: string, input: unknown): Promise<Result<unknown>>;
  stream(channel: string, input: unknown, onEvent: (event: unknown) => void): StreamHandle<unknown>;
}

/**
 * Builds the domain-named API from the surface: one function per contract
 * method and nothing else, so the page can never name a raw channel.
 * Imports only plain data, so the sandboxed preload can bundle it.
 */
export function buildApi(transport: Transport): VerityApi {
  const api: Record<string, Record<string, unknown>> = {};
  for (const [namespace, methods] of Object.entries(API_SURFACE)) {
    const group: Record<string, unknown> = {};
    for (const [method, kind] of Object.entries(methods)) {
      const channel = channelName(namespace, method);
      group[method] =
        kind === 'stream'
          ? (input: unknown, onEvent: (event: unknown) => void) =>
              transport.stream(channel, input ?? {}, onEvent)
          : (input?: unknown) => transport.invoke(channel, input ?? {});
    }
    api[namespace] = Object.freeze(group);
  }
  return Object.freeze(api) as unknown as VerityApi;
}
