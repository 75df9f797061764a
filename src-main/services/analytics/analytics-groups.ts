// The account's analytics groups and their items, through groups.* and groupItems.*. The service enforces the
// rules (one item type per group, at most 500 items, title-only updates, ownership); its refusals pass through
// with a fix. Every change (make, rename, add an item, delete) goes through the journal before it is sent.
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
import type { Summary } from '../../verification/journal/journal-chain';
import { ADD_GROUP_ITEM, CREATE_GROUP, RENAME_GROUP } from './group-edit-kinds';
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

const readGroup = (answer: unknown) => toGroup(answer as Group | null);

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

  /** Sends an edit through the journal: begun before it is sent, completed with a summary of what came back. */
  async function journaledEdit<T>(
    profileId: string,
    op: { kind: string; target: string; request: Summary },
    send: () => Promise<unknown>,
    read: (answer: unknown) => T,
    summarize: (value: T) => Summary,
  ): Promise<T> {
    const opId = deps.journal.begin({ profileId, service: 'analytics', ...op });
    return deps.journal.settle(opId, async () => read(await withFix(send)), summarize);
  }

  async function findGroup(profileId: string, groupId: string): Promise<AnalyticsGroup | undefined> {
    const answer = await withFix(() => client.call(profileId, 'groups.list', { params: { id: groupId } }));
    const found = ((answer as { items?: Group[] } | null)?.items ?? []).find((group) => group.id === groupId);
    return found ? remember(profileId, toGroup(found)) : undefined;
  }

  return {
    async list(profileId: string): Promise<AnalyticsGroup[]> {
      const groups: AnalyticsGroup[] = [];
      for await (const page of client.pages(profileId, 'groups.list', { params: { mine: true } }))
        for (const group of (page as ListGroupsResponse).items ?? [])
          groups.push(remember(profileId, toGroup(group)));
      return groups;
    },

    /** Makes a group or renames one, journaled before it is sent (a rename keeps the old title, for Undo). */
    async save(profileId: string, input: NewGroup | Rename): Promise<AnalyticsGroup> {
      if (!('id' in input)) {
        const made = await journaledEdit(
          profileId,
          {
            kind: CREATE_GROUP,
            target: `new group "${input.title}"`,
            request: { title: input.title, itemType: input.itemType },
          },
          () =>
            client.call(profileId, 'groups.insert', {
              body: { snippet: { title: input.title }, contentDetails: { itemType: input.itemType } },
            }),
          readGroup,
          (group) => ({ groupId: group.id, title: group.title }),
        );
        return remember(profileId, made);
      }
      const previousTitle = (await findGroup(profileId, input.id))?.title ?? null;
      const renamed = await journaledEdit(
        profileId,
        {
          kind: RENAME_GROUP,
          target: `group ${input.id}`,
          request: { groupId: input.id, title: input.title, previousTitle },
        },
        () =>
          client.call(profileId, 'groups.update', {
            body: { id: input.id, snippet: { title: input.title } },
          }),
        readGroup,
        (group) => ({ groupId: group.id, title: group.title }),
      );
      return remember(profileId, renamed);
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

    /** Adds an item, journaled before it is sent. */
    addItem: (
      profileId: string,
      input: { groupId: string; kind: string; resourceId: string },
    ): Promise<AnalyticsGroupItem> =>
      journaledEdit(
        profileId,
        {
          kind: ADD_GROUP_ITEM,
          target: `${input.resourceId} in group ${input.groupId}`,
          request: { groupId: input.groupId, kind: input.kind, resourceId: input.resourceId },
        },
        () =>
          client.call(profileId, 'groupItems.insert', {
            body: { groupId: input.groupId, resource: { kind: input.kind, id: input.resourceId } },
          }),
        (answer) => toItem(answer as GroupItem),
        (item) => ({ itemId: item.id, groupId: item.groupId }),
      ),

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
