// The journal's analytics operations: deleting a group and taking an item out of one. Check asks the service
// whether the group (or the item) is still there; neither can be undone, since a group or inclusion made again
// gets a new ID.
import type { YOUTUBE_ANALYTICS_V2 } from '../google/generated/youtube-analytics-v2';
import type { GoogleClient } from '../google/google-client';
import { GoogleApiError } from '../google/google-error';
import {
  operationFields,
  type BegunOperation,
  type CheckFinding,
  type OperationKind,
} from '../journal/operation-kinds';

export const DELETE_GROUP = 'delete-group';
export const DELETE_GROUP_ITEM = 'delete-group-item';

type Client = GoogleClient<typeof YOUTUBE_ANALYTICS_V2>;

const itemsOf = (answer: unknown): Array<{ id?: string }> =>
  (answer as { items?: Array<{ id?: string }> } | null)?.items ?? [];

const isNotFound = (error: unknown) => error instanceof GoogleApiError && error.facts.httpStatus === 404;

/** An analytics operation's fields (see operationFields); YouTube Studio is where to look without them. */
export const requireFields = (op: BegunOperation, fields: string[]) =>
  operationFields(op, fields, 'YouTube Studio');

const gone = (what: string): CheckFinding => ({
  outcome: 'ok',
  response: { found: `The service no longer has the ${what}: the delete took effect` },
});
const stillThere = (what: string): CheckFinding => ({
  outcome: 'failed',
  response: {
    found: `The ${what} is still there: the delete never took effect. Delete it again if you meant to`,
  },
});

export function deleteGroupKind(client: Client): OperationKind {
  return {
    service: 'analytics',
    kind: DELETE_GROUP,
    async check(op) {
      const { profileId, values } = requireFields(op, ['groupId']);
      const [groupId] = values as [string];
      const listed = itemsOf(await client.call(profileId, 'groups.list', { params: { id: groupId } }));
      return listed.some((group) => group.id === groupId) ? stillThere('group') : gone('group');
    },
    notUndoable:
      'the service keeps nothing of a deleted group. Make a new group with the same title and items (it gets a new ID; saved reports filtering by the old one need the new ID)',
  };
}

export function deleteGroupItemKind(client: Client): OperationKind {
  return {
    service: 'analytics',
    kind: DELETE_GROUP_ITEM,
    async check(op) {
      const { profileId, values } = requireFields(op, ['groupId', 'itemId']);
      const [groupId, itemId] = values as [string, string];
      try {
        const items = itemsOf(await client.call(profileId, 'groupItems.list', { params: { groupId } }));
        return items.some((item) => item.id === itemId) ? stillThere('item') : gone('item');
      } catch (error) {
        // A group that is gone holds no items.
        if (isNotFound(error)) return gone('item');
        throw error;
      }
    },
    notUndoable:
      'an item taken out of a group cannot be put back as it was: add it again (its inclusion gets a new ID)',
  };
}
