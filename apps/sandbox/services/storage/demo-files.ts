// The demo data a fresh data folder starts with, the same on every first start (a seeded generator): Ada
// owns about three thousand files in nested folders (projects, invoices by month, photo albums, Docs
// Editors reports, a trashed folder, starred and described files, properties), shares a folder with Grace
// as writer (its first handover note with earlier versions and comment threads, demo-history.ts), a document
// as commenter and a file by link; Grace owns a few files and shares one with Ada.
// File bytes are generated from each file's name (text lines up to its size), so the checksums are of them.
// The demo shared store is demo-store.ts.
import { createHash } from 'node:crypto';
import { SeededRandom } from '../genai/text/seeded-random';
import { DEMO_ACCOUNTS } from '../oauth/demo-accounts';
import { withDemoHistory } from './demo-history';
import { FOLDER, rootIdOf, seededFileId, SHORTCUT, type FileRecord, type Identity } from './file-record';

const ADA: Identity = `account:${DEMO_ACCOUNTS[0]!.sub}`;
const GRACE: Identity = `account:${DEMO_ACCOUNTS[1]!.sub}`;
const GRACE_EMAIL = DEMO_ACCOUNTS[1]!.email;
const ADA_EMAIL = DEMO_ACCOUNTS[0]!.email;
/** A user permission's ID is the user's permissionId (file-access.ts personOf). */
const ADA_PERMISSION = DEMO_ACCOUNTS[0]!.sub.slice(-20);
const GRACE_PERMISSION = DEMO_ACCOUNTS[1]!.sub.slice(-20);
/** The demo files are dated between these two instants. */
const FROM = Date.UTC(2024, 0, 1);
const TO = Date.UTC(2026, 5, 30);

const PROJECTS = ['Apollo', 'Borealis', 'Cascade', 'Delta', 'Ember', 'Fjord', 'Granite', 'Harbor'];
const PROJECT_PARTS = ['Design', 'Notes', 'Builds', 'Research'];
const WORDS = [
  'budget',
  'roadmap',
  'meeting',
  'review',
  'draft',
  'summary',
  'launch',
  'plan',
  'retro',
  'spec',
];
const ALBUMS = ['Holidays 2024', 'Team offsite', 'Office', 'Conference 2025', 'Garden', 'Hiking'];
const TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  jpg: 'image/jpeg',
  png: 'image/png',
  zip: 'application/zip',
};
const EDITORS = [
  'application/vnd.google-apps.document',
  'application/vnd.google-apps.spreadsheet',
  'application/vnd.google-apps.presentation',
];

/** A demo file's bytes: lines naming it, cut to `size`. */
export function demoBytes(name: string, size: number): Buffer {
  return Buffer.alloc(size, `${name}: Verity sandbox demo content.\n`);
}

export class DemoTree {
  readonly files: FileRecord[] = [];
  private readonly generator: SeededRandom;
  private readonly random = () => this.generator.next();
  private count = 0;

