// groups.list/insert/update/delete and groupItems.list/insert/delete with the service's rules: a group holds
// one item type, at most 500 items; an update changes the title only; only the group's owner sees or
// changes it. Groups and their items are saved before the answer.
import type { IncomingMessage } from 'node:http';
import { readJsonBody } from '../../http/read-body';
import { etagOf, ITEM_TYPES, newId, type GroupStore, type StoredGroup, type StoredItem } from './group-store';
import { FORBIDDEN, type YouTubeError } from './youtube-errors';

const MAX_GROUP_ITEMS = 500;
const MAX_BODY_BYTES = 16 * 1024;
const PAGE_SIZE = 25;

/** What a groups route answers: a resource, an empty 204, or an error. */
export type GroupAnswer = { status: 200; body: unknown } | { status: 204 } | { error: YouTubeError };

function badRequest(reason: string, message: string): { error: YouTubeError } {
  return { error: { status: 400, reason, message } };
}

function groupResource(group: StoredGroup) {
  const snippet = { publishedAt: group.publishedAt, title: group.title };
  const contentDetails = { itemCount: String(group.items.length), itemType: group.itemType };
  const etag = etagOf({ id: group.id, snippet, contentDetails });
  return { kind: 'youtube#group', etag, id: group.id, snippet, contentDetails };
}

