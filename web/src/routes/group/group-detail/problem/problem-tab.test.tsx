import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmStore } from '@/components/ui/confirm';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { aGroup, page, signIn, stubApi, type Call } from '../../test/stub-api';
import GroupLayout from '../group-layout';
import GroupProblemTab from './problem-tab';

function renderTab(path = '/group/7/problem') {
  return renderRoutes(
    path,
    <Route path="/group/:groupID" element={<GroupLayout />}>
      <Route path="problem" element={<GroupProblemTab />} />
    </Route>,
  );
}

const listed = (problemId: string, title: string, myStatus: number) => ({
  pid: 40,
  id: 40,
  problemId,
  title,
  difficulty: 1,
  type: 0,
  source: null,
  isVip: false,
  tags: [],
  myStatus,
  total: 4,
  ac: 1,
});

const adminRow = (id: number, author: string, applyPublicProgress: number | null = null) => ({
  id,
  problemId: `ALGO${id}`,
  title: `Problem ${id}`,
  author,
  auth: 1,
  type: 0,
  gid: 7,
  applyPublicProgress,
});

const language = { id: 1, name: 'C++', description: 'G++', contentType: 'text/x-c++src', codeTemplate: null };
const writes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');
const confirm = async (text: string) => {
  await waitFor(() => expect(confirmStore.get()?.text).toBe(text));
  act(() => confirmStore.get()?.resolve(true));
};

resetBetweenTests();
beforeEach(() => confirmStore.set(null));