  /** `label` seeds the generator and the IDs, so each tree of demo data comes out the same on its own. */
  constructor(private readonly label = 'demo') {
    this.generator = new SeededRandom(label === 'demo' ? 'storage demo files' : `storage demo ${label}`);
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  time(): string {
    return new Date(FROM + Math.floor((this.random() * (TO - FROM)) / 1000) * 1000).toISOString();
  }

  private record(
    owner: Identity,
    parent: string,
    name: string,
    mimeType: string,
    extra: Partial<FileRecord>,
  ) {
    const created = this.time();
    const modified = new Date(
      Math.min(TO, Date.parse(created) + Math.floor(this.random() * 90) * 86_400_000),
    );
    const file: FileRecord = {
      id: seededFileId(`${this.label}:${this.count++}:${name}`),
      name,
      mimeType,
      parents: [parent],
      owner,
      explicitlyTrashed: false,
      starredBy: this.random() < 0.04 ? [owner] : [],
      viewedBy: this.random() < 0.5 ? { [owner]: modified.toISOString() } : {},
      createdTime: created,
      modifiedTime: modified.toISOString(),
      lastModifiedBy: owner,
      version: 1 + Math.floor(this.random() * 20),
      properties: {},
      appProperties: {},
      permissions: [],
      appClientIds: [],
      ...extra,
    };
    this.files.push(file);
    return file;
  }

  folder(owner: Identity, parent: string, name: string, extra: Partial<FileRecord> = {}): FileRecord {
    return this.record(owner, parent, name, FOLDER, extra);
  }

  binary(owner: Identity, parent: string, name: string, maxSize: number, extra: Partial<FileRecord> = {}) {
    const size = 200 + Math.floor(this.random() * maxSize);
    const bytes = demoBytes(name, size);
    const type = TYPES[name.slice(name.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
    return this.record(owner, parent, name, type, {
      size,
      md5Checksum: createHash('md5').update(bytes).digest('hex'),
      sha256Checksum: createHash('sha256').update(bytes).digest('hex'),
      headRevisionId: `0B${createHash('sha256').update(name).digest('base64url').slice(0, 30)}`,
      demoSeed: name,
      ...(type.startsWith('text/') ? { contentText: bytes.toString('utf8', 0, Math.min(size, 512)) } : {}),
      ...extra,
    });
  }

  editor(owner: Identity, parent: string, name: string, mimeType: string, extra: Partial<FileRecord> = {}) {
    const words = Array.from({ length: 12 }, () => this.pick(WORDS)).join(' ');
    return this.record(owner, parent, name, mimeType, { contentText: `${name}. ${words}.`, ...extra });
  }

  root(owner: Identity): FileRecord {
    const time = new Date(FROM).toISOString();
    const root: FileRecord = {
      id: rootIdOf(owner),
      name: 'My Drive',
      mimeType: FOLDER,
      parents: [],
      owner,
      isRoot: true,
      explicitlyTrashed: false,
      starredBy: [],
      viewedBy: {},
      createdTime: time,
      modifiedTime: time,
      lastModifiedBy: owner,
      version: 1,
      properties: {},
      appProperties: {},
      permissions: [],
      appClientIds: [],
    };
    this.files.push(root);
    return root;
  }
}

const grant = (id: string, email: string, role: 'writer' | 'commenter' | 'reader') => ({
  id,
  type: 'user' as const,
  role,
  emailAddress: email,
});

function adaFiles(tree: DemoTree): void {
  const root = tree.root(ADA).id;
  const projects = tree.folder(ADA, root, 'Projects', { folderColorRgb: '#42d692' });
  for (const project of PROJECTS) {
    const folder = tree.folder(ADA, projects.id, project, { properties: { project: project.toLowerCase() } });
    for (const part of PROJECT_PARTS) {
      const sub = tree.folder(ADA, folder.id, part);
      for (let n = 1; n <= 18; n++) {
        const word = tree.pick(WORDS);
        const ext = tree.pick(['md', 'txt', 'pdf', 'json', 'zip']);
        tree.binary(ADA, sub.id, `${project.toLowerCase()}-${word}-${n}.${ext}`, 16_000);
      }
      tree.editor(ADA, sub.id, `${project} ${part.toLowerCase()} ${tree.pick(WORDS)}`, tree.pick(EDITORS));
    }
  }
  const invoices = tree.folder(ADA, root, 'Invoices');
  for (const year of [2024, 2025, 2026]) {
    const yearFolder = tree.folder(ADA, invoices.id, String(year));
    for (let month = 1; month <= 12; month++) {
      const mm = String(month).padStart(2, '0');
      const monthFolder = tree.folder(ADA, yearFolder.id, `${year}-${mm}`);
      for (let n = 1; n <= 22; n++)
        tree.binary(ADA, monthFolder.id, `invoice-${year}-${mm}-${String(n).padStart(2, '0')}.pdf`, 8_000, {
          properties: { dept: tree.pick(['sales', 'ops', 'research']) },
        });
    }
  }
  const photos = tree.folder(ADA, root, 'Photos');
  for (const album of ALBUMS) {
    const folder = tree.folder(ADA, photos.id, album);
    for (let n = 1; n <= 200; n++)
      tree.binary(ADA, folder.id, `IMG_${String(n).padStart(4, '0')}.${n % 5 === 0 ? 'png' : 'jpg'}`, 16_000);
  }
  const reports = tree.folder(ADA, root, 'Reports');
  for (let n = 1; n <= 150; n++) {
    const type = EDITORS[n % 3]!;
    tree.editor(ADA, reports.id, `Report ${n} ${tree.pick(WORDS)}`, type, {
      description: n % 10 === 0 ? `Quarterly ${tree.pick(WORDS)} for the board` : undefined,
    });
  }
  const shared = tree.folder(ADA, root, 'Shared with Grace', {
    permissions: [grant(GRACE_PERMISSION, GRACE_EMAIL, 'writer')],
  });
  for (let n = 1; n <= 12; n++) {
    const handover = tree.binary(ADA, shared.id, `handover-${n}.md`, 4_000);
    if (n === 1) withDemoHistory(handover, GRACE);
  }
  const drafts = tree.folder(ADA, root, 'Old drafts', { explicitlyTrashed: true, trashedTime: tree.time() });
  for (let n = 1; n <= 25; n++) tree.binary(ADA, drafts.id, `draft-${n}.txt`, 2_000);
  const plan = tree.editor(ADA, root, 'Quarterly plan', EDITORS[0]!, {
    starredBy: [ADA],
    permissions: [grant(GRACE_PERMISSION, GRACE_EMAIL, 'commenter')],
  });
  tree.binary(ADA, root, 'contract.pdf', 16_000, {
    description: 'Signed 2026-01-15',
    permissions: [{ id: 'anyoneWithLink', type: 'anyone', role: 'reader', allowFileDiscovery: false }],
  });
  for (let n = 1; n <= 20; n++)
    tree.binary(ADA, root, `old-notes-${n}.txt`, 1_000, n <= 5 ? { explicitlyTrashed: true } : {});
  tree.editor(ADA, root, 'Quarterly plan (shortcut)', SHORTCUT, {
    shortcutTargetId: plan.id,
    contentText: undefined,
  });
}

function graceFiles(tree: DemoTree): void {
  const root = tree.root(GRACE).id;
  tree.binary(GRACE, root, "Grace's notes.txt", 2_000);
  tree.editor(GRACE, root, 'Reading list', EDITORS[0]!);
  const visits = tree.folder(GRACE, root, 'Visits');
  for (let n = 1; n <= 5; n++) tree.binary(GRACE, visits.id, `visit-${n}.jpg`, 8_000);
  tree.editor(GRACE, root, 'Team roster', EDITORS[1]!, {
    permissions: [grant(ADA_PERMISSION, ADA_EMAIL, 'reader')],
  });
}

/** Every demo record, roots included. */
export function demoFiles(): FileRecord[] {
  const tree = new DemoTree();
  adaFiles(tree);
  graceFiles(tree);
  return tree.files;
}
