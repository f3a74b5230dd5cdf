import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmStore } from '@/components/ui/confirm';
import { pickProblem, stubResizeObserver } from '@/test/pick-problem';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { aGroup, page, signIn, stubApi, type Call } from '../../test/stub-api';
import GroupLayout from '../group-layout';
import GroupTrainingTab from './training-tab';
import { aTraining, anAdminTraining } from './test/group-training-fixtures';

function renderTab(path = '/group/7/training') {
  return renderRoutes(
    path,
    <Route path="/group/:groupID" element={<GroupLayout />}>
      <Route path="training" element={<GroupTrainingTab />} />
      <Route path="training/:trainingID" element={<p>opened training</p>} />
    </Route>,
  );
}

const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

resetBetweenTests();
afterEach(() => confirmStore.set(null));

describe('GroupTrainingTab', () => {
  it("shows a member the group's trainings with their progress, opening inside the group", async () => {
    signIn('u-mia');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/group/get-training-list': page([aTraining()]),
    });
    renderTab();
    const list = await screen.findByTestId('training-list');
    expect(within(list).getByTestId('training-progress').textContent).toContain('1/3');
    expect(screen.queryByTestId('group-training-admin')).toBeNull();
    expect(calls.some((call) => call.url.pathname === '/api/group/get-admin-training-list')).toBe(false);
    const asked = calls.find((call) => call.url.pathname === '/api/group/get-training-list')!.url;
    expect(asked.searchParams.get('gid')).toBe('7');
    fireEvent.click(within(list).getByRole('button', { name: 'Week 1: loops' }));
    expect(await screen.findByText('opened training')).toBeTruthy();
  });

  it('lets a non-root admin change only their own trainings, and hide and delete them', async () => {
    signIn('u-ada');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 4,
      '/api/group/get-training-list': page([]),
      '/api/group/get-admin-training-list': page([
        anAdminTraining({ id: 5, title: 'Mine', uid: 'u-ada', author: 'ada' }),
        anAdminTraining({ id: 6, title: "Owen's", uid: 'u-owen' }),
      ]),
      'PUT /api/group/change-training-status': null,
      'DELETE /api/group/training': null,
    });
    renderTab();
    await screen.findByTestId('group-training-admin-list');
    const row = (tid: number) => document.querySelector(`tr[data-tid="${tid}"]`) as HTMLElement;
    await waitFor(() => expect(row(5)).toBeTruthy());
    expect(within(row(6)).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(row(6)).getByText('Only its author or a group root may change it.')).toBeTruthy();
    expect((within(row(6)).getByRole('switch') as HTMLInputElement).disabled).toBe(true);
    expect(within(row(6)).getByRole('link', { name: "Owen's" }).getAttribute('href')).toBe(
      '/group/7/training/6',
    );

    fireEvent.click(within(row(5)).getByRole('switch', { name: 'Visible: Mine' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    const status = writes(calls)[0].url.searchParams;
    expect([status.get('tid'), status.get('status')]).toEqual(['5', 'false']);

    fireEvent.click(within(row(5)).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(confirmStore.get()?.text).toContain('Delete the training "Mine"?'));
    act(() => confirmStore.get()?.resolve(true));
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1].method).toBe('DELETE');
    expect(writes(calls)[1].url.searchParams.get('tid')).toBe('5');
  });

  it('lets a group root create a training in the group, posting its gid, and return to the list', async () => {
    signIn('u-owen');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 5,
      '/api/group/get-training-list': page([]),
      '/api/group/get-admin-training-list': page([]),
      '/api/get-training-category': [{ id: 3, name: 'Basics', color: '#1d4ed8' }],
      'POST /api/group/training': anAdminTraining(),
    });
    renderTab();
    fireEvent.click(await screen.findByTestId('group-training-create'));
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Week 2: arrays' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Read them.' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '3' } });
    expect(screen.queryByLabelText('VIP')).toBeNull();
    // The group's header stays while the form is open.
    expect(screen.getByTestId('group-tabs')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('group-training-admin');
    const posted = writes(calls);
    expect(posted).toHaveLength(1);
    expect(posted[0].url.pathname).toBe('/api/group/training');
    expect(posted[0].body).toEqual({
      training: {
        gid: 7,
        rank: 1000,
        title: 'Week 2: arrays',
        description: 'Read them.',
        auth: 'Public',
        privatePwd: null,
        status: true,
        isVip: false,
      },
      trainingCategory: { id: 3 },
    });
  });

  it("edits a training's problems inside the tab: adds a group problem found by its id and shows a refusal", async () => {
    stubResizeObserver();
    signIn('u-owen');
    const calls = stubApi({
      '/api/group/get-admin-problem-list': page([
        { id: 41, problemId: 'P1000', title: 'Not ours' },
        { id: 42, problemId: 'ALGOA2', title: 'Loops' },
      ]),
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 5,
      '/api/group/training': {
        training: anAdminTraining(),
        trainingCategory: { id: 3, name: 'Basics', color: '#1d4ed8' },
      },
      '/api/group/get-training-problem-list': {
        problemList: {
          records: [
            {
              id: 40,
              problemId: 'ALGOA1',
              title: 'Two sums',
              author: 'owen',
              type: 0,
              difficulty: 0,
              auth: 1,
              isVip: false,
            },
          ],
          total: 1,
        },
        trainingProblemMap: { 40: { id: 1, tid: 5, pid: 40, displayId: 'A', rank: 1 } },
      },
      'POST /api/group/add-training-problem-from-group': (call: Call) =>
        call.url.searchParams.get('problemId') === 'ALGOA2'
          ? null
          : { fail: 400, msg: 'The problem does not belong to this group' },
    });
    renderTab('/group/7/training?problems=5');
    expect(await screen.findByRole('heading', { name: 'Week 1: loops' })).toBeTruthy();
    const table = await screen.findByTestId('admin-training-problems');
    expect((within(table).getByLabelText('Display ID') as HTMLInputElement).value).toBe('A');
    expect(within(table).getByRole('button', { name: 'Remove' })).toBeTruthy();
    // The training's own problems, and (for the picker) the public ones it does not hold.
    const listed = calls
      .filter((call) => call.url.pathname === '/api/group/get-training-problem-list')
      .map((call) => [call.url.searchParams.get('tid'), call.url.searchParams.get('queryExisted')]);
    expect(listed).toContainEqual(['5', 'true']);
    expect(listed).toContainEqual(['5', 'false']);

    await pickProblem('Add a group problem', 'p1000', 'P1000 Not ours');
    fireEvent.click(screen.getByTestId('group-problem-picker-add'));
    expect((await screen.findByRole('alert')).textContent).toBe('The problem does not belong to this group');
    await pickProblem('Add a group problem', 'algoa2', 'ALGOA2 Loops');
    fireEvent.click(screen.getByTestId('group-problem-picker-add'));
    // Picking again already cleared the refusal: wait for the addition itself.
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    const added = writes(calls).map((call) => call.url.searchParams);
    expect(added.map((params) => [params.get('tid'), params.get('problemId')])).toEqual([
      ['5', 'P1000'],
      ['5', 'ALGOA2'],
    ]);
  });
});
