import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminContest } from '@/types/contest';
import { confirmStore } from '@/components/ui/confirm';
import { pickProblem, stubResizeObserver } from '@/test/pick-problem';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { aGroup, page, signIn, stubApi, type Call } from '../../test/stub-api';
import GroupLayout from '../group-layout';
import GroupContestTab from './contest-tab';

function renderTab(path = '/group/7/contest') {
  return renderRoutes(
    path,
    <>
      <Route path="/group/:groupID" element={<GroupLayout />}>
        <Route path="contest" element={<GroupContestTab />} />
      </Route>
      <Route path="/contest/:contestID" element={<p data-testid="contest-page">contest page</p>} />
    </>,
  );
}

const aContest = (id: number, title: string, uid: string, overrides: Partial<AdminContest> = {}) =>
  ({
    id,
    title,
    description: 'Solve fast',
    type: 0,
    auth: 0,
    source: null,
    startTime: '2026-12-01T08:00:00Z',
    endTime: '2026-12-01T13:00:00Z',
    duration: 18_000,
    timeLimit: 0,
    status: -1,
    count: 4,
    uid,
    author: uid.replace(/^u-/, ''),
    openRank: false,
    openPrint: false,
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    awardType: 0,
    awardConfigList: [],
    gid: 7,
    isVip: false,
    now: '2026-11-26T08:00:00Z',
    pwd: null,
    visible: true,
    openAccountLimit: false,
    accountLimitRule: null,
    starAccount: [],
    allowEndSubmit: false,
    ...overrides,
  }) satisfies AdminContest;

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');
const confirm = async (text: string) => {
  await waitFor(() => expect(confirmStore.get()?.text).toBe(text));
  act(() => confirmStore.get()?.resolve(true));
};

resetBetweenTests();
beforeEach(() => confirmStore.set(null));

