// changes.watch, files.watch and channels.stop (research google.md §3.9, drive-examples.json files_watch,
// changes_watch, channels_stop): a web_hook channel to an https address is accepted and kept, and answered
// as the api#channel resource, its expiration at most a day (files) or a week (changes) ahead. Nothing is
// ever posted to it: a desktop console has no public address and polls the changes feed.
import { randomBytes } from 'node:crypto';
import type { ChannelRecord } from './change-records';
import { driveError, type Answer } from './drive-errors';
import type { Caller } from './file-access';
import type { StorageState } from './storage-state';

const HOUR_MS = 60 * 60 * 1000;
const MAX_LIFETIME_MS = { file: 24 * HOUR_MS, changes: 7 * 24 * HOUR_MS };

const required = (name: string) =>
  driveError(400, 'required', `Required parameter: ${name}`, { location: name });

export interface WatchTarget {
  kind: 'file' | 'changes';
  /** What the channel watches, as the real resourceUri names it. */
  resourceUri: string;
}

/** Opens a channel from a Channel body; the api#channel answer or the refusal. */
export function openChannel(
  body: Record<string, unknown>,
  target: WatchTarget,
  caller: Caller,
  state: StorageState,
  now: number,
): Answer {
  const { id, type, address, token, expiration } = body;
  if (typeof id !== 'string' || id === '') return required('id');
  if (type !== 'web_hook' && type !== 'webhook') return required('type');
  if (typeof address !== 'string' || address === '') return required('address');
  if (!/^https:\/\//i.test(address))
    return driveError(400, 'push.webhookUrlNotHttps', 'WebHook callback must be HTTPS: ' + address);
  if (state.channels.some((channel) => channel.id === id))
    return driveError(400, 'channelIdNotUnique', `Channel id ${id} not unique`);
  const asked = expiration === undefined ? undefined : Number(expiration);
  if (asked !== undefined && (!Number.isInteger(asked) || asked <= now))
    return driveError(
      400,
      'invalid',
      `Invalid value for expiration: ${String(expiration)}. Give a time ahead, in milliseconds since the epoch.`,
      { location: 'expiration' },
    );
  const channel: ChannelRecord = {
    id,
    resourceId: randomBytes(10).toString('base64url'),
    resourceUri: target.resourceUri,
    ...(typeof token === 'string' ? { token } : {}),
    address,
    expiration: Math.min(asked ?? now + HOUR_MS, now + MAX_LIFETIME_MS[target.kind]),
    identity: caller.identity,
  };
  state.channels = [...state.channels.filter((kept) => kept.expiration > now), channel];
  return { status: 200, body: channelResource(channel) };
}

function channelResource(channel: ChannelRecord) {
  return {
    kind: 'api#channel',
    id: channel.id,
    resourceId: channel.resourceId,
    resourceUri: channel.resourceUri,
    ...(channel.token !== undefined ? { token: channel.token } : {}),
    expiration: String(channel.expiration),
  };
}

/** POST /store/v3/channels/stop {id, resourceId}: 204, or 404 for a channel the caller did not open. */
export function stopChannel(body: Record<string, unknown>, caller: Caller, state: StorageState): Answer {
  const channel = state.channels.find(
    (candidate) =>
      candidate.id === body.id &&
      candidate.resourceId === body.resourceId &&
      candidate.identity === caller.identity,
  );
  if (!channel)
    return driveError(404, 'notFound', `Channel '${String(body.id)}' not found for project 'verity-sandbox'`);
  state.channels = state.channels.filter((kept) => kept !== channel);
  return { status: 204, body: undefined };
}
