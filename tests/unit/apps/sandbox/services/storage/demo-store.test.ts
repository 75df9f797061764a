// The demo shared store: the same on every first start, Ada its organizer and Grace a writer, a tree of
// folders and files under the store's root that all name the store, IDs apart from the other demo data.
import { describe, expect, it } from 'vitest';
import { demoFiles } from '../../../../../../apps/sandbox/services/storage/demo-files';
import { demoStore } from '../../../../../../apps/sandbox/services/storage/demo-store';

describe('demoStore', () => {
  const { store, files } = demoStore();
  const byId = new Map(files.map((file) => [file.id, file]));

  it('comes out the same every time', () => {
    expect(demoStore()).toEqual({ store, files });
  });

  it('is "Team store", organized by Ada with Grace as a writer', () => {
    expect(store).toMatchObject({
      name: 'Team store',
      id: expect.stringMatching(/^0A[A-Za-z0-9]{11}Uk9PVA$/),
    });
    const root = byId.get(store.id)!;
    expect(root).toMatchObject({ isRoot: true, driveId: store.id, name: 'Team store' });
    expect(root.permissions.map(({ role, emailAddress }) => ({ role, emailAddress }))).toEqual([
      { role: 'organizer', emailAddress: 'ada@example.com' },
      { role: 'writer', emailAddress: 'grace@example.com' },
    ]);
  });

  it('holds folders and files in a tree under its root, each naming the store', () => {
    const items = files.filter((file) => !file.isRoot);
    expect(items.filter((file) => file.mimeType === 'application/vnd.google-apps.folder')).toHaveLength(3);
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) {
      expect(item.driveId, item.name).toBe(store.id);
      expect(byId.get(item.parents[0]!)?.mimeType, item.name).toBe('application/vnd.google-apps.folder');
    }
    expect(items.filter((item) => item.explicitlyTrashed).map((item) => item.name)).toEqual(['old-logo.png']);
  });

  it('shares no ID with the rest of the demo data', () => {
    const others = new Set(demoFiles().map((file) => file.id));
    expect(files.filter((file) => others.has(file.id))).toEqual([]);
  });
});
