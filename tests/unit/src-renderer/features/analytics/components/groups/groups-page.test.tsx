// @vitest-environment jsdom
import '../../../../../../support/renderer/dom-shims';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeFailure } from '../../../../../../support/renderer/fake-verity';
import { renderApp, resetApp } from '../../../../../../support/renderer/render-app';

afterEach(() => {
  cleanup();
  resetApp();
});

interface Group {
  id: string;
  title: string;
  publishedAt: string;
  itemType: string;
  itemCount: string;
}
interface Item {
  id: string;
  groupId: string;
  kind: string;
  resourceId: string;
}

/** The groups service as main answers it, kept in memory; `refuse` names resource IDs the service refuses. */
function groupService(refuse: Record<string, string> = {}) {
  const groups: Group[] = [
    {
      id: 'g-old',
      title: 'Old one',
      publishedAt: '2026-01-02T10:00:00Z',
      itemType: 'youtube#playlist',
      itemCount: '3',
    },
  ];
  const items: Item[] = [];
  let next = 1;
  const counted = (group: Group) => ({
    ...group,
    itemCount: String(items.filter((item) => item.groupId === group.id).length || group.itemCount),
  });
  const handlers = {
    'analytics:groups': () => ({ groups: groups.map(counted) }),
    'analytics:saveGroup': (input: unknown) => {
      const save = input as { id?: string; title: string; itemType?: string };
      const found = groups.find((group) => group.id === save.id);
      if (found) {
        found.title = save.title;
        return counted(found);
      }
      const group = {
        id: `g${next++}`,
        title: save.title,
        publishedAt: '2026-11-20T08:00:00Z',
        itemType: save.itemType!,
        itemCount: '0',
      };
      groups.push(group);
      return group;
    },
    'analytics:removeGroup': (input: unknown) => {
      groups.splice(
        groups.findIndex((group) => group.id === (input as { id: string }).id),
        1,
      );
      return { opId: 'op-1' };
    },
    'analytics:groupItems': (input: unknown) => ({
      items: items.filter((item) => item.groupId === (input as { groupId: string }).groupId),
    }),
    'analytics:addGroupItem': (input: unknown) => {
      const add = input as Omit<Item, 'id'>;
      const refusal = refuse[add.resourceId];
      if (refusal) throw new FakeFailure('UPSTREAM', refusal);
      const item = { id: `i${next++}`, ...add };
      items.push(item);
      return item;
    },
    'analytics:removeGroupItem': (input: unknown) => {
      items.splice(
        items.findIndex((item) => item.id === (input as { id: string }).id),
        1,
      );
      return { opId: 'op-2' };
    },
    'analytics:query': () => ({
      columnHeaders: [
        { name: 'day', columnType: 'DIMENSION', dataType: 'STRING' },
        { name: 'views', columnType: 'METRIC', dataType: 'INTEGER' },
        { name: 'estimatedMinutesWatched', columnType: 'METRIC', dataType: 'INTEGER' },
      ],
      rows: [
        ['2026-11-01', 1200, 300],
        ['2026-11-02', 34, 90],
      ],
      reportType: { id: 'TimeBasedActivity', name: 'Time-based activity' },
      cached: false,
    }),
  };
  return { groups, items, handlers };
}

const VIDEO_A = 'dQw4w9WgXcQ';
const VIDEO_B = 'abcDEF123_-';
const GONE = 'zzzzzzzzzzz';

