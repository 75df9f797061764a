// The analytics namespace through the router against the real sandbox, signed in as Ada (who owns a demo
// channel): reports of several types with the days not final marked, a query the catalog does not allow
// refused before any request leaves, answers of final days served from the session's cache, groups and their
// items with the service's rules passed through with their fixes, journaled deletes, and saved reports and
// dashboards kept in the database across a restart of the core.
import { describe, expect, it } from 'vitest';
import { createCore } from '../../../src-main/core/create-core';
import type { OpenBrowser } from '../../../src-main/services/accounts/accounts';
import { memoryBackend } from '../../../src-main/services/vault/secret-backend';
import type { Result } from '../../../src-shared/contract/result';
import type {
  AnalyticsGroup,
  AnalyticsGroupItem,
  Dashboard,
  ReportResult,
  SavedReport,
} from '../../../src-shared/contract/schemas/analytics';
import type { JournalOperation } from '../../../src-shared/contract/schemas/journal';
import { exchangesOf, startTestCore, TEST_CTX, type TestCore } from '../../support/test-core';
import { tempDir } from '../../support/temp-dir';
import { analyticsSettings } from '../sandbox/analytics-harness';
import { answerConsent, OWNER, oauthSandboxPerFile } from '../sandbox/oauth-harness';
import { resetFaults, setFaults } from '../sandbox/sandbox-harness';

const oauth = oauthSandboxPerFile();
const MONETARY = 'https://www.googleapis.com/auth/yt-analytics-monetary.readonly';

const allowAsAda: OpenBrowser = async (url) => {
  await fetch(await answerConsent(url, { decision: 'allow', account: OWNER.sub }));
};

async function adaCore(): Promise<TestCore> {
  const test = await startTestCore('analytics', oauth().sandbox, undefined, { openBrowser: allowAsAda });
  value(await test.call('accounts:signIn', { profileId: 'sandbox' }));
  return test;
}

function value<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

function failure(result: Result<unknown>) {
  if (result.ok) throw new Error('expected the call to fail');
  return result.error;
}

/** The sandbox's last day with final figures, and the 28 days ending on it. */
async function finalDays() {
  const settings = await analyticsSettings(oauth().sandbox);
  const end = settings.lastReportedDay;
  const start = new Date(Date.parse(`${end}T00:00:00Z`) - 27 * 86_400_000).toISOString().slice(0, 10);
  return { start, end, today: settings.today };
}

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function report(test: TestCore, query: Record<string, unknown>): Promise<ReportResult> {
  return value(await test.call<ReportResult>('analytics:query', query));
}

async function analyticsRequests(test: TestCore): Promise<number> {
  return (await exchangesOf(test, 'analytics')).length;
}

