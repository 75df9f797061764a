// The storage service's reads through the official Drive client: files.list with the fixtures' queries
// (folder listing, search, trash, full text), paging with short pages while a token remains, trashed items
// listed unless `trashed = false`, `fields` partial responses, files.get, about.get, who sees what (Grace,
// a drive.file token), and the real 400 for a `q` it cannot read, never a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import type { drive_v3 } from '@googleapis/drive';
import { NOBODY, oauthFailure, oauthSandboxPerFile } from './oauth-harness';
import { rawRequest } from './sandbox-harness';
import { driveAccess, driveClient, driveExamples } from './storage-harness';

const oauth = oauthSandboxPerFile();
const FOLDER = 'application/vnd.google-apps.folder';
let ada: drive_v3.Drive;
let grace: drive_v3.Drive;
let adaToken = '';

beforeAll(async () => {
  adaToken = await driveAccess(oauth());
  ada = driveClient(oauth().sandbox, adaToken);
  grace = driveClient(oauth().sandbox, await driveAccess(oauth(), NOBODY.sub));
});

/** Every file of a listing, following nextPageToken to the end; also how many pages it took. */
async function listAll(client: drive_v3.Drive, params: drive_v3.Params$Resource$Files$List) {
  const files: drive_v3.Schema$File[] = [];
  let pageToken: string | undefined;
  let pages = 0;
  do {
    const { data } = await client.files.list({ ...params, pageToken });
    files.push(...(data.files ?? []));
    pageToken = data.nextPageToken ?? undefined;
    pages++;
  } while (pageToken);
  return { files, pages };
}

async function folderId(client: drive_v3.Drive, name: string, parent = 'root'): Promise<string> {
  const { data } = await client.files.list({
    q: `'${parent}' in parents and name = '${name}' and mimeType = '${FOLDER}'`,
    fields: 'files(id)',
  });
  return data.files![0]!.id!;
}

