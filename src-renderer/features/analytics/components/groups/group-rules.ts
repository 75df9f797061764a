// The groups' rules the console can check before sending anything: one item type per group (an ID whose shape
// says it is the other type), at most 500 items, and no item twice. Whatever the shape cannot tell is left to
// the service, whose refusal comes back with main's fix.

/** The most items a group holds (the service refuses the 501st). */
export const MAX_GROUP_ITEMS = 500;

export const GROUP_ITEM_TYPES = [
  { value: 'youtube#video', label: 'Videos', noun: 'video' },
  { value: 'youtube#playlist', label: 'Playlists', noun: 'playlist' },
] as const;

export type GroupItemType = (typeof GROUP_ITEM_TYPES)[number]['value'];

/** "Videos" for youtube#video; the raw type for one the console does not make (channels, assets). */
export function itemTypeLabel(itemType: string): string {
  return GROUP_ITEM_TYPES.find((type) => type.value === itemType)?.label ?? itemType;
}

function nounOf(itemType: string): string {
  return GROUP_ITEM_TYPES.find((type) => type.value === itemType)?.noun ?? itemType;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
// Playlists' IDs start with a prefix saying whose list it is (PL a person's, UU uploads, FL/LL likes, OL albums…).
const PLAYLIST_ID = /^(PL|UU|FL|LL|OL|RD|UL)[A-Za-z0-9_-]{10,}$/;
const ANY_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** What an ID's shape says it is; `unknown` is sent as the group's type and judged by the service. */
export function kindOfId(id: string): 'youtube#video' | 'youtube#playlist' | 'unknown' {
  if (VIDEO_ID.test(id)) return 'youtube#video';
  if (PLAYLIST_ID.test(id)) return 'youtube#playlist';
  return 'unknown';
}

/** The ID in a pasted token: the token itself, or the `v` / `list` of a YouTube link, or a youtu.be path. */
function idOf(token: string): string {
  if (!/^https?:\/\//i.test(token)) return token;
  try {
    const url = new URL(token);
    const list = url.searchParams.get('list');
    if (url.pathname === '/playlist' && list) return list;
    const video = url.searchParams.get('v');
    if (video) return video;
    const path = url.pathname.split('/').filter(Boolean);
    if (url.hostname.endsWith('youtu.be') && path[0]) return path[0];
    if ((path[0] === 'shorts' || path[0] === 'embed') && path[1]) return path[1];
    return list ?? token;
  } catch {
    return token;
  }
}

/** The IDs in pasted text: separated by spaces, new lines, commas or semicolons; links are read for their ID. */
export function pastedIds(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .filter((token) => token !== '')
    .map(idOf);
}

export interface Refusal {
  resourceId: string;
  /** What is wrong with it, and what to do instead. */
  reason: string;
}

export interface AdditionPlan {
  /** IDs to send, in the order pasted. */
  send: string[];
  /** IDs not sent, each with the rule it breaks. */
  refused: Refusal[];
}

/**
 * Which pasted IDs can go to a group of `itemType` that holds `existing` (its items' IDs) and `itemCount`
 * items, and why the rest cannot.
 */
export function planAdditions(
  ids: readonly string[],
  group: { itemType: string; itemCount: number; existing: readonly string[] },
): AdditionPlan {
  const send: string[] = [];
  const refused: Refusal[] = [];
  const held = new Set(group.existing);
  const noun = nounOf(group.itemType);
  const room = Math.max(0, MAX_GROUP_ITEMS - group.itemCount);
  for (const id of ids) {
    const kind = kindOfId(id);
    if (!ANY_ID.test(id)) {
      refused.push({
        resourceId: id,
        reason: `Not a ${noun} ID (letters, digits, - and _ only): paste the ID or the link of a ${noun}.`,
      });
    } else if (kind !== 'unknown' && kind !== group.itemType) {
      refused.push({
        resourceId: id,
        reason: `This looks like a ${nounOf(kind)} ID, and this group holds ${noun}s: a group holds one item type, chosen when it is made. Add it to a group of ${nounOf(kind)}s.`,
      });
    } else if (held.has(id)) {
      refused.push({ resourceId: id, reason: 'Already in the group (or pasted twice): added once.' });
    } else if (send.length >= room) {
      refused.push({
        resourceId: id,
        reason: `A group holds at most ${MAX_GROUP_ITEMS} items and this one would be over it: remove some items first, or put the rest in a second group.`,
      });
    } else {
      send.push(id);
      held.add(id);
    }
  }
  return { send, refused };
}
