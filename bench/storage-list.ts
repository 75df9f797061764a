/**
 * A storage folder of 10,000 files on the Storage page, in Chromium through the headless host, signed in as
 * Ada: the time from opening the folder to its first row, then to its last page (the list scrolled to its end
 * until every page is in), with the longest main-thread task of that scrolling from a trace. Anchors in the same
 * run: the same folder listed over plain HTTP, page after page with the console's query, mask and page size
 * (time to the first and the last page); and the 10,000 rows as one plain HTML table scrolled as url-table does.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Browser, Page } from 'playwright-core';
import { tempDir } from '../tests/support/temp-dir';
import { launchChromium } from './lib/browser';
import { adaAccessToken, signInConsoleAsAda } from './lib/demo-account';
import { consoleSession, startHeadlessConsole } from './lib/headless-console';
import { startSandboxProcess, type SandboxProcess } from './lib/sandbox-process';
import { fmt, ratio } from './lib/stats';
import { LONG_TASK_MS, tracedScroll } from './lib/traced-scroll';

const FILES = Number(process.env.BENCH_STORAGE_FILES ?? 10_000);
const PAGE_SIZE = 200;
const DRIVE = 'https://www.googleapis.com/auth/drive';
/** The console's mask (src-main/services/storage/storage-file.ts), so the anchor moves the same bytes. */
const FIELDS =
  'nextPageToken,files(id,name,mimeType,size,modifiedTime,parents,starred,trashed,ownedByMe,owners(emailAddress),md5Checksum,sha256Checksum,shortcutDetails(targetId),capabilities(canEdit,canRename,canTrash,canUntrash,canDelete,canShare,canDownload,canAddChildren,canMoveItemWithinDrive))';
const nameAt = (i: number) => `report ${String(i + 1).padStart(5, '0')}.pdf`;

/**
 * A folder of Ada's with FILES empty files. The sandbox writes its whole state after each change but folds the
 * saves of changes that arrive together, so the files are made 32 at a time.
 */
async function makeFolder(sandbox: SandboxProcess, token: string): Promise<string> {
  const create = async (body: object) => {
    const answer = await fetch(new URL('/store/v3/files?fields=id', sandbox.baseUrl), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`making a file failed: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { id: string }).id;
  };
  const id = await create({ name: 'Ten thousand', mimeType: 'application/vnd.google-apps.folder' });
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < FILES; i = next++)
      await create({ name: nameAt(i), mimeType: 'application/pdf', parents: [id] });
  };
  await Promise.all(Array.from({ length: 32 }, worker));
  return id;
}

/** Every page of the folder over plain HTTP, one after another: the time to the first and to the last. */
async function plainListing(sandbox: SandboxProcess, token: string, folderId: string) {
  const started = performance.now();
  let firstPageMs = 0;
  let count = 0;
  let pageToken: string | undefined;
  do {
    const url = new URL('/store/v3/files', sandbox.baseUrl);
    url.search = new URLSearchParams({
      q: `'${folderId}' in parents and trashed = false`,
      orderBy: 'folder,name_natural',
      pageSize: String(PAGE_SIZE),
      fields: FIELDS,
      ...(pageToken ? { pageToken } : {}),
    }).toString();
    const page = (await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json()) as {
      files: unknown[];
      nextPageToken?: string;
    };
    if (count === 0) firstPageMs = performance.now() - started;
    count += page.files.length;
    pageToken = page.nextPageToken;
  } while (pageToken);
  if (count !== FILES) throw new Error(`the plain listing found ${count} files`);
  return { firstPageMs, lastPageMs: performance.now() - started };
}

/**
 * The Storage page on the folder: first row, then scrolled to its end until the last page is in. Long tasks
 * while the pages come in are watched with a PerformanceObserver (a trace would slow the page it measures);
 * then all the rows are scrolled through, traced.
 */
async function consoleListing(browser: Browser, page: Page, folderId: string) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { longTasks: number[] }).longTasks = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) seen.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  const started = performance.now();
  await page.goto(new URL(`#/storage?folder=${folderId}`, page.url()).toString());
  await page.getByTestId('storage-row').first().waitFor();
  const firstRowMs = performance.now() - started;
  const scroller = page.getByTestId('storage-scroller');
  const all = `${FILES.toLocaleString('en')} shown`;
  // Jumps to the end as a person dragging the scrollbar down would, until the count says every file is in.
  while (((await page.getByTestId('storage-count').textContent()) ?? '').trim() !== all) {
    await scroller.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
    });
    await page.waitForTimeout(20);
  }
  const lastPageMs = performance.now() - started;
  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const scroll = await tracedScroll(browser, page, '[data-testid="storage-scroller"]');
  return { firstRowMs, lastPageMs, longTasks, scroll };
}

async function plainTable(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    const rows = Array.from(
      { length: FILES },
      (_, i) =>
        `<tr><td>☆</td><td>${nameAt(i)}</td><td>ada@example.com</td><td>27 Nov 2026</td><td>—</td></tr>`,
    ).join('');
    await page.setContent(
      `<div id="scroller" style="height:560px;overflow-y:auto"><table><tbody>${rows}</tbody></table></div>`,
    );
    return await tracedScroll(browser, page, '#scroller');
  } finally {
    await page.close();
  }
}

export async function benchStorageList(root: string): Promise<{ markdown: string }> {
  const dir = await tempDir('bench-storage-list');
  const sandboxDir = join(dir.path, 'sandbox');
  const sandbox = await startSandboxProcess(root, sandboxDir, ['--no-seed']);
  const browser = await launchChromium();
  const headless = await startHeadlessConsole(root, join(dir.path, 'console'), sandbox);
  try {
    const token = await adaAccessToken(sandbox.baseUrl, sandboxDir, [DRIVE]);
    const folderId = await makeFolder(sandbox, token);
    const session = await consoleSession(browser, headless.host.url);
    const page = await session.newPage();
    await signInConsoleAsAda(page);
    const ours = await consoleListing(browser, page, folderId);
    const plain = await plainListing(sandbox, token, folderId);
    const table = await plainTable(browser);
    const longest = (ms: number) => fmt(ms, 1);
    const markdown = [
      `| a folder of ${FILES.toLocaleString('en')} files, ${PAGE_SIZE} a page | Storage page | anchor: plain HTTP, page after page | anchor: one plain HTML table |`,
      '| --- | --- | --- | --- |',
      `| first row (page) shown | ${fmt(ours.firstRowMs, 0)} | ${fmt(plain.firstPageMs, 0)} | — |`,
      `| last page in | ${fmt(ours.lastPageMs, 0)} (${ratio(ours.lastPageMs, plain.lastPageMs)}) | ${fmt(plain.lastPageMs, 0)} | — |`,
      `| longest main-thread task while the pages come in | ${ours.longTasks.length === 0 ? `none over ${LONG_TASK_MS} ms` : `${longest(Math.max(...ours.longTasks))} (${ours.longTasks.length} over ${LONG_TASK_MS} ms)`} | — | — |`,
      `| longest main-thread task scrolling all ${FILES.toLocaleString('en')} rows | ${longest(ours.scroll.longestTaskMs)} | — | ${longest(table.longestTaskMs)} |`,
      `| tasks over ${LONG_TASK_MS} ms scrolling | ${ours.scroll.longTasks} | — | ${table.longTasks} |`,
    ].join('\n');
    return { markdown };
  } finally {
    await browser.close();
    await headless.close();
    await sandbox.stop();
    await dir.remove();
  }
}
