// What the URL notification service remembers across restarts, in <data>/indexing/state.json: the latest
// URL_UPDATED and URL_DELETED of every URL published successfully (what getMetadata answers) and the publish
// count of the current Pacific day (the daily quota survives a restart, as the real one does).
import { join } from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir, readTextIfExists, writeFileAtomic } from '../../persistence/durable-files';

export type NotificationType = 'URL_UPDATED' | 'URL_DELETED';

const UrlNotification = z.object({
  url: z.string(),
  type: z.enum(['URL_UPDATED', 'URL_DELETED']),
  notifyTime: z.string(),
});
export type UrlNotification = z.infer<typeof UrlNotification>;

const UrlMetadata = z.object({
  url: z.string(),
  latestUpdate: UrlNotification.optional(),
  latestRemove: UrlNotification.optional(),
});
export type UrlMetadata = z.infer<typeof UrlMetadata>;

const StoredState = z.object({
  notifications: z.array(UrlMetadata),
  publishDay: z.string(),
  publishedToday: z.number().int().nonnegative(),
});

export class NotificationStore {
  private readonly byUrl = new Map<string, UrlMetadata>();
  /** The Pacific date (YYYY-MM-DD) `publishedToday` counts for. */
  publishDay = '';
  publishedToday = 0;
  private writing: Promise<void> = Promise.resolve();
  /** A write not started yet: later saves join it rather than queue one write each. */
  private pending: Promise<void> | undefined;

  private constructor(private readonly path: string) {}

  static async open(dataDir: string): Promise<NotificationStore> {
    const dir = join(dataDir, 'indexing');
    await ensurePrivateDir(dir);
    const store = new NotificationStore(join(dir, 'state.json'));
    const text = await readTextIfExists(store.path);
    if (text === undefined) return store;
    let stored: z.infer<typeof StoredState>;
    try {
      stored = StoredState.parse(JSON.parse(text));
    } catch (error) {
      throw new Error(
        `${store.path} is damaged (${(error as Error).message.split('\n')[0]}); delete it (the URL notifications and today's publish count are then forgotten) and restart the sandbox`,
        { cause: error },
      );
    }
    for (const metadata of stored.notifications) store.byUrl.set(metadata.url, metadata);
    store.publishDay = stored.publishDay;
    store.publishedToday = stored.publishedToday;
    return store;
  }

  metadata(url: string): UrlMetadata | undefined {
    return this.byUrl.get(url);
  }

  record(notification: UrlNotification): UrlMetadata {
    const metadata = this.byUrl.get(notification.url) ?? { url: notification.url };
    if (notification.type === 'URL_UPDATED') metadata.latestUpdate = notification;
    else metadata.latestRemove = notification;
    this.byUrl.set(notification.url, metadata);
    return metadata;
  }

  /** Writes the state as it is when the write starts; settles once it is on disk. */
  save(): Promise<void> {
    this.pending ??= this.writing.then(() => {
      this.pending = undefined;
      const state = {
        notifications: [...this.byUrl.values()],
        publishDay: this.publishDay,
        publishedToday: this.publishedToday,
      };
      return writeFileAtomic(this.path, JSON.stringify(state));
    });
    this.writing = this.pending.catch(() => undefined);
    return this.pending;
  }

  /** Settles when no write is under way (before the data folder is released). */
  idle(): Promise<void> {
    return this.writing;
  }
}
