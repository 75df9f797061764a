import type { z } from 'zod';
import type { Channel } from '../../src-shared/contract/channels';
import type { EventOf, OutputOf, ParsedInputOf } from '../../src-shared/contract/contract';
import { findDefinition, type StreamDef } from '../../src-shared/contract/contract';
import { fail, ok, VerityError, type Result } from '../../src-shared/contract/result';
import type { CallContext } from './call-context';
import { limitBreach, MAX_DEPTH, MAX_VALUES } from './value-limits';

type InvokeHandler<C extends Channel> = (input: ParsedInputOf<C>, ctx: CallContext) => Promise<OutputOf<C>>;
type StreamHandler<C extends Channel> = (
  input: ParsedInputOf<C>,
  emit: (event: EventOf<C>) => void,
  ctx: CallContext & { signal: AbortSignal },
) => Promise<OutputOf<C>>;

/** One handler per contract channel; the type makes a missing or misnamed one a compile error. */
export type Handlers = {
  [C in Channel]: [EventOf<C>] extends [never] ? InvokeHandler<C> : StreamHandler<C>;
};

interface StreamSink {
  event(event: unknown): void;
}

export interface Router {
  invoke(channel: string, input: unknown, ctx: CallContext): Promise<Result<unknown>>;
  /** Starts a stream; `done` settles with the end value or the error. */
  stream(
    channel: string,
    input: unknown,
    sink: StreamSink,
    ctx: CallContext,
  ): { cancel(): void; done: Promise<Result<unknown>> };
}

const MAX_ISSUES = 20;

type Stage = 'input' | 'output';
type Checked = { ok: true; data: unknown } | { ok: false; result: Result<never> };

function validationError(stage: Stage, error: z.ZodError): Result<never> {
  const issues = error.issues.slice(0, MAX_ISSUES).map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message.slice(0, 300),
  }));
  const first = issues[0];
  const message =
    stage === 'input'
      ? `Invalid request${first ? `: ${first.path || '(root)'} — ${first.message}` : ''}`
      : 'The main process produced a response the contract does not allow';
  return stage === 'input' ? fail('VALIDATION', message, { issues }) : fail('INTERNAL', message);
}

/**
 * Validates a value against its schema without ever throwing: values too deep or too large for
 * zod's recursion are refused before it runs, and anything zod still throws becomes an envelope.
 */
function check(schema: z.ZodType, value: unknown, stage: Stage, log: (error: unknown) => void): Checked {
  const breach = limitBreach(value);
  if (breach !== null) {
    if (stage === 'output') log(new Error(`A response was not sent: ${breach}`));
    const result =
      stage === 'input'
        ? fail('VALIDATION', `Invalid request: ${breach}. Send a flatter, smaller value.`, {
            maxDepth: MAX_DEPTH,
            maxValues: MAX_VALUES,
          })
        : fail('INTERNAL', `The main process produced a response that cannot be sent: ${breach}`);
    return { ok: false, result };
  }
  try {
    const parsed = schema.safeParse(value);
    if (parsed.success) return { ok: true, data: parsed.data };
    if (stage === 'output') log(parsed.error);
    return { ok: false, result: validationError(stage, parsed.error) };
  } catch (error) {
    return { ok: false, result: toResult(error, log) };
  }
}

function toResult(error: unknown, log: (error: unknown) => void): Result<never> {
  if (error instanceof VerityError) return { ok: false, error: error.toContractError() };
  if (error instanceof Error && error.name === 'AbortError')
    return fail('CANCELLED', 'The operation was cancelled');
  // Unexpected errors are logged in main and cross as a generic message: their text may hold paths or secrets.
  log(error);
  return fail('INTERNAL', 'Unexpected error in the main process; see its log for details');
}

/**
 * The router both shells sit on: looks a channel up in the contract,
 * validates input, runs the handler, validates output and wraps the result.
 * It never throws.
 */
export function createRouter(handlers: Handlers, log: (error: unknown) => void = console.error): Router {
  const table = handlers as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;

  function resolve(channel: unknown, kind: 'invoke' | 'stream') {
    if (typeof channel !== 'string' || channel.length > 128) return undefined;
    const found = findDefinition(channel);
    if (!found || found.kind !== kind || !Object.hasOwn(table, channel)) return undefined;
    return { def: found.def, handler: table[channel]! };
  }

  return {
    async invoke(channel, input, ctx) {
      const route = resolve(channel, 'invoke');
      if (!route) return fail('UNKNOWN_CHANNEL', `No such call: ${String(channel).slice(0, 128)}`);
      const parsed = check(route.def.input, input, 'input', log);
      if (!parsed.ok) return parsed.result;
      try {
        const value = await route.handler(parsed.data, ctx);
        const out = check(route.def.output, value, 'output', log);
        return out.ok ? ok(out.data) : out.result;
      } catch (error) {
        return toResult(error, log);
      }
    },

    stream(channel, input, sink, ctx) {
      const controller = new AbortController();
      const cancel = () => controller.abort();
      const route = resolve(channel, 'stream');
      if (!route) {
        return {
          cancel,
          done: Promise.resolve(fail('UNKNOWN_CHANNEL', `No such stream: ${String(channel).slice(0, 128)}`)),
        };
      }
      const def = route.def as StreamDef;
      const parsed = check(def.input, input, 'input', log);
      if (!parsed.ok) return { cancel, done: Promise.resolve(parsed.result) };
      // An event the contract does not allow is logged and dropped, never thrown into the handler.
      const emit = (event: unknown) => {
        if (controller.signal.aborted) return;
        const checked = check(def.event, event, 'output', log);
        if (checked.ok) sink.event(checked.data);
      };
      const done = (async (): Promise<Result<unknown>> => {
        try {
          const value = await route.handler(parsed.data, emit, { ...ctx, signal: controller.signal });
          if (controller.signal.aborted) return fail('CANCELLED', 'The stream was cancelled');
          const out = check(def.output, value, 'output', log);
          return out.ok ? ok(out.data) : out.result;
        } catch (error) {
          if (controller.signal.aborted) return fail('CANCELLED', 'The stream was cancelled');
          return toResult(error, log);
        }
      })();
      return { cancel, done };
    },
  };
}