describe('GroupProblemTab', () => {
  it("shows a member the group's public problems with their status, each opening in the group", async () => {
    signIn('u-sam');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/group/get-problem-list': page([listed('ALGOA1', 'Two sums', 0)]),
    });
    renderTab();
    const row = await screen.findByTestId('group-problem-row');
    expect(row.textContent).toContain('ALGOA1');
    expect(row.textContent).toContain('25.00%');
    expect(within(row).getByLabelText('Accepted')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Two sums' }).getAttribute('href')).toBe(
      '/group/7/problem/ALGOA1',
    );
    const asked = calls.find((call) => call.url.pathname === '/api/group/get-problem-list')!.url.searchParams;
    expect([asked.get('gid'), asked.get('currentPage'), asked.get('limit')]).toEqual(['7', '1', '10']);
    expect(screen.queryByRole('switch', { name: 'Problem admin' })).toBeNull();
    expect(screen.queryByTestId('group-problem-create')).toBeNull();
  });

  it('says so when the group has no problems', async () => {
    signIn('u-sam');
    stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/group/get-problem-list': page([]),
    });
    renderTab();
    expect(await screen.findByText('This group has no problems yet')).toBeTruthy();
  });

  it("lets an admin change, apply, withdraw, download and delete their own problems but not another admin's", async () => {
    signIn('u-mia');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 4,
      '/api/group/get-problem-list': page([]),
      '/api/group/get-admin-problem-list': page([
        adminRow(1, 'mia'),
        adminRow(2, 'mia', 1),
        adminRow(3, 'owen'),
      ]),
    });
    renderTab();
    fireEvent.click(await screen.findByRole('switch', { name: 'Problem admin' }));
    const rows = await screen.findAllByTestId('group-problem-admin-row');
    expect(rows.map((row) => within(row).getByTestId('apply-public').textContent)).toEqual([
      'Not appliedApply to make public',
      'ApplyingWithdraw',
      'Not appliedApply to make public',
    ]);
    const others = within(rows[2]);
    for (const control of [
      others.getByRole('combobox', { name: 'Visibility' }),
      others.getByRole('button', { name: 'Edit' }),
      others.getByRole('button', { name: 'Delete' }),
      others.getByRole('button', { name: 'Download the test data of ALGO3' }),
      others.getByRole('button', { name: 'Apply to make public' }),
    ]) {
      expect((control as HTMLButtonElement).disabled).toBe(true);
    }

    const mine = within(rows[0]);
    fireEvent.change(mine.getByRole('combobox', { name: 'Visibility' }), { target: { value: '2' } });
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    fireEvent.click(mine.getByRole('button', { name: 'Apply to make public' }));
    await confirm('Ask the site\'s admins to make ALGO1 "Problem 1" a public problem?');
    await waitFor(() => expect(writes(calls)).toHaveLength(2));
    fireEvent.click(within(rows[1]).getByRole('button', { name: 'Withdraw' }));
    await confirm('Withdraw the public application of ALGO2?');
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    fireEvent.click(mine.getByRole('button', { name: 'Delete' }));
    await confirm('Delete problem ALGO1 "Problem 1"? Its test data and submissions are removed for good.');
    await waitFor(() => expect(writes(calls)).toHaveLength(4));
    expect(writes(calls).map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'PUT /api/group/change-problem-auth?pid=1&auth=2',
      'PUT /api/group/apply-public?pid=1&isApplied=true',
      'PUT /api/group/apply-public?pid=2&isApplied=false',
      'DELETE /api/group/problem?pid=1',
    ]);

    fireEvent.click(mine.getByRole('button', { name: 'Download the test data of ALGO1' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname === '/api/file/download-testcase')).toBe(true),
    );
    expect(calls.find((call) => call.url.pathname === '/api/file/download-testcase')!.url.search).toBe(
      '?pid=1',
    );
  });

  it("lets the group root manage another admin's problem", async () => {
    signIn('u-rita');
    stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 5,
      '/api/group/get-admin-problem-list': page([adminRow(3, 'owen')]),
    });
    renderTab('/group/7/problem?admin=1');
    const row = await screen.findByTestId('group-problem-admin-row');
    expect((within(row).getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(row).getByRole('button', { name: 'Delete' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('creates a problem with the back-office form, filed under the group', async () => {
    signIn('u-mia');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 4,
      '/api/languages': [language],
      '/api/group/get-all-problem-tags': [{ id: 3, name: 'greedy' }],
      '/api/group/get-problem-list': page([]),
      '/api/group/get-admin-problem-list': page([]),
      'POST /api/group/problem': null,
    });
    renderTab();
    fireEvent.click(await screen.findByTestId('group-problem-create'));
    const form = await screen.findByTestId('problem-form');
    expect(
      screen.getByText('The group\'s short name ALGO is put before the problem ID ("ALGOA1").'),
    ).toBeTruthy();
    expect(within(form).queryByLabelText('VIP only')).toBeNull();
    const visibility = within(form).getByLabelText('Visibility');
    expect([...visibility.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Public',
      'Private',
      'Contest only',
    ]);
    fireEvent.change(within(form).getByLabelText('Problem ID'), { target: { value: 'A1' } });
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Two sums' } });
    fireEvent.change(within(form).getByLabelText('Input of case 1'), { target: { value: '1 2\n' } });
    fireEvent.change(within(form).getByLabelText('Output of case 1'), { target: { value: '3\n' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByTestId('problem-form')).toBeNull());
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(sent.url.pathname).toBe('/api/group/problem');
    expect(sent.body).toMatchObject({
      problem: { gid: 7, problemId: 'A1', title: 'Two sums', auth: 1 },
      samples: [{ input: '1 2\n', output: '3\n' }],
      languages: [{ name: 'C++' }],
    });
    expect(screen.getByRole('switch', { name: 'Problem admin' })).toHaveProperty('checked', true);
  }, 30_000);

  it("edits a problem through the group's routes and keeps its gid", async () => {
    signIn('u-mia');
    const stored = {
      ...adminRow(1, 'mia'),
      description: 'Add them.',
      input: null,
      output: null,
      examples: null,
      hint: null,
      answer: null,
      source: null,
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      difficulty: 0,
      codeShare: true,
      isVip: false,
      isRemoveEndBlank: true,
      openCaseResult: true,
      isFileIO: false,
      ioReadFileName: null,
      ioWriteFileName: null,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      spjLanguage: null,
      spjCode: null,
      userExtraFile: null,
      judgeExtraFile: null,
      isUploadCase: false,
      model: 0,
    };
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 4,
      '/api/languages': [language],
      '/api/group/get-all-problem-tags': [],
      'GET /api/group/problem': stored,
      '/api/group/get-problem-cases': [
        { input: '1 2\n', output: '3\n', inputName: '', outputName: '', score: 0, groupNum: 1 },
      ],
      '/api/get-problem-code-template': [],
      '/api/get-problem-tags': [],
      'PUT /api/group/problem': null,
      '/api/group/get-admin-problem-list': page([adminRow(1, 'mia')]),
    });
    renderTab('/group/7/problem?admin=1');
    const row = await screen.findByTestId('group-problem-admin-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByTestId('problem-form');
    expect((within(form).getByLabelText('Title') as HTMLInputElement).value).toBe('Problem 1');
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Two sums' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      problem: { id: 1, gid: 7, problemId: 'ALGO1', title: 'Two sums' },
      samples: [{ input: '1 2\n', output: '3\n' }],
    });
    expect(await screen.findByTestId('group-problem-admin-table')).toBeTruthy();
  }, 30_000);
});
