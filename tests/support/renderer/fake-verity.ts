import { buildApi, type Transport } from '../../../src-shared/contract/build-api';
import type { VerityApi } from '../../../src-shared/contract/contract';
import type { Result } from '../../../src-shared/contract/result';

type Handler = (input: unknown) => unknown;

/** Thrown by a handler to answer with a failure envelope. */
export class FakeFailure {
  constructor(
    readonly code: string,
    readonly message: string,
    /** What main attaches (an HTTP status, a hint), for pages that read it. */
    readonly details?: Record<string, unknown>,
  ) {}
}

export interface FakeVerity {
  api: VerityApi;
  calls: Array<{ channel: string; input: unknown }>;
  /** Pushes an event to every open stream on the channel. */
  emit(channel: string, event: unknown): void;
  /** Ends every open stream on the channel with this end value. */
  finish(channel: string, value: unknown): void;
  /** Ends every open stream on the channel with a failure envelope. */
  fail(channel: string, failure: FakeFailure): void;
  openStreams(channel: string): number;
  handlers: Record<string, Handler>;
}

/**
 * A `window.verity` for unit tests, built with the real buildApi over an
 * in-memory transport that answers from handler functions.
 */
export function createFakeVerity(handlers: Record<string, Handler>): FakeVerity {
  const calls: FakeVerity['calls'] = [];
  const streams = new Map<string, Set<(event: unknown) => void>>();
  const endings = new Map<string, Set<(result: Result<unknown>) => void>>();

  const answer = async (channel: string, input: unknown): Promise<Result<unknown>> => {
    calls.push({ channel, input });
    const handler = fake.handlers[channel];
    if (!handler) return { ok: false, error: { code: 'UNKNOWN_CHANNEL', message: `No fake for ${channel}` } };
    try {
      return { ok: true, value: await handler(input) };
    } catch (error) {
      if (error instanceof FakeFailure) {
        const { code, message, details } = error;
        return { ok: false, error: { code: code as 'INTERNAL', message, ...(details && { details }) } };
      }
      throw error;
    }
  };

  const transport: Transport = {
    invoke: answer,
    stream(channel, input, onEvent) {
      calls.push({ channel, input });
      const listeners = streams.get(channel) ?? new Set();
      streams.set(channel, listeners);
      listeners.add(onEvent);
      let settle: (result: Result<unknown>) => void = () => undefined;
      const done = new Promise<Result<unknown>>((resolve) => (settle = resolve));
      const ends = endings.get(channel) ?? new Set();
      endings.set(channel, ends);
      const end = (result: Result<unknown>) => {
        listeners.delete(onEvent);
        ends.delete(end);
        settle(result);
      };
      ends.add(end);
      return {
        done,
        cancel: () => {
          listeners.delete(onEvent);
          ends.delete(end);
          settle({ ok: false, error: { code: 'CANCELLED', message: 'Cancelled' } });
        },
      };
    },
  };

  const fake: FakeVerity = {
    api: buildApi(transport),
    calls,
    handlers,
    emit: (channel, event) => streams.get(channel)?.forEach((listener) => listener(event)),
    finish: (channel, value) => [...(endings.get(channel) ?? [])].forEach((end) => end({ ok: true, value })),
    fail: (channel, failure) =>
      [...(endings.get(channel) ?? [])].forEach((end) =>
        end({ ok: false, error: { code: failure.code as 'INTERNAL', message: failure.message } }),
      ),
    openStreams: (channel) => streams.get(channel)?.size ?? 0,
  };
  return fake;
}
