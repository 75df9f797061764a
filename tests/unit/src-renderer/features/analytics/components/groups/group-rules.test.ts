import { describe, expect, it } from 'vitest';
import {
  itemTypeLabel,
  kindOfId,
  MAX_GROUP_ITEMS,
  pastedIds,
  planAdditions,
} from '@/features/analytics/components/groups/group-rules';

const VIDEO_A = 'dQw4w9WgXcQ';
const VIDEO_B = 'abcDEF123_-';
const PLAYLIST = 'PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf';

describe('pasted IDs', () => {
  it('splits on spaces, new lines, commas and semicolons, and reads IDs out of YouTube links', () => {
    const text = [
      `${VIDEO_A}, ${VIDEO_B};`,
      `https://www.youtube.com/watch?v=${VIDEO_A}&t=42`,
      `https://youtu.be/${VIDEO_B}?si=x`,
      `https://www.youtube.com/shorts/${VIDEO_A}`,
      `https://www.youtube.com/playlist?list=${PLAYLIST}`,
      '',
    ].join('\n');
    expect(pastedIds(text)).toEqual([VIDEO_A, VIDEO_B, VIDEO_A, VIDEO_B, VIDEO_A, PLAYLIST]);
  });

  it('keeps a token that is no YouTube link as it is, for the checks to judge', () => {
    expect(pastedIds('https://example.com/page not/an/id')).toEqual([
      'https://example.com/page',
      'not/an/id',
    ]);
  });
});

describe('an ID by its shape', () => {
  it('11 characters is a video, a list prefix and more is a playlist, anything else the service judges', () => {
    expect(kindOfId(VIDEO_A)).toBe('youtube#video');
    expect(kindOfId(PLAYLIST)).toBe('youtube#playlist');
    expect(kindOfId('UUabcdefghijklmnopqrstuv')).toBe('youtube#playlist');
    expect(kindOfId('short')).toBe('unknown');
  });

  it('labels the types the console makes and passes others through', () => {
    expect(itemTypeLabel('youtube#playlist')).toBe('Playlists');
    expect(itemTypeLabel('youtube#channel')).toBe('youtube#channel');
  });
});

describe('which pasted IDs can join a group', () => {
  const videos = { itemType: 'youtube#video', itemCount: 0, existing: [] as string[] };

  it('sends the good ones in order and refuses a playlist in a video group, saying the rule', () => {
    const plan = planAdditions([VIDEO_A, PLAYLIST, VIDEO_B], videos);
    expect(plan.send).toEqual([VIDEO_A, VIDEO_B]);
    expect(plan.refused).toEqual([
      { resourceId: PLAYLIST, reason: expect.stringMatching(/looks like a playlist ID.*one item type/) },
    ]);
  });

  it('refuses a video in a playlist group the same way', () => {
    const plan = planAdditions([VIDEO_A], { ...videos, itemType: 'youtube#playlist' });
    expect(plan.send).toEqual([]);
    expect(plan.refused[0]!.reason).toMatch(/looks like a video ID, and this group holds playlists/);
  });

  it('sends an ID of no known shape as the group type: the service decides', () => {
    expect(planAdditions(['x1'], videos).send).toEqual(['x1']);
  });

  it('refuses what is not an ID at all, and what the group already holds or was pasted twice', () => {
    const plan = planAdditions(['not/an/id', VIDEO_A, VIDEO_B, VIDEO_B], { ...videos, existing: [VIDEO_A] });
    expect(plan.send).toEqual([VIDEO_B]);
    expect(plan.refused.map((refusal) => [refusal.resourceId, refusal.reason])).toEqual([
      ['not/an/id', expect.stringMatching(/Not a video ID/)],
      [VIDEO_A, expect.stringMatching(/Already in the group/)],
      [VIDEO_B, expect.stringMatching(/Already in the group/)],
    ]);
  });

  it('stops at 500 items: what would pass the limit is refused before sending, with what to do', () => {
    const ids = Array.from({ length: 5 }, (_, index) => `video${String(index).padStart(6, '0')}`);
    const plan = planAdditions(ids, { ...videos, itemCount: MAX_GROUP_ITEMS - 2 });
    expect(plan.send).toEqual(ids.slice(0, 2));
    expect(plan.refused).toHaveLength(3);
    expect(plan.refused[0]!.reason).toMatch(/at most 500 items.*second group/);
    expect(planAdditions([VIDEO_A], { ...videos, itemCount: MAX_GROUP_ITEMS }).send).toEqual([]);
  });
});
