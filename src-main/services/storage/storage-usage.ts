// What uses the account's storage: the quota of about.get, the largest files outside the trash, and files
// whose content is the same (MD5 and size), found by reading every file the account owns page by page.
import type { DuplicateGroup, StorageFile, StorageUsage } from '../../../src-shared/contract/schemas/storage';
import type { About, FileList, STORE_V3 } from '../google/generated/store-v3';
import type { GoogleClient } from '../google/google-client';
import { FILE_FIELDS, FOLDER_TYPE, toStorageFile } from './storage-file';

const LARGEST = 20;
const OWNED_FILES = `'me' in owners and trashed = false and mimeType != '${FOLDER_TYPE}'`;

/** Groups of two or more files with one content, the most bytes a group wastes first. */
export function duplicateGroups(files: readonly StorageFile[]): DuplicateGroup[] {
  const byContent = new Map<string, DuplicateGroup>();
  for (const file of files) {
    if (!file.md5Checksum || file.size === null) continue;
    const key = `${file.md5Checksum}:${file.size}`;
    const group = byContent.get(key) ?? { md5Checksum: file.md5Checksum, size: file.size, files: [] };
    group.files.push(file);
    byContent.set(key, group);
  }
  const wasted = (group: DuplicateGroup) => BigInt(group.size) * BigInt(group.files.length - 1);
  return [...byContent.values()]
    .filter((group) => group.files.length > 1)
    .sort((a, b) => (wasted(b) > wasted(a) ? 1 : wasted(b) < wasted(a) ? -1 : 0));
}

export function createStorageUsage(client: GoogleClient<typeof STORE_V3>) {
  return {
    async read(profileId: string): Promise<StorageUsage> {
      const [about, largest] = await Promise.all([
        client.call(profileId, 'about.get', { fields: 'storageQuota' }) as Promise<About | null>,
        client.call(profileId, 'files.list', {
          params: { q: OWNED_FILES, orderBy: 'quotaBytesUsed desc', pageSize: LARGEST },
          fields: `files(${FILE_FIELDS})`,
        }) as Promise<FileList | null>,
      ]);
      const quota = about?.storageQuota ?? {};
      return {
        limit: quota.limit ?? null,
        usage: quota.usage ?? '0',
        usageInStore: quota.usageInDrive ?? '0',
        usageInTrash: quota.usageInDriveTrash ?? '0',
        largest: (largest?.files ?? []).map(toStorageFile),
      };
    },

    async duplicates(profileId: string): Promise<{ groups: DuplicateGroup[]; scanned: number }> {
      const files: StorageFile[] = [];
      for await (const page of client.pages(profileId, 'files.list', {
        params: { q: OWNED_FILES, pageSize: 1000 },
        fields: `files(${FILE_FIELDS})`,
      }))
        for (const file of (page as FileList).files ?? []) files.push(toStorageFile(file));
      return { groups: duplicateGroups(files), scanned: files.length };
    },
  };
}
