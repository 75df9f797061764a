// The analytics groups every demo account made, kept in <data>/analytics/groups.json across restarts: a
// group's owner, title, item type and items (each with its own group-item ID, which groupItems.delete takes).
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir, readTextIfExists, writeFileAtomic } from '../../persistence/durable-files';

export const ITEM_TYPES = [
  'youtube#video',
  'youtube#playlist',
  'youtube#channel',
  'youtubePartner#asset',
] as const;

const StoredItem = z.object({ id: z.string(), kind: z.enum(ITEM_TYPES), resourceId: z.string() });
const StoredGroup = z.object({
  id: z.string(),
  ownerSub: z.string(),
  title: z.string(),
  itemType: z.enum(ITEM_TYPES),
  publishedAt: z.string(),
  items: z.array(StoredItem),
});
export type StoredGroup = z.infer<typeof StoredGroup>;
export type StoredItem = z.infer<typeof StoredItem>;
const StoredState = z.object({ groups: z.array(StoredGroup) });

/** A new ID in the style of the service's (URL-safe base64). */
export function newId(): string {
  return randomBytes(15).toString('base64url');
}

/** An etag that changes whenever the resource does. */
export function etagOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 27);
}

export class GroupStore {
  readonly groups: StoredGroup[] = [];
  private writing: Promise<void> = Promise.resolve();

  private constructor(private readonly path: string) {}

  static async open(dataDir: string): Promise<GroupStore> {
    const dir = join(dataDir, 'analytics');
    await ensurePrivateDir(dir);
    const store = new GroupStore(join(dir, 'groups.json'));
    const text = await readTextIfExists(store.path);
    if (text === undefined) return store;
    try {
      store.groups.push(...StoredState.parse(JSON.parse(text)).groups);
    } catch (error) {
      throw new Error(
        `${store.path} is damaged (${(error as Error).message.split('\n')[0]}); delete it (the analytics groups are then forgotten) and restart the sandbox`,
        { cause: error },
      );
    }
    return store;
  }

  find(id: string): StoredGroup | undefined {
    return this.groups.find((group) => group.id === id);
  }

  remove(group: StoredGroup): void {
    this.groups.splice(this.groups.indexOf(group), 1);
  }

  /** Writes the groups as they are now; settles once they are on disk. */
  save(): Promise<void> {
    const text = JSON.stringify({ groups: this.groups });
    this.writing = this.writing.then(() => writeFileAtomic(this.path, text));
    const written = this.writing;
    this.writing = written.catch(() => undefined);
    return written;
  }

  idle(): Promise<void> {
    return this.writing;
  }
}
