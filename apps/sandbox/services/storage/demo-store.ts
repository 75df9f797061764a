// The demo shared store a fresh data folder starts with, the same on every first start: "Team store",
// organized by Ada with Grace as a writer, holding a few folders and files (one trashed, by Ada), made by a
// demo tree of its own so that the rest of the demo data (demo-files.ts) stays as it was.
import { DEMO_ACCOUNTS } from '../oauth/demo-accounts';
import { DemoTree } from './demo-files';
import { newStoreId, type FileRecord, type Identity } from './file-record';
import { permissionIdFor } from './permission-resource';
import { NO_RESTRICTIONS, type StoreRecord } from './store-record';
import { storeRoot } from './store-root';

const ADA = DEMO_ACCOUNTS[0]!;
const GRACE = DEMO_ACCOUNTS[1]!;
const ADA_ID: Identity = `account:${ADA.sub}`;
const GRACE_ID: Identity = `account:${GRACE.sub}`;
const CREATED = '2025-03-03T09:00:00.000Z';

/** The demo store and its records: its root folder (Ada organizer, Grace writer) and its items. */
export function demoStore(): { store: StoreRecord; files: FileRecord[] } {
  const store: StoreRecord = {
    id: newStoreId('Team store'),
    name: 'Team store',
    createdTime: CREATED,
    requestId: 'demo-team-store',
    colorRgb: '#4285f4',
    themeId: 'abacus',
    restrictions: NO_RESTRICTIONS,
    hiddenBy: [],
  };
  const root = storeRoot(store, { identity: ADA_ID, email: ADA.email }, CREATED, []);
  root.permissions.push({
    id: permissionIdFor({ type: 'user', emailAddress: GRACE.email }),
    type: 'user',
    role: 'writer',
    emailAddress: GRACE.email,
  });
  const tree = new DemoTree('team-store');
  const inStore = { driveId: store.id };
  const design = tree.folder(ADA_ID, store.id, 'Design', inStore);
  for (let n = 1; n <= 4; n++) tree.binary(ADA_ID, design.id, `mockup-${n}.png`, 16_000, inStore);
  const budget = tree.folder(ADA_ID, store.id, 'Budget', inStore);
  tree.editor(ADA_ID, budget.id, 'Budget 2026', 'application/vnd.google-apps.spreadsheet', inStore);
  tree.binary(ADA_ID, budget.id, 'budget-2025.csv', 4_000, inStore);
  const notes = tree.folder(ADA_ID, store.id, 'Meeting notes', inStore);
  for (let n = 1; n <= 3; n++) tree.binary(ADA_ID, notes.id, `meeting-${n}.md`, 2_000, inStore);
  tree.binary(GRACE_ID, notes.id, 'grace-ideas.md', 2_000, inStore);
  tree.editor(ADA_ID, store.id, 'Team handbook', 'application/vnd.google-apps.document', inStore);
  tree.binary(ADA_ID, store.id, 'old-logo.png', 8_000, {
    ...inStore,
    explicitlyTrashed: true,
    trashedTime: '2026-02-02T10:00:00.000Z',
    trashedBy: ADA_ID,
  });
  return { store, files: [root, ...tree.files] };
}
