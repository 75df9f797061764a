import type { z } from 'zod';
import type { ApiSurface, Channel, Namespace } from './channels';
import type { Result } from './result';
import { accounts } from './schemas/accounts';
import { app } from './schemas/app';
import { chat } from './schemas/chat';
import { files } from './schemas/files';
import { inspector } from './schemas/inspector';
import { journal } from './schemas/journal';
import { log } from './schemas/log';
import { profiles } from './schemas/profiles';
import { sandbox } from './schemas/sandbox';
import { vault } from './schemas/vault';
import { audit } from './schemas/audit';
import { keys } from './schemas/keys';
import { monitor } from './schemas/monitor';
import { transfers } from './schemas/transfers';
import { storage } from './schemas/storage';
import { urls } from './schemas/urls';
import { analytics } from './schemas/analytics';
import { trust } from './schemas/trust';

export interface InvokeDef {
  input: z.ZodType;
  output: z.ZodType;
}
export interface StreamDef extends InvokeDef {
  event: z.ZodType;
}

/**
 * The one contract: every channel's runtime schemas, keyed like the surface.
 * Main validates inputs and outputs against it; outputs are strict objects,
 * so a field the contract does not declare (a secret, say) cannot cross.
 */
const CONTRACT = {
  app,
  log,
  trust,
  monitor,
  audit,
  keys,
  inspector,
  profiles,
  vault,
  accounts,
  sandbox,
  chat,
  journal,
  files,
  transfers,
  urls,
  analytics,
  storage,
} satisfies {
  [N in Namespace]: { [M in keyof ApiSurface[N]]: ApiSurface[N][M] extends 'stream' ? StreamDef : InvokeDef };
};

type Contract = typeof CONTRACT;

type Def<C extends string> = C extends `${infer N}:${infer M}`
  ? N extends keyof Contract
    ? M extends keyof Contract[N]
      ? Contract[N][M]
      : never
    : never
  : never;

export type InputOf<C extends Channel> = z.input<Def<C>['input']>;
/** The input as a handler receives it: validated, with schema defaults applied. */
export type ParsedInputOf<C extends Channel> = z.output<Def<C>['input']>;
export type OutputOf<C extends Channel> = z.output<Def<C>['output']>;
export type EventOf<C extends Channel> = Def<C> extends StreamDef ? z.output<Def<C>['event']> : never;

/** Look a channel up at run time; undefined for anything not in the contract. */
export function findDefinition(
  channel: string,
): { kind: 'invoke' | 'stream'; def: InvokeDef | StreamDef } | undefined {
  const [namespace, method, ...rest] = channel.split(':');
  if (!namespace || !method || rest.length > 0) return undefined;
  if (!Object.hasOwn(CONTRACT, namespace)) return undefined;
  const methods = CONTRACT[namespace as Namespace] as Record<string, InvokeDef | StreamDef>;
  if (!Object.hasOwn(methods, method)) return undefined;
  const def = methods[method]!;
  return { kind: 'event' in def ? 'stream' : 'invoke', def };
}

/** A running stream as the renderer sees it. */
export interface StreamHandle<R> {
  cancel(): void;
  /** Settles once: the end value, an error, or CANCELLED. */
  done: Promise<Result<R>>;
}

// An input schema with no required fields makes the argument optional.
type OptionalIfEmpty<I> = Record<never, never> extends I ? [input?: I] : [input: I];

type MethodOf<N extends Namespace, M extends keyof Contract[N]> = Contract[N][M] extends StreamDef
  ? (
      input: z.input<Contract[N][M]['input']>,
      onEvent: (event: z.output<Contract[N][M]['event']>) => void,
    ) => StreamHandle<z.output<Contract[N][M]['output']>>
  : Contract[N][M] extends InvokeDef
    ? (
        ...args: OptionalIfEmpty<z.input<Contract[N][M]['input']>>
      ) => Promise<Result<z.output<Contract[N][M]['output']>>>
    : never;

/** `window.verity`: the same shape in the Electron preload and the headless web client. */
export type VerityApi = {
  readonly [N in Namespace]: { readonly [M in keyof Contract[N]]: MethodOf<N, M> };
};