describe('Groups manager', () => {
  it('lists the groups with type, count and date; makes one, which opens', async () => {
    const service = groupService();
    const { verity } = renderApp('/analytics/groups', service.handlers);
    const row = await screen.findByTestId('group-row');
    expect(row.textContent).toMatch(/Old one.*Playlists.*3/);

    fireEvent.change(screen.getByTestId('group-new-title'), { target: { value: '  Launch week ' } });
    fireEvent.click(screen.getByTestId('group-create'));
    expect(await screen.findByTestId('group-title')).toHaveProperty('textContent', 'Launch week');
    expect(verity.calls.find((call) => call.channel === 'analytics:saveGroup')?.input).toEqual({
      title: 'Launch week',
      itemType: 'youtube#video',
    });
    expect(window.location.hash).toBe('#/analytics/groups?group=g1');
    // The quick report: the group's 28 days, as totals.
    expect((await screen.findByTestId('group-report-views')).textContent).toMatch(/1,234/);
    const query = verity.calls.find((call) => call.channel === 'analytics:query')?.input as {
      filters: string;
    };
    expect(query).toMatchObject({
      filters: 'group==g1',
      dimensions: 'day',
      metrics: 'views,estimatedMinutesWatched',
    });
  });

  it('adds pasted IDs one call each: the playlist refused before sending, the service refusal named, the rest added', async () => {
    const service = groupService({ [GONE]: 'Video zzzzzzzzzzz was not found.' });
    service.groups.push({
      id: 'gv',
      title: 'Mine',
      publishedAt: '2026-11-01T00:00:00Z',
      itemType: 'youtube#video',
      itemCount: '0',
    });
    const { verity } = renderApp('/analytics/groups?group=gv', service.handlers);
    await screen.findByTestId('group-items-empty');
    await screen.findByTestId('group-report-views');
    const reportsAsked = () => verity.calls.filter((call) => call.channel === 'analytics:query').length;
    const before = reportsAsked();
    fireEvent.change(screen.getByTestId('group-add-ids'), {
      target: {
        value: `${VIDEO_A}\nPLrAXtmErZgOeiKm4sgNOknGvNjby9efdf, ${GONE} https://youtu.be/${VIDEO_B}`,
      },
    });
    fireEvent.click(screen.getByTestId('group-add-submit'));

    const outcome = await screen.findByTestId('group-add-outcome');
    expect(outcome.textContent).toMatch(/2 added, 2 not added/);
    const failures = within(outcome)
      .getAllByTestId('group-add-failure')
      .map((item) => item.textContent);
    expect(failures[0]).toMatch(/PLrAX.*looks like a playlist ID.*one item type/);
    expect(failures[1]).toMatch(/zzzzzzzzzzz.*was not found/);
    const sent = verity.calls
      .filter((call) => call.channel === 'analytics:addGroupItem')
      .map((call) => call.input);
    expect(sent).toEqual([
      { groupId: 'gv', kind: 'youtube#video', resourceId: VIDEO_A },
      { groupId: 'gv', kind: 'youtube#video', resourceId: GONE },
      { groupId: 'gv', kind: 'youtube#video', resourceId: VIDEO_B },
    ]);
    // What did not join stays in the box to fix.
    expect((screen.getByTestId('group-add-ids') as HTMLTextAreaElement).value).toBe(
      `PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf\n${GONE}`,
    );
    await waitFor(() => expect(screen.getAllByTestId('group-item')).toHaveLength(2));
    expect(screen.getByTestId('group-count').textContent).toBe('2 of 500 items');
    // The group's figures are its items' figures: its report is asked again.
    await waitFor(() => expect(reportsAsked()).toBe(before + 1));
  });

  it('renames (title only, said so) and deletes after asking that it cannot be undone', async () => {
    const service = groupService();
    const { verity } = renderApp('/analytics/groups?group=g-old', service.handlers);
    fireEvent.click(await screen.findByTestId('group-rename'));
    expect(screen.getByTestId('group-rename-note').textContent).toMatch(
      /Only the title can change.*playlists/,
    );
    fireEvent.change(screen.getByTestId('group-rename-title'), { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByTestId('group-rename-save'));
    await waitFor(() => expect(screen.getByTestId('group-title').textContent).toBe('Renamed'));
    expect(verity.calls.find((call) => call.channel === 'analytics:saveGroup')?.input).toEqual({
      id: 'g-old',
      title: 'Renamed',
    });

    fireEvent.click(screen.getByTestId('group-delete'));
    expect((await screen.findByText(/cannot be undone/)).textContent).toMatch(/Delete "Renamed"/);
    fireEvent.click(await screen.findByText('Delete group'));
    await screen.findByTestId('groups-empty');
    expect(verity.calls.some((call) => call.channel === 'analytics:removeGroup')).toBe(true);
  });

  it('"Use as a report filter" opens the builder with group==ID', async () => {
    renderApp('/analytics/groups?group=g-old', groupService().handlers);
    fireEvent.click(await screen.findByTestId('group-use-filter'));
    await waitFor(() => expect(window.location.hash).toBe('#/analytics/reports?filters=group%3D%3Dg-old'));
  });

  it('a make the service refuses is shown with its reason, the title kept', async () => {
    const service = groupService();
    service.handlers['analytics:saveGroup'] = () => {
      throw new FakeFailure('UPSTREAM', 'Request had insufficient authentication scopes.');
    };
    renderApp('/analytics/groups', service.handlers);
    fireEvent.change(await screen.findByTestId('group-new-title'), { target: { value: 'Kept' } });
    fireEvent.click(screen.getByTestId('group-create'));
    expect((await screen.findByText(/insufficient authentication scopes/)).textContent).toBeTruthy();
    expect((screen.getByTestId('group-new-title') as HTMLInputElement).value).toBe('Kept');
  });
});
