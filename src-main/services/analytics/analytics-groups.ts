// The account's analytics groups and their items, through groups.* and groupItems.*. The service enforces the
// rules (one item type per group, at most 500 items, title-only updates, ownership); its refusals pass through
// with a fix. Deletes go through the journal, as every mutation that cannot be taken back does.
import type { AnalyticsGroup, AnalyticsGroupItem } from '../../../src-shared/contract/schemas/analytics';
import { VerityError } from '../../../src-shared/contract/result';
import type {
  Group,
  GroupItem,
  ListGroupsResponse,
  YOUTUBE_ANALYTICS_V2,
} from '../google/generated/youtube-analytics-v2';
import type { GoogleClient } from '../google/google-client';
import type { Journal } from '../journal/journal';
import { withGroupFix } from './analytics-fixes';
import { DELETE_GROUP, DELETE_GROUP_ITEM } from './group-operation-kinds';

type NewGroup = { title: string; itemType: string };
type Rename = { id: string; title: string };

function toGroup(group: Group | null): AnalyticsGroup {
  if (!group?.id)
    throw new VerityError('BAD_RESPONSE', 'The analytics service answered a group without an ID');
  return {
    id: group.id,
    title: group.snippet?.title ?? '',
    publishedAt: group.snippet?.publishedAt ?? null,
    itemType: group.contentDetails?.itemType ?? '',
    itemCount: group.contentDetails?.itemCount ?? '0',
  };
}

function toItem(item: GroupItem): AnalyticsGroupItem {
  if (!item.id || !item.groupId)
    throw new VerityError('BAD_RESPONSE', 'The analytics service answered a group item without its IDs');
  return {
    id: item.id,
    groupId: item.groupId,
    kind: item.resource?.kind ?? '',
    resourceId: item.resource?.id ?? '',
  };
}

export function createAnalyticsGroups(deps: {
  client: GoogleClient<typeof YOUTUBE_ANALYTICS_V2>;
  /** The same API without retries, for deletes. */
  deleteClient: GoogleClient<typeof YOUTUBE_ANALYTICS_V2>;
  journal: Pick<Journal, 'begin' | 'settle'>;
}) {
  const { client } = deps;
  /** A group's item type never changes, so each is asked for once. */
  const itemTypes = new Map<string, string>();
  const typeKey = (profileId: string, groupId: string) => `${profileId}\u0000${groupId}`;

  async function withFix<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw withGroupFix(error);
    }
  }

  function remember(profileId: string, group: AnalyticsGroup): AnalyticsGroup {
    itemTypes.set(typeKey(profileId, group.id), group.itemType);
    return group;
  }

  /** Sends a delete through the journal, returning the operation's id. */
  async function journaledDelete(
    profileId: string,
    op: { kind: string; target: string; request: Record<string, string> },
    send: () => Promise<unknown>,
  ): Promise<{ opId: string }> {
    const opId = deps.journal.begin({ profileId, service: 'analytics', ...op });
    await deps.journal.settle(
      opId,
      () => withFix(send),
      () => ({ deleted: op.target }),
    );
    return { opId };
  }

  return {
    async list(profileId: string): Promise<AnalyticsGroup[]> {
      const groups: AnalyticsGroup[] = [];
      for await (const page of client.pages(profileId, 'groups.list', { params: { mine: true } }))
        for (const group of (page as ListGroupsResponse).items ?? [])
          groups.push(remember(profileId, toGroup(group)));
      return groups;
    },

    async save(profileId: string, input: NewGroup | Rename): Promise<AnalyticsGroup> {
      const group = await withFix(() =>
        'id' in input
          ? client.call(profileId, 'groups.update', {
              body: { id: input.id, snippet: { title: input.title } },
            })
          : client.call(profileId, 'groups.insert', {
              body: { snippet: { title: input.title }, contentDetails: { itemType: input.itemType } },
            }),
      );
      return remember(profileId, toGroup(group as Group));
    },

    remove: (profileId: string, groupId: string) =>
      journaledDelete(
        profileId,
        { kind: DELETE_GROUP, target: `group ${groupId}`, request: { groupId } },
        () => deps.deleteClient.call(profileId, 'groups.delete', { params: { id: groupId } }),
      ),

    async items(profileId: string, groupId: string): Promise<AnalyticsGroupItem[]> {
      const answer = await withFix(() => client.call(profileId, 'groupItems.list', { params: { groupId } }));
      return ((answer as { items?: GroupItem[] } | null)?.items ?? []).map(toItem);
    },

    async addItem(
      profileId: string,
      input: { groupId: string; kind: string; resourceId: string },
    ): Promise<AnalyticsGroupItem> {
      const body = { groupId: input.groupId, resource: { kind: input.kind, id: input.resourceId } };
      return toItem(
        (await withFix(() => client.call(profileId, 'groupItems.insert', { body }))) as GroupItem,
      );
    },

    removeItem: (profileId: string, groupId: string, itemId: string) =>
      journaledDelete(
        profileId,
        {
          kind: DELETE_GROUP_ITEM,
          target: `item ${itemId} of group ${groupId}`,
          request: { groupId, itemId },
        },
        () => deps.deleteClient.call(profileId, 'groupItems.delete', { params: { id: itemId } }),
      ),

    /** The kind of report a group's items make: a group of playlists makes playlist reports. */
    async kindOf(profileId: string, groupId: string): Promise<'video' | 'playlist' | undefined> {
      let itemType = itemTypes.get(typeKey(profileId, groupId));
      if (itemType === undefined) {
        const answer = await client.call(profileId, 'groups.list', { params: { id: groupId } });
        const found = ((answer as { items?: Group[] } | null)?.items ?? []).find(
          (group) => group.id === groupId,
        );
        if (!found) return undefined;
        itemType = remember(profileId, toGroup(found)).itemType;
      }
      if (itemType === 'youtube#playlist') return 'playlist';
      return itemType === 'youtube#video' || itemType === 'youtube#channel' ? 'video' : undefined;
    },
  };
}