describe('files.list', () => {
  it("lists My Store's root as the fixture's request does: folders first, natural name order, no trash", async () => {
    const query = driveExamples.files_list_folder!.request!.query as drive_v3.Params$Resource$Files$List;
    const { files } = await listAll(ada, query);
    const { data: root } = await ada.files.get({ fileId: 'root', fields: 'id,name' });
    expect(root.name).toBe('My Drive');
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      expect(file.parents).toEqual([root.id]);
      expect(file.trashed).toBe(false);
      expect(file.owners).toEqual([{ displayName: 'Ada Operator', emailAddress: 'ada@example.com' }]);
    }
    const folders = files.filter((file) => file.mimeType === FOLDER);
    expect(files.slice(0, folders.length)).toEqual(folders);
    const names = files.slice(folders.length).map((file) => file.name!);
    expect(names.indexOf('old-notes-9.txt')).toBeLessThan(names.indexOf('old-notes-10.txt'));
    expect(names).not.toContain('old-notes-1.txt'); // in the trash
    expect(folders.map((file) => file.name)).not.toContain('Old drafts');
    const contract = files.find((file) => file.name === 'contract.pdf')!;
    expect(contract).toMatchObject({
      size: expect.stringMatching(/^\d+$/),
      md5Checksum: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(files.find((file) => file.name === 'Quarterly plan (shortcut)')?.shortcutDetails).toMatchObject({
      targetMimeType: 'application/vnd.google-apps.document',
    });
  });

  it('pages a folder with pageToken (never more than 100 a page), every file once', async () => {
    const month = await folderId(
      ada,
      '2025-03',
      await folderId(ada, '2025', await folderId(ada, 'Invoices')),
    );
    const { files, pages } = await listAll(ada, { q: `'${month}' in parents`, pageSize: 5, orderBy: 'name' });
    expect(pages).toBe(5);
    expect(files.map((file) => file.name)).toEqual(
      Array.from({ length: 22 }, (_, n) => `invoice-2025-03-${String(n + 1).padStart(2, '0')}.pdf`),
    );
    const { data } = await ada.files.list({ pageSize: 1000 });
    expect(data.files).toHaveLength(100);
    expect(data.nextPageToken).toBeTruthy();
  });

  it('may answer a short or empty page while a nextPageToken remains, as the real service does', async () => {
    const { files, pages } = await listAll(ada, { q: "name = 'contract.pdf'", pageSize: 10 });
    expect(files.map((file) => file.name)).toEqual(['contract.pdf']);
    expect(pages).toBeGreaterThan(1);
  });

  it('lists trashed items unless the query says trashed = false', async () => {
    const all = await listAll(ada, {
      q: "name contains 'draft'",
      fields: 'nextPageToken,files(name,trashed,explicitlyTrashed)',
    });
    const drafts = all.files.filter((file) => /^draft-\d+\.txt$/.test(file.name!));
    expect(drafts).toHaveLength(25);
    // Inside a trashed folder: trashed, not explicitly.
    for (const file of drafts) expect(file).toMatchObject({ trashed: true, explicitlyTrashed: false });
    const live = await listAll(ada, {
      q: "name contains 'draft' and trashed = false",
      fields: 'nextPageToken,files(name)',
    });
    expect(live.files.filter((file) => /^draft-\d+\.txt$/.test(file.name!))).toEqual([]);
    // The fixture's selection has no nextPageToken: ask for it too, to read every page.
    const trashQuery = driveExamples.files_list_trash!.request!.query as { q: string; fields: string };
    const trash = await listAll(ada, { q: trashQuery.q, fields: `nextPageToken,${trashQuery.fields}` });
    expect(trash.files.map((file) => file.name)).toEqual(
      expect.arrayContaining(['Old drafts', 'old-notes-1.txt', 'draft-1.txt']),
    );
    for (const file of trash.files) expect(file.trashed).toBe(true);
  });

  it("answers the fixture's search, newest first, and full-text, property and owner queries", async () => {
    const query = driveExamples.files_list_search!.request!.query as drive_v3.Params$Resource$Files$List;
    const { files } = await listAll(ada, { ...query, pageSize: 100 });
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      expect(file.name).toMatch(/^invoice-/);
      expect(Date.parse(file.modifiedTime!)).toBeGreaterThan(Date.UTC(2026, 0, 1));
    }
    const times = files.map((file) => Date.parse(file.modifiedTime!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const roadmap = await listAll(ada, {
      q: "fullText contains 'roadmap' and trashed = false",
      fields: 'nextPageToken,files(name,mimeType)',
    });
    expect(roadmap.files.length).toBeGreaterThan(0);
    const sales = await listAll(ada, {
      q: "properties has { key='dept' and value='sales' }",
      fields: 'nextPageToken,files(name)',
    });
    expect(sales.files.length).toBeGreaterThan(100);
    expect(sales.files.every((file) => file.name!.startsWith('invoice-'))).toBe(true);
    const byLink = await listAll(ada, {
      q: "visibility = 'anyoneWithLink'",
      fields: 'nextPageToken,files(name)',
    });
    expect(byLink.files).toEqual([{ name: 'contract.pdf' }]);
    const theirs = await listAll(ada, {
      q: "'grace@example.com' in owners",
      fields: 'nextPageToken,files(name)',
    });
    expect(theirs.files).toEqual([{ name: 'Team roster' }]);
    const writers = await listAll(ada, {
      q: "'grace@example.com' in writers and mimeType = 'text/markdown'",
      fields: 'nextPageToken,files(name)',
    });
    expect(writers.files).toHaveLength(12);
    const sorted = await ada.files
      .list({ q: "fullText contains 'roadmap'", orderBy: 'name' })
      .catch((error: unknown) => error);
    expect(sorted).toMatchObject({ status: 400 });
  });

  it("shows Grace her own files, what was shared with her, and nothing else of Ada's", async () => {
    const mine = await listAll(grace, { q: "'me' in owners", fields: 'nextPageToken,files(name)' });
    expect(mine.files.map((file) => file.name).sort()).toEqual(
      [
        "Grace's notes.txt",
        'Reading list',
        'Team roster',
        'Visits',
        ...[1, 2, 3, 4, 5].map((n) => `visit-${n}.jpg`),
      ].sort(),
    );
    const shared = await listAll(grace, {
      q: 'sharedWithMe = true',
      fields: 'nextPageToken,files(name,ownedByMe,capabilities(canEdit,canComment))',
    });
    expect(shared.files.map((file) => file.name).sort()).toEqual(['Quarterly plan', 'Shared with Grace']);
    expect(shared.files.find((file) => file.name === 'Quarterly plan')?.capabilities).toEqual({
      canEdit: false,
      canComment: true,
    });
    const everything = await listAll(grace, { fields: 'nextPageToken,files(name)' });
    // Her own 9, the two shared, and the 12 files inside the shared folder.
    expect(everything.files).toHaveLength(23);
    const secret = (await listAll(ada, { q: "name = 'IMG_0001.jpg'", fields: 'nextPageToken,files(id)' }))
      .files[0]!;
    expect(await oauthFailure(grace.files.get({ fileId: secret.id! }))).toEqual({
      status: 404,
      data: {
        error: {
          errors: [
            {
              domain: 'global',
              reason: 'notFound',
              message: `File not found: ${secret.id}.`,
              locationType: 'parameter',
              location: 'fileId',
            },
          ],
          code: 404,
          message: `File not found: ${secret.id}.`,
        },
      },
    });
  });

  it('answers a q it cannot read with the recorded 400 invalid / location q, and never a 500', async () => {
    const recorded = driveExamples.errors['400_invalid_query']!;
    for (const q of [
      "name = 'a",
      "name > 'a'",
      'trashed = maybe',
      "modifiedTime > 'yesterday'",
      '((',
      "'x' in folders",
    ])
      expect(await oauthFailure(ada.files.list({ q })), q).toEqual({
        status: recorded.status,
        data: recorded.body,
      });
    const pieces = [
      'name',
      'and',
      'or',
      'not',
      '=',
      'contains',
      "'a'",
      '(',
      ')',
      'in',
      'parents',
      'true',
      '{',
      '\\',
      "'",
    ];
    let seed = 7;
    for (let n = 0; n < 150; n++) {
      const q = Array.from(
        { length: 1 + (n % 7) },
        () => pieces[(seed = (seed * 48271) % 2147483647) % pieces.length],
      ).join(' ');
      const response = await rawRequest(
        `${oauth().sandbox.baseUrl}/store/v3/files?q=${encodeURIComponent(q)}&fields=files(id)`,
        {
          headers: { authorization: `Bearer ${adaToken}` },
        },
      );
      expect([200, 400], q).toContain(response.status);
    }
  });

  it('refuses a bad pageToken, orderBy, corpora or spaces with a 400 naming the parameter', async () => {
    for (const params of [
      { pageToken: 'nonsense' },
      { orderBy: 'size' },
      { corpora: 'everything' },
      { spaces: 'cloud' },
      { corpora: 'drive' },
    ]) {
      const failure = await oauthFailure(ada.files.list(params));
      expect(failure.status, JSON.stringify(params)).toBe(400);
      expect(failure.data, JSON.stringify(params)).toMatchObject({
        error: {
          errors: [
            {
              reason: 'invalid',
              location:
                Object.keys(params)[0] === 'corpora' && params.corpora === 'drive'
                  ? 'driveId'
                  : Object.keys(params)[0],
            },
          ],
        },
      });
    }
  });
});

describe('fields', () => {
  it('cuts answers down to the selection: nested parentheses, paths, * and the defaults', async () => {
    const { data } = await ada.files.list({
      q: "'root' in parents and name = 'contract.pdf'",
      fields: 'files(id,name,owners(emailAddress)),nextPageToken',
    });
    expect(data).toEqual({
      files: [
        { id: expect.any(String), name: 'contract.pdf', owners: [{ emailAddress: 'ada@example.com' }] },
      ],
    });
    const { files } = await listAll(ada, {
      q: "name = 'contract.pdf'",
      fields: 'nextPageToken,files(id,name,owners(emailAddress),capabilities/canShare)',
    });
    expect(files[0]).toEqual({
      id: expect.any(String),
      name: 'contract.pdf',
      owners: [{ emailAddress: 'ada@example.com' }],
      capabilities: { canShare: true },
    });
    const plain = await ada.files.get({ fileId: files[0]!.id! });
    expect(plain.data).toEqual({
      kind: 'drive#file',
      id: files[0]!.id,
      name: 'contract.pdf',
      mimeType: 'application/pdf',
    });
    const all = await ada.files.get({ fileId: files[0]!.id!, fields: '*' });
    expect(all.data).toMatchObject({
      description: 'Signed 2026-01-15',
      ownedByMe: true,
      shared: true,
      permissionIds: expect.arrayContaining(['anyoneWithLink']),
    });
  });

  it("answers the fixture's files.get with every field it asks for", async () => {
    const [file] = (await listAll(ada, { q: "name = 'contract.pdf'", fields: 'nextPageToken,files(id)' }))
      .files;
    const query = driveExamples.files_get_metadata!.request!.query as { fields: string };
    const { data } = await ada.files.get({
      fileId: file!.id!,
      fields: query.fields,
      supportsAllDrives: true,
    });
    const expected = driveExamples.files_get_metadata!.response as Record<string, unknown>;
    for (const name of Object.keys(expected).filter((key) => !['kind', 'viewedByMeTime'].includes(key)))
      expect(data, name).toHaveProperty(name);
    expect(data.capabilities).toEqual({
      canEdit: true,
      canShare: true,
      canTrash: true,
      canDelete: true,
      canDownload: true,
      canRename: true,
      canComment: true,
      canReadRevisions: true,
    });
  });

  it('refuses a selection it cannot read or a field the resource lacks', async () => {
    for (const fields of ['files(id', 'files(id,nosuch)', 'nosuch', 'files)'])
      expect(await oauthFailure(ada.files.list({ fields })), fields).toMatchObject({
        status: 400,
        data: { error: { errors: [{ reason: 'invalidParameter', location: 'fields' }] } },
      });
  });
});

describe('about.get', () => {
  it('requires fields, as the real one does', async () => {
    expect(await oauthFailure(ada.about.get())).toEqual({
      status: 400,
      data: {
        error: {
          errors: [
            {
              domain: 'global',
              reason: 'required',
              message: "The 'fields' parameter is required for this method.",
              locationType: 'parameter',
              location: 'fields',
            },
          ],
          code: 400,
          message: "The 'fields' parameter is required for this method.",
        },
      },
    });
  });

  it('answers the caller, the quota counted from their files and the real export formats', async () => {
    const { data } = await ada.about.get({ fields: 'user,storageQuota,maxUploadSize,exportFormats' });
    expect(data.user).toMatchObject({
      displayName: 'Ada Operator',
      emailAddress: 'ada@example.com',
      me: true,
    });
    expect(Number(data.storageQuota!.usage)).toBeGreaterThan(Number(data.storageQuota!.usageInDriveTrash));
    expect(Number(data.storageQuota!.usageInDriveTrash)).toBeGreaterThan(0);
    expect(data.storageQuota!.limit).toBe(String(15 * 1024 ** 3));
    expect(data.exportFormats!['application/vnd.google-apps.document']).toContain('application/pdf');
    const graceAbout = await grace.about.get({ fields: 'user(emailAddress),storageQuota(usage)' });
    expect(graceAbout.data.user).toEqual({ emailAddress: 'grace@example.com' });
    expect(Number(graceAbout.data.storageQuota!.usage)).toBeLessThan(Number(data.storageQuota!.usage));
  });
});