function itemResource(group: StoredGroup, item: StoredItem) {
  const resource = { kind: item.kind, id: item.resourceId };
  const etag = etagOf({ id: item.id, groupId: group.id, resource });
  return { kind: 'youtube#groupItem', etag, id: item.id, groupId: group.id, resource };
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export class GroupRoutes {
  constructor(
    private readonly store: GroupStore,
    private readonly now: () => number,
  ) {}

  /** The caller's group by ID: 404 when there is none, 403 when it is someone else's. */
  private owned(owner: string, id: string | undefined, field: string): StoredGroup | { error: YouTubeError } {
    if (!id) return badRequest('required', `Required parameter: ${field}`);
    const group = this.store.find(id);
    if (!group)
      return { error: { status: 404, reason: 'groupNotFound', message: `Group ${id} was not found.` } };
    if (group.ownerSub !== owner) return { error: FORBIDDEN };
    return group;
  }

  list(owner: string, url: URL): GroupAnswer {
    const mine = url.searchParams.get('mine') === 'true';
    const ids = url.searchParams.get('id');
    if (mine === (ids !== null))
      return badRequest('missingRequiredParameter', 'Give exactly one filter: mine=true or id=<group IDs>.');
    const wanted = ids?.split(',');
    const groups = this.store.groups.filter(
      (group) => group.ownerSub === owner && (!wanted || wanted.includes(group.id)),
    );
    const token = url.searchParams.get('pageToken');
    const offset = Number(Buffer.from(token ?? '', 'base64url').toString() || 0);
    if (!Number.isInteger(offset) || offset < 0)
      return badRequest(
        'invalidPageToken',
        `The page token ${token} is not one groups.list gave; start without it.`,
      );
    const page = groups.slice(offset, offset + PAGE_SIZE);
    const next =
      offset + PAGE_SIZE < groups.length
        ? Buffer.from(String(offset + PAGE_SIZE)).toString('base64url')
        : undefined;
    const items = page.map(groupResource);
    const body = {
      kind: 'youtube#groupListResponse',
      etag: etagOf(items),
      items,
      ...(next ? { nextPageToken: next } : {}),
    };
    return { status: 200, body };
  }

  async insert(owner: string, req: IncomingMessage): Promise<GroupAnswer> {
    const body = record(await readJsonBody(req, MAX_BODY_BYTES));
    const title = text(record(body['snippet'])['title']);
    const itemType = record(body['contentDetails'])['itemType'];
    if (!title)
      return badRequest('required', 'Required property snippet.title is missing: give the group a title.');
    if (!ITEM_TYPES.includes(itemType as never))
      return badRequest('invalidValue', `contentDetails.itemType must be one of ${ITEM_TYPES.join(', ')}.`);
    if (itemType === 'youtubePartner#asset')
      return {
        error: {
          ...FORBIDDEN,
          message: 'Only a content owner can make a group of assets (youtubePartner#asset).',
        },
      };
    const group: StoredGroup = {
      id: newId(),
      ownerSub: owner,
      title,
      itemType: itemType as StoredGroup['itemType'],
      publishedAt: new Date(this.now()).toISOString(),
      items: [],
    };
    this.store.groups.push(group);
    await this.store.save();
    return { status: 200, body: groupResource(group) };
  }

  async update(owner: string, req: IncomingMessage): Promise<GroupAnswer> {
    const body = record(await readJsonBody(req, MAX_BODY_BYTES));
    const group = this.owned(owner, text(body['id']), 'id');
    if ('error' in group) return group;
    const title = text(record(body['snippet'])['title']);
    if (!title)
      return badRequest('required', 'Required property snippet.title is missing: give the new title.');
    const itemType = record(body['contentDetails'])['itemType'];
    if (itemType !== undefined && itemType !== group.itemType)
      return badRequest(
        'invalidValue',
        `Only a group's title can change; its itemType stays ${group.itemType}.`,
      );
    group.title = title;
    await this.store.save();
    return { status: 200, body: groupResource(group) };
  }

  async delete(owner: string, url: URL): Promise<GroupAnswer> {
    const group = this.owned(owner, url.searchParams.get('id') ?? undefined, 'id');
    if ('error' in group) return group;
    this.store.remove(group);
    await this.store.save();
    return { status: 204 };
  }

  listItems(owner: string, url: URL): GroupAnswer {
    const group = this.owned(owner, url.searchParams.get('groupId') ?? undefined, 'groupId');
    if ('error' in group) return group;
    const items = group.items.map((item) => itemResource(group, item));
    return { status: 200, body: { kind: 'youtube#groupItemListResponse', etag: etagOf(items), items } };
  }

  async insertItem(owner: string, req: IncomingMessage): Promise<GroupAnswer> {
    const body = record(await readJsonBody(req, MAX_BODY_BYTES));
    const group = this.owned(owner, text(body['groupId']), 'groupId');
    if ('error' in group) return group;
    const resource = record(body['resource']);
    const kind = text(resource['kind']);
    const resourceId = text(resource['id']);
    if (!kind || !resourceId)
      return badRequest('required', 'Required properties resource.kind and resource.id are missing.');
    if (kind !== group.itemType)
      return badRequest(
        'invalidValue',
        `Group ${group.id} holds ${group.itemType} items; a ${kind} cannot join it (a group holds one item type).`,
      );
    if (group.items.some((item) => item.resourceId === resourceId))
      return {
        error: {
          status: 409,
          reason: 'duplicate',
          message: `${kind} ${resourceId} is already in group ${group.id}.`,
        },
      };
    if (group.items.length >= MAX_GROUP_ITEMS)
      return badRequest(
        'groupItemLimitExceeded',
        `Group ${group.id} already holds ${MAX_GROUP_ITEMS} items, the most a group can hold.`,
      );
    const item: StoredItem = { id: newId(), kind: group.itemType, resourceId };
    group.items.push(item);
    await this.store.save();
    return { status: 200, body: itemResource(group, item) };
  }

  async deleteItem(owner: string, url: URL): Promise<GroupAnswer> {
    const id = url.searchParams.get('id');
    if (!id) return badRequest('required', 'Required parameter: id');
    const group = this.store.groups.find((candidate) => candidate.items.some((item) => item.id === id));
    if (!group)
      return {
        error: { status: 404, reason: 'groupItemNotFound', message: `Group item ${id} was not found.` },
      };
    if (group.ownerSub !== owner) return { error: FORBIDDEN };
    group.items = group.items.filter((item) => item.id !== id);
    await this.store.save();
    return { status: 204 };
  }
}