describe('analytics reports', () => {
  it('answers several report types with their columns, marks the days not final and refuses a query the catalog does not allow before sending it', async () => {
    const test = await adaCore();
    try {
      const { start, end, today } = await finalDays();
      const byDay = await report(test, {
        startDate: start,
        endDate: today,
        metrics: 'views,estimatedMinutesWatched',
        dimensions: 'day',
        sort: 'day',
      });
      expect(byDay.reportType.id).toBe('TimeBasedActivity');
      expect(byDay.columnHeaders.map((header) => [header.name, header.columnType])).toEqual([
        ['day', 'DIMENSION'],
        ['views', 'METRIC'],
        ['estimatedMinutesWatched', 'METRIC'],
      ]);
      // Today and the two days before it are not final: the service leaves them out, the answer marks them.
      expect(byDay.incompleteFrom).toBe(dayAfter(end, 1));
      expect(byDay.rows.map((row) => row[0])).toHaveLength(28);
      expect(byDay.rows.at(-1)![0]).toBe(end);
      expect(byDay.cached).toBe(false);

      const countries = await report(test, {
        startDate: start,
        endDate: end,
        metrics: 'views',
        dimensions: 'country',
        sort: '-views',
      });
      expect(countries.reportType.id).toBe('GeographyBasedActivity');
      expect(countries.incompleteFrom).toBeUndefined();
      const total = await report(test, {
        startDate: start,
        endDate: end,
        metrics: 'views',
      });
      expect(total.reportType.id).toBe('BasicUserActivity');
      expect(countries.rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(total.rows[0]![0]);

      const top = await report(test, {
        startDate: start,
        endDate: end,
        metrics: 'views,averageViewDuration',
        dimensions: 'video',
        sort: '-views',
        maxResults: 5,
      });
      expect(top.reportType.name).toMatch(/Top videos/);
      expect(top.rows).toHaveLength(5);
      const views = top.rows.map((row) => Number(row[1]));
      expect(views).toEqual([...views].sort((a, b) => b - a));

      const retention = await report(test, {
        startDate: start,
        endDate: end,
        metrics: 'audienceWatchRatio',
        dimensions: 'elapsedVideoTimeRatio',
        filters: `video==${String(top.rows[0]![0])}`,
      });
      expect(retention.reportType.id).toBe('AudienceRetention');
      expect(retention.rows.length).toBeGreaterThan(0);

      // country and province together: no report type allows it, and no request leaves for it.
      const sent = await analyticsRequests(test);
      const viewsOnly = { startDate: start, endDate: end, metrics: 'views' };
      const refused = failure(
        await test.call('analytics:query', { ...viewsOnly, dimensions: 'country,province' }),
      );
      expect(refused.code).toBe('VALIDATION');
      expect(refused.message).toMatch(/No report type allows dimensions \[country, province\]/);
      expect(refused.details).toMatchObject({
        reason: 'badRequest',
        serviceMessage: /The query is not supported/,
      });
      const unsorted = failure(await test.call('analytics:query', { ...viewsOnly, dimensions: 'video' }));
      expect(unsorted.message).toMatch(/needs sort/);
      expect(await analyticsRequests(test)).toBe(sent);
    } finally {
      await test.close();
    }
  });

  it('serves a query of final days again from the cache, and asks the service again for one reaching the days not final', async () => {
    const test = await adaCore();
    try {
      const { start, end, today } = await finalDays();
      const query = {
        startDate: start,
        endDate: end,
        metrics: 'views,likes',
        dimensions: 'day',
        sort: 'day',
      };
      const first = value(await test.call<ReportResult>('analytics:query', query));
      const sent = await analyticsRequests(test);
      const again = value(await test.call<ReportResult>('analytics:query', query));
      expect(again).toEqual({ ...first, cached: true });
      expect(await analyticsRequests(test)).toBe(sent);

      const recent = { ...query, endDate: today };
      value(await test.call<ReportResult>('analytics:query', recent));
      const recentAgain = value(await test.call<ReportResult>('analytics:query', recent));
      expect(recentAgain.cached).toBe(false);
      expect(await analyticsRequests(test)).toBe(sent + 2);
    } finally {
      await test.close();
    }
  });
});

describe('refused reports', () => {
  it('says what to do about a 403: the monetary scope for revenue, the account’s own channel otherwise', async () => {
    const withoutMoney: OpenBrowser = async (url) => {
      await fetch(await answerConsent(url, { decision: 'allow', account: OWNER.sub, untick: [MONETARY] }));
    };
    const test = await startTestCore('analytics', oauth().sandbox, undefined, { openBrowser: withoutMoney });
    try {
      value(await test.call('accounts:signIn', { profileId: 'sandbox' }));
      const { start, end } = await finalDays();
      const revenue = failure(
        await test.call('analytics:query', {
          startDate: start,
          endDate: end,
          metrics: 'views,estimatedRevenue',
        }),
      );
      expect(revenue).toMatchObject({ code: 'UPSTREAM', details: { status: 403, hint: /monetary/ } });
      const views = value(
        await test.call<ReportResult>('analytics:query', {
          startDate: start,
          endDate: end,
          metrics: 'views',
        }),
      );
      expect(views.rows[0]![0]).toBeGreaterThan(0);
      const otherChannel = failure(
        await test.call('analytics:query', {
          ids: 'channel==UCsomeoneElse0000000000',
          startDate: start,
          endDate: end,
          metrics: 'views',
        }),
      );
      expect(otherChannel).toMatchObject({
        code: 'UPSTREAM',
        details: { status: 403, hint: /channel==MINE/ },
      });
    } finally {
      await test.close();
    }
  });
});

describe('analytics groups', () => {
  it('makes, renames and lists a group, adds and removes items with the rules passed through with their fixes, and journals every edit', async () => {
    const test = await adaCore();
    try {
      const { start, end } = await finalDays();
      const top = await report(test, {
        startDate: start,
        endDate: end,
        metrics: 'views',
        dimensions: 'video',
        sort: '-views',
        maxResults: 2,
      });
      const [first, second] = top.rows.map((row) => String(row[0]));

      const made = value(
        await test.call<AnalyticsGroup>('analytics:saveGroup', {
          title: 'Favourites',
          itemType: 'youtube#video',
        }),
      );
      expect(made).toMatchObject({ title: 'Favourites', itemType: 'youtube#video', itemCount: '0' });
      const renamed = value(
        await test.call<AnalyticsGroup>('analytics:saveGroup', { id: made.id, title: 'Best of' }),
      );
      expect(renamed).toMatchObject({ id: made.id, title: 'Best of' });

      const added = value(
        await test.call<AnalyticsGroupItem>('analytics:addGroupItem', {
          groupId: made.id,
          kind: 'youtube#video',
          resourceId: first,
        }),
      );
      expect(added).toMatchObject({ groupId: made.id, kind: 'youtube#video', resourceId: first });
      value(
        await test.call('analytics:addGroupItem', {
          groupId: made.id,
          kind: 'youtube#video',
          resourceId: second,
        }),
      );
      const listed = value(await test.call<{ groups: AnalyticsGroup[] }>('analytics:groups', {}));
      expect(listed.groups.find((group) => group.id === made.id)).toMatchObject({
        title: 'Best of',
        itemCount: '2',
      });

      // One item type per group: the service's refusal, with what to do.
      const wrongType = failure(
        await test.call('analytics:addGroupItem', {
          groupId: made.id,
          kind: 'youtube#playlist',
          resourceId: 'PLx',
        }),
      );
      expect(wrongType.code).toBe('UPSTREAM');
      expect(wrongType.message).toMatch(/holds youtube#video items/);
      expect(wrongType.details).toMatchObject({ status: 400, reason: 'invalidValue', hint: /one item type/ });

      // The group as a report filter: the two videos' views.
      const grouped = await report(test, {
        startDate: start,
        endDate: end,
        metrics: 'views',
        filters: `group==${made.id}`,
      });
      expect(grouped.rows[0]![0]).toBe(Number(top.rows[0]![1]) + Number(top.rows[1]![1]));

      const removedItem = value(
        await test.call<{ opId: string }>('analytics:removeGroupItem', { groupId: made.id, id: added.id }),
      );
      const items = value(
        await test.call<{ items: AnalyticsGroupItem[] }>('analytics:groupItems', { groupId: made.id }),
      );
      expect(items.items.map((item) => item.resourceId)).toEqual([second]);
      const removed = value(await test.call<{ opId: string }>('analytics:removeGroup', { id: made.id }));
      const gone = failure(await test.call('analytics:groupItems', { groupId: made.id }));
      expect(gone.details).toMatchObject({ status: 404, hint: /no longer exists/ });

      const journal = value(
        await test.call<{ operations: JournalOperation[] }>('journal:list', {
          service: 'analytics',
          page: 0,
          pageSize: 10,
        }),
      );
      // Every edit was journaled, newest first; the refused one as failed. Deletes cannot be undone.
      expect(journal.operations.map((op) => [op.kind, op.outcome, op.undoable])).toEqual([
        ['delete-group', 'ok', false],
        ['delete-group-item', 'ok', false],
        ['add-group-item', 'failed', false],
        ['add-group-item', 'ok', true],
        ['add-group-item', 'ok', true],
        ['rename-group', 'ok', true],
        ['create-group', 'ok', true],
      ]);
      expect(journal.operations.slice(0, 2).map((op) => op.id)).toEqual([removed.opId, removedItem.opId]);
      expect(journal.operations.at(-1)).toMatchObject({
        target: 'new group "Favourites"',
        request: { title: 'Favourites', itemType: 'youtube#video' },
        response: { groupId: made.id, title: 'Favourites' },
      });
      expect(journal.operations.at(-2)).toMatchObject({
        request: { groupId: made.id, title: 'Best of', previousTitle: 'Favourites' },
      });
    } finally {
      await test.close();
    }
  });
});

describe('journaled group edits', () => {
  const journalOf = async (test: TestCore, pageSize: number) =>
    value(
      await test.call<{ operations: JournalOperation[] }>('journal:list', {
        service: 'analytics',
        page: 0,
        pageSize,
      }),
    ).operations;

  it('Undo takes an added item out, renames back and deletes a group it made, each journaled as its own', async () => {
    const test = await adaCore();
    try {
      const made = value(
        await test.call<AnalyticsGroup>('analytics:saveGroup', {
          title: 'Draft',
          itemType: 'youtube#channel',
        }),
      );
      value(await test.call('analytics:saveGroup', { id: made.id, title: 'Final' }));
      value(
        await test.call('analytics:addGroupItem', {
          groupId: made.id,
          kind: 'youtube#channel',
          resourceId: 'UCundo',
        }),
      );
      const [add, rename, create] = await journalOf(test, 3);
      expect([add!.kind, rename!.kind, create!.kind]).toEqual([
        'add-group-item',
        'rename-group',
        'create-group',
      ]);

      const undoneAdd = value(await test.call<JournalOperation>('journal:undo', { opId: add!.id }));
      expect(undoneAdd).toMatchObject({
        kind: 'delete-group-item',
        outcome: 'ok',
        request: { undoes: add!.id },
      });
      const items = value(
        await test.call<{ items: AnalyticsGroupItem[] }>('analytics:groupItems', { groupId: made.id }),
      );
      expect(items.items).toEqual([]);

      const undoneRename = value(await test.call<JournalOperation>('journal:undo', { opId: rename!.id }));
      expect(undoneRename).toMatchObject({
        kind: 'rename-group',
        outcome: 'ok',
        request: { title: 'Draft' },
      });
      const listed = value(await test.call<{ groups: AnalyticsGroup[] }>('analytics:groups', {}));
      expect(listed.groups.find((group) => group.id === made.id)?.title).toBe('Draft');

      const undoneCreate = value(await test.call<JournalOperation>('journal:undo', { opId: create!.id }));
      expect(undoneCreate).toMatchObject({
        kind: 'delete-group',
        outcome: 'ok',
        request: { groupId: made.id },
      });
      const after = value(await test.call<{ groups: AnalyticsGroup[] }>('analytics:groups', {}));
      expect(after.groups.map((group) => group.id)).not.toContain(made.id);
      expect(failure(await test.call('journal:undo', { opId: create!.id })).message).toMatch(
        /already undone/,
      );
    } finally {
      await test.close();
    }
  });

  it('an add whose answer was cut short is unknown, and Check finds the item in the group', async () => {
    const test = await adaCore();
    try {
      const group = value(
        await test.call<AnalyticsGroup>('analytics:saveGroup', {
          title: 'Cut add',
          itemType: 'youtube#channel',
        }),
      );
      // The sandbox adds the item, then cuts the answer short.
      await setFaults(oauth().sandbox, 'analytics', { truncateRate: 1, remaining: 1 });
      const cut = failure(
        await test.call('analytics:addGroupItem', {
          groupId: group.id,
          kind: 'youtube#channel',
          resourceId: 'UCcut',
        }),
      );
      expect(cut.code).toBe('NETWORK');
      const [op] = await journalOf(test, 1);
      expect(op).toMatchObject({ kind: 'add-group-item', outcome: 'unknown', checkable: true });
      const checked = value(await test.call<JournalOperation>('journal:check', { opId: op!.id }));
      expect(checked.outcome).toBe('ok');
      expect(checked.response!.found).toMatch(/shows UCcut in the group/);
      value(await test.call('analytics:removeGroup', { id: group.id }));
    } finally {
      await resetFaults(oauth().sandbox);
      await test.close();
    }
  });
});

describe('journaled deletes whose outcome is unknown', () => {
  it('a group delete whose answer was cut short is unknown, and Check finds the group gone', async () => {
    const test = await adaCore();
    try {
      const group = value(
        await test.call<AnalyticsGroup>('analytics:saveGroup', { title: 'Cut', itemType: 'youtube#video' }),
      );
      // The sandbox deletes the group, then cuts the answer short.
      await setFaults(oauth().sandbox, 'analytics', { truncateRate: 1, remaining: 1 });
      const cut = failure(await test.call('analytics:removeGroup', { id: group.id }));
      expect(cut.code).toBe('NETWORK');
      const listed = value(
        await test.call<{ operations: JournalOperation[] }>('journal:list', {
          service: 'analytics',
          page: 0,
          pageSize: 1,
        }),
      );
      const [op] = listed.operations;
      expect(op).toMatchObject({ kind: 'delete-group', outcome: 'unknown', checkable: true });
      const checked = value(await test.call<JournalOperation>('journal:check', { opId: op!.id }));
      expect(checked.outcome).toBe('ok');
      expect(checked.response!.found).toMatch(/no longer has the group/);
      const undo = failure(await test.call('journal:undo', { opId: op!.id }));
      expect(undo.message).toMatch(/keeps nothing of a deleted group/);
    } finally {
      await resetFaults(oauth().sandbox);
      await test.close();
    }
  });
});

describe('saved reports and dashboards', () => {
  it('are kept in the database across a restart, and a removed report leaves every dashboard', async () => {
    const dir = await tempDir('analytics-saved');
    const start = () =>
      createCore({
        shell: 'headless',
        version: 'test',
        dataDir: dir.path,
        secretBackend: memoryBackend(),
        sandbox: oauth().sandbox,
      });
    try {
      const core = await start();
      const call = async <T>(channel: string, input: unknown) =>
        value((await core.router.invoke(channel, input, TEST_CTX)) as Result<T>);
      const query = { startDate: '2026-01-01', endDate: '2026-01-28', metrics: 'views', dimensions: 'day' };
      const daily = await call<SavedReport>('analytics:saveReport', {
        name: 'Daily views',
        query,
        chart: 'line',
      });
      expect(daily.query).toEqual({ ...query, ids: 'channel==MINE' });
      const map = await call<SavedReport>('analytics:saveReport', {
        name: 'Where',
        query: { ...query, dimensions: 'country', sort: '-views' },
        chart: 'map',
      });
      const board = await call<Dashboard>('analytics:saveDashboard', {
        name: 'Morning',
        tiles: [
          { reportId: daily.id, x: 0, y: 0, w: 12, h: 4 },
          { reportId: map.id, x: 12, y: 0, w: 12, h: 4 },
        ],
      });
      const stray = failure(
        await core.router.invoke(
          'analytics:saveDashboard',
          { name: 'Broken', tiles: [{ reportId: 'nope', x: 0, y: 0, w: 1, h: 1 }] },
          TEST_CTX,
        ),
      );
      expect(stray).toMatchObject({ code: 'VALIDATION', message: /report nope, which is not saved/ });
      await core.close();

      const again = await start();
      const call2 = async <T>(channel: string, input: unknown) =>
        value((await again.router.invoke(channel, input, TEST_CTX)) as Result<T>);
      expect((await call2<{ reports: SavedReport[] }>('analytics:reports', {})).reports).toEqual([
        daily,
        map,
      ]);
      expect((await call2<{ dashboards: Dashboard[] }>('analytics:dashboards', {})).dashboards).toEqual([
        board,
      ]);
      await call2('analytics:saveReport', {
        id: daily.id,
        name: 'Daily views (28 days)',
        query,
        chart: 'bar',
      });
      await call2('analytics:removeReport', { id: map.id });
      const [kept] = (await call2<{ dashboards: Dashboard[] }>('analytics:dashboards', {})).dashboards;
      expect(kept!.tiles).toEqual([{ reportId: daily.id, x: 0, y: 0, w: 12, h: 4 }]);
      expect((await call2<{ reports: SavedReport[] }>('analytics:reports', {})).reports).toMatchObject([
        { id: daily.id, name: 'Daily views (28 days)', chart: 'bar' },
      ]);
      await call2('analytics:removeDashboard', { id: board.id });
      expect((await call2<{ dashboards: Dashboard[] }>('analytics:dashboards', {})).dashboards).toEqual([]);
      await again.close();
    } finally {
      await dir.remove();
    }
  });
});
