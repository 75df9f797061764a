import { z } from 'zod';

/**
 * Messages of the headless host's WebSocket (the web client's transport).
 * The page sends calls; the host answers with results and stream events.
 * Ids are chosen by the page and scoped to its connection.
 */
const Id = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const ChannelName = z.string().min(1).max(128);

/** A call or a stream to open; the Electron preload sends stream openings and cancels in these shapes too. */
export const OpenMessage = z.strictObject({ id: Id, channel: ChannelName, input: z.unknown() });
export const CancelMessage = z.strictObject({ id: Id });

export const ClientMessage = z.discriminatedUnion('t', [
  OpenMessage.extend({ t: z.literal('invoke') }),
  OpenMessage.extend({ t: z.literal('open') }),
  CancelMessage.extend({ t: z.literal('cancel') }),
]);
export type ClientMessage = z.infer<typeof ClientMessage>;

export type ServerMessage =
  | { t: 'result'; id: number; result: unknown }
  | { t: 'event'; id: number; event: unknown }
  | { t: 'done'; id: number; result: unknown };

/** The largest message the host accepts from a page (bytes): room for a whole saved chat with its images. */
export const MAX_CLIENT_MESSAGE_BYTES = 40 * 1024 * 1024;

/** Path of the WebSocket endpoint on the headless host. */
export const WS_PATH = '/api/ws';
