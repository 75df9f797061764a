// The journal's analytics operations: deleting a group and taking an item out of one. Check asks the service
// whether the group (or the item) is still there; neither can be undone, since a group or inclusion made again
// gets a new ID.
import { VerityError } from '../../../src-shared/contract/result';
import type { YOUTUBE_ANALYTICS_V2 } from '../google/generated/youtube-analytics-v2';
import type { GoogleClient } from '../google/google-client';
import { GoogleApiError } from '../google/google-error';
import type { BegunOperation, CheckFinding, OperationKind } from '../journal/operation-kinds';

export const DELETE_GROUP = 'delete-group';
export const DELETE_GROUP_ITEM = 'delete-group-item';

type Client = GoogleClient<typeof YOUTUBE_ANALYTICS_V2>;

const itemsOf = (answer: unknown): Array<{ id?: string }> =>
  (answer as { items?: Array<{ id?: string }> } | null)?.items ?? [];

const isNotFound = (error: unknown) => error instanceof GoogleApiError && error.facts.httpStatus === 404;

function requireFields(op: BegunOperation, fields: string[]): { profileId: string; values: string[] } {
  const values = fields.map((field) => op.request[field]);
  if (!op.profileId || values.some((value) => typeof value !== 'string'))
    throw new VerityError(
      'CONFLICT',
      `This operation was journaled without its profile or ${fields.join(' and ')}: look ${op.target} up in YouTube Studio yourself`,
    );
  return { profileId: op.profileId, values: values as string[] };
}

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