describe('GroupContestTab', () => {
  it("shows a member the group's contests as the public list does, each opening the contest page", async () => {
    signIn('u-sam');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/group/get-contest-list': page([aContest(31, 'Weekly Cup', 'u-owen')]),
    });
    renderTab();
    const list = await screen.findByTestId('contest-list');
    expect(list.textContent).toContain('Weekly Cup');
    const asked = calls.find((call) => call.url.pathname === '/api/group/get-contest-list')!.url.searchParams;
    expect([asked.get('gid'), asked.get('currentPage'), asked.get('limit')]).toEqual(['7', '1', '10']);
    expect(screen.queryByTestId('group-contest-admin')).toBeNull();
    expect(calls.some((call) => call.url.pathname === '/api/group/get-admin-contest-list')).toBe(false);
    fireEvent.click(within(list).getByRole('button', { name: 'Weekly Cup' }));
    expect(await screen.findByTestId('contest-page')).toBeTruthy();
  });

  it('says so when the group has no contests', async () => {
    signIn('u-sam');
    stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/group/get-contest-list': page([]),
    });
    renderTab();
    expect((await screen.findByTestId('group-contests')).textContent).toContain(
      'This group has no contests yet.',
    );
  });

  it('lets a group admin create a contest in the group, and change only their own', async () => {
    signIn('u-ada');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 4,
      '/api/group/get-contest-list': page([]),
      '/api/group/get-admin-contest-list': page([
        aContest(31, 'Weekly Cup', 'u-owen'),
        aContest(32, 'Ada Round', 'u-ada', { visible: false }),
      ]),
      'POST /api/group/contest': null,
    });
    renderTab();
    const rows = await screen.findAllByTestId('group-contest-admin-row');
    expect(within(rows[0]).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect((within(rows[0]).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect(within(rows[1]).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(rows[1]).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect((within(rows[1]).getByRole('switch') as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByTestId('group-contest-create'));
    const form = await screen.findByTestId('contest-form');
    expect(screen.getByTestId('group-tabs')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Club Sprint' } });
    fireEvent.change(within(form).getByLabelText('Description'), { target: { value: 'Three problems' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    await screen.findByTestId('group-contest-admin');
    const [created] = writes(calls);
    expect(created.url.pathname).toBe('/api/group/contest');
    expect(created.body).toMatchObject({ gid: 7, title: 'Club Sprint', description: 'Three problems' });
  });

  it('lets the group root hide, edit and delete any contest, with a confirmation first', async () => {
    signIn('u-rose');
    let visible = true;
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 5,
      '/api/group/get-contest-list': page([]),
      '/api/group/get-admin-contest-list': () => page([aContest(31, 'Weekly Cup', 'u-owen', { visible })]),
      'PUT /api/group/change-contest-visible': (call: Call) => {
        visible = call.url.searchParams.get('visible') === 'true';
        return null;
      },
      'GET /api/group/contest': aContest(31, 'Weekly Cup', 'u-owen'),
      'PUT /api/group/contest': null,
      'DELETE /api/group/contest': null,
    });
    renderTab();
    const row = await screen.findByTestId('group-contest-admin-row');
    fireEvent.click(within(row).getByRole('switch'));
    await waitFor(() => expect((within(row).getByRole('switch') as HTMLInputElement).checked).toBe(false));
    expect(writes(calls)[0].url.search).toBe('?cid=31&visible=false');

    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByTestId('contest-form');
    await waitFor(() =>
      expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Weekly Cup'),
    );
    expect(calls.find((call) => call.url.pathname === '/api/group/contest')!.url.search).toBe('?cid=31');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Weekly Cup II' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls).map((call) => call.method)).toEqual(['PUT', 'PUT']));
    const row2 = await screen.findByTestId('group-contest-admin-row');
    const saved = writes(calls).find(
      (call) => call.method === 'PUT' && call.url.pathname === '/api/group/contest',
    )!;
    expect(saved.body).toMatchObject({ id: 31, gid: 7, title: 'Weekly Cup II' });

    fireEvent.click(within(row2).getByRole('button', { name: 'Delete' }));
    await confirm('Delete the contest "Weekly Cup" with its submissions and announcements?');
    await waitFor(() => expect(writes(calls).at(-1)!.method).toBe('DELETE'));
    expect(writes(calls).at(-1)!.url.search).toBe('?cid=31');
  });

  it("manages a contest's problems: found by id or title in the public set and the group's, display id and removal", async () => {
    stubResizeObserver();
    signIn('u-rose');
    const link = { id: 1, cid: 31, pid: 40, displayId: 'A', displayTitle: 'Two sums', color: null };
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 5,
      '/api/group/contest': aContest(31, 'Weekly Cup', 'u-rose'),
      // With problemType: the public problems of the contest's rule it does not hold yet.
      '/api/group/get-contest-problem-list': (call: Call) =>
        call.url.searchParams.has('problemType')
          ? {
              problemList: { records: [{ id: 12, problemId: 'P1012', title: 'Graphs' }], total: 1 },
              contestProblemMap: {},
            }
          : {
              problemList: { records: [{ id: 40, problemId: 'ALGO1', title: 'Two sums' }], total: 1 },
              contestProblemMap: { 40: link },
            },
      '/api/group/get-admin-problem-list': page([{ id: 50, problemId: 'ALGO2', title: 'Group sums' }]),
      'POST /api/group/add-contest-problem-from-public': null,
      'POST /api/group/add-contest-problem-from-group': null,
      'PUT /api/group/contest-problem': null,
      'DELETE /api/group/contest-problem': null,
    });
    renderTab('/group/7/contest?problems=31');
    const table = await screen.findByTestId('admin-contest-problems');
    expect(screen.getByTestId('group-tabs')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create in contest' })).toBeNull();
    expect(within(table).getByText('ALGO1')).toBeTruthy();
    expect(
      calls
        .find((call) => call.url.pathname === '/api/group/get-contest-problem-list')!
        .url.searchParams.get('cid'),
    ).toBe('31');

    await pickProblem('Problem (ID or title)', 'graph', 'P1012 Graphs');
    // The next free letter is proposed.
    expect((screen.getByTestId('contest-problem-picker-display-id') as HTMLInputElement).value).toBe('B');
    fireEvent.click(screen.getByTestId('contest-problem-picker-add'));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toEqual({ cid: 31, pid: 12, displayId: 'B' });

    await pickProblem('Add a problem of this group', 'algo2', 'ALGO2 Group sums');
    fireEvent.change(screen.getByTestId('group-problem-picker-display-id'), { target: { value: 'C' } });
    fireEvent.click(screen.getByTestId('group-problem-picker-add'));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1].url.pathname).toBe('/api/group/add-contest-problem-from-group');
    expect(writes(calls)[1].url.search).toBe('?cid=31&problemId=ALGO2&displayId=C');

    const row = within(table).getAllByRole('row')[1];
    fireEvent.change(within(row).getByLabelText('Display ID'), { target: { value: 'A1' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    expect(writes(calls)[2].body).toMatchObject({ cid: 31, pid: 40, displayId: 'A1' });

    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(confirmStore.get()).not.toBeNull());
    act(() => confirmStore.get()?.resolve(true));
    await waitFor(() => expect(writes(calls)).toHaveLength(4));
    expect(writes(calls)[3].url.search).toBe('?cid=31&pid=40');

    fireEvent.click(screen.getByTestId('group-contest-back'));
    expect(await screen.findByTestId('group-contests')).toBeTruthy();
  });

  it("publishes a contest announcement through the group's routes", async () => {
    signIn('u-rose');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 5,
      '/api/group/get-contest-announcement-list': page([]),
      'POST /api/group/contest-announcement': null,
    });
    renderTab('/group/7/contest?announcements=31');
    const section = await screen.findByTestId('contest-announcements');
    fireEvent.change(within(section).getByLabelText('Title'), { target: { value: 'Room change' } });
    fireEvent.change(within(section).getByLabelText('Content'), { target: { value: 'Go to 101' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0].body).toEqual({
      cid: 31,
      announcement: { title: 'Room change', content: 'Go to 101', status: 0 },
    });
    const listed = calls.find((call) => call.url.pathname === '/api/group/get-contest-announcement-list')!;
    expect(listed.url.searchParams.get('cid')).toBe('31');
  });

  it('keeps a plain member on the list when an admin address is opened', async () => {
    signIn('u-sam');
    stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/group/get-contest-list': page([]),
    });
    renderTab('/group/7/contest?edit=31');
    expect(await screen.findByTestId('group-contests')).toBeTruthy();
    expect(screen.queryByTestId('contest-form')).toBeNull();
  });
});
