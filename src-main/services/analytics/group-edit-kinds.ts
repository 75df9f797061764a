// The journal's analytics edits: making a group, renaming one and adding an item to one. Check asks the
// service whether the edit is there (a new group has no ID to ask about until its answer arrives, so it has no
// Check); Undo sends the opposite edit: delete the new group, rename back, take the item out again.
import type { YOUTUBE_ANALYTICS_V2 } from '../google/generated/youtube-analytics-v2';
import type { GoogleClient } from '../google/google-client';
import type { CheckFinding, OperationKind } from '../journal/operation-kinds';
import { DELETE_GROUP, DELETE_GROUP_ITEM, requireFields } from './group-operation-kinds';

export const CREATE_GROUP = 'create-group';
export const RENAME_GROUP = 'rename-group';
export const ADD_GROUP_ITEM = 'add-group-item';

type Client = GoogleClient<typeof YOUTUBE_ANALYTICS_V2>;

const finding = (holds: boolean, what: string): CheckFinding =>
  holds
    ? { outcome: 'ok', response: { found: `The service shows ${what}: the edit took effect` } }
    : {
        outcome: 'failed',
        response: { found: `The service does not show ${what}: the edit never took effect` },
      };

const itemsOf = <T>(answer: unknown): T[] => (answer as { items?: T[] } | null)?.items ?? [];

export function groupEditKinds(client: Client, deleteClient: Client): OperationKind[] {
  const createGroup: OperationKind = {
    service: 'analytics',
    kind: CREATE_GROUP,
    undo(op) {
      const { profileId, values } = requireFields(op, ['groupId']);
      const [groupId] = values as [string];
      return {
        kind: DELETE_GROUP,
        target: `group ${groupId}`,
        request: { groupId },
        send: async () => {
          await deleteClient.call(profileId, 'groups.delete', { params: { id: groupId } });
          return { deleted: `group ${groupId}` };
        },
      };
    },
  };

  const renameGroup: OperationKind = {
    service: 'analytics',
    kind: RENAME_GROUP,
    async check(op) {
      const { profileId, values } = requireFields(op, ['groupId', 'title']);
      const [groupId, title] = values as [string, string];
      const groups = itemsOf<{ id?: string; snippet?: { title?: string } }>(
        await client.call(profileId, 'groups.list', { params: { id: groupId } }),
      );
      const titled = groups.some((group) => group.id === groupId && group.snippet?.title === title);
      return finding(titled, `the group titled "${title}"`);
    },
    undo(op) {
      const { profileId, values } = requireFields(op, ['groupId', 'previousTitle']);
      const [groupId, previousTitle] = values as [string, string];
      return {
        kind: RENAME_GROUP,
        target: op.target,
        request: { groupId, title: previousTitle, previousTitle: String(op.request['title']) },
        send: async () => {
          await client.call(profileId, 'groups.update', {
            body: { id: groupId, snippet: { title: previousTitle } },
          });
          return { groupId, title: previousTitle };
        },
      };
    },
  };

  const addGroupItem: OperationKind = {
    service: 'analytics',
    kind: ADD_GROUP_ITEM,
    async check(op) {
      const { profileId, values } = requireFields(op, ['groupId', 'resourceId']);
      const [groupId, resourceId] = values as [string, string];
      const items = itemsOf<{ resource?: { id?: string } }>(
        await client.call(profileId, 'groupItems.list', { params: { groupId } }),
      );
      return finding(
        items.some((item) => item.resource?.id === resourceId),
        `${resourceId} in the group`,
      );
    },
    undo(op) {
      const { profileId, values } = requireFields(op, ['groupId', 'itemId']);
      const [groupId, itemId] = values as [string, string];
      return {
        kind: DELETE_GROUP_ITEM,
        target: `item ${itemId} of group ${groupId}`,
        request: { groupId, itemId },
        send: async () => {
          await deleteClient.call(profileId, 'groupItems.delete', { params: { id: itemId } });
          return { deleted: `item ${itemId} of group ${groupId}` };
        },
      };
    },
  };

  return [createGroup, renameGroup, addGroupItem];
}
