import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@verdict/common';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { aSubmission, aSubmissionDetail } from '@/test-fixtures/submission';
import { aGroup, page, signIn, stubApi, type Call } from '../../test/stub-api';
import GroupLayout from '../group-layout';
import GroupSubmissionPage from './group-submission-page';
import GroupStatusTab from './status-tab';

function renderTab(path = '/group/7/status') {
  return renderRoutes(
    path,
    <Route path="/group/:groupID" element={<GroupLayout />}>
      <Route path="status" element={<GroupStatusTab />} />
      <Route path="submission-detail/:submitID" element={<GroupSubmissionPage />} />
    </Route>,
  );
}

const listCalls = (calls: Call[]) =>
  calls
    .filter((call) => call.url.pathname === '/api/get-submission-list')
    .map((call) => call.url.searchParams);

const groupRows = [
  aSubmission({
    submitId: 11,
    displayPid: 'ALGO1',
    title: 'Two sums',
    gid: 7,
    status: JudgeStatus.ACCEPTED,
    username: 'mia',
  }),
  aSubmission({
    submitId: 12,
    displayPid: '1001',
    title: 'A+B',
    gid: 7,
    cid: 0,
    status: JudgeStatus.WRONG_ANSWER,
  }),
  aSubmission({
    submitId: 13,
    displayPid: 'A',
    title: 'Opening',
    gid: 7,
    cid: 31,
    status: JudgeStatus.ACCEPTED,
  }),
];

resetBetweenTests();

describe('GroupStatusTab', () => {
  it("lists the group's submissions, each opening in the group, with the status page's filters", async () => {
    signIn('u-sam', ['root']);
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/get-submission-list': page(groupRows),
    });
    renderTab();
    const table = await screen.findByTestId('submission-table');
    expect(screen.getByTestId('group-tabs')).toBeTruthy();
    expect(listCalls(calls)[0].get('gid')).toBe('7');
    const row = (submitId: number) => table.querySelector<HTMLElement>(`tr[data-submit-id="${submitId}"]`)!;
    expect(within(row(11)).getByRole('link', { name: '11' }).getAttribute('href')).toBe(
      '/group/7/submission-detail/11',
    );
    expect(within(row(11)).getByRole('link', { name: 'ALGO1 Two sums' }).getAttribute('href')).toBe(
      '/group/7/problem/ALGO1',
    );
    expect(within(row(13)).getByRole('link', { name: 'A Opening' }).getAttribute('href')).toBe(
      '/contest/31/problem/A',
    );
    // The group is fixed: no choice of group, even for a super admin.
    expect(screen.queryByRole('combobox', { name: 'Group' })).toBeNull();
    expect(calls.some((call) => call.url.pathname === '/api/get-group-list')).toBe(false);

    fireEvent.change(screen.getByPlaceholderText('Author'), { target: { value: 'mia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.get('username')).toBe('mia'));
    expect(listCalls(calls).at(-1)!.get('gid')).toBe('7');
  });

  it('opens a submission under the group, its problem in the group, and goes back to the list', async () => {
    signIn('u-sam');
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/get-submission-detail': aSubmissionDetail({
        submitId: 11,
        displayPid: 'ALGO1',
        gid: 7,
        status: JudgeStatus.ACCEPTED,
        time: 12,
        memory: 1024,
      }),
      '/api/get-all-case-result': null,
      '/api/get-submission-list': page(groupRows),
    });
    renderTab('/group/7/submission-detail/11');
    const summary = await screen.findByTestId('submission-summary');
    expect(screen.getByTestId('group-tabs')).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === '/api/get-submission-detail')!.url.search).toBe(
      '?submitId=11',
    );
    expect(within(summary).getAllByRole('link', { name: 'ALGO1' })[0].getAttribute('href')).toBe(
      '/group/7/problem/ALGO1',
    );
    fireEvent.click(screen.getByTestId('group-submission-back'));
    expect(await screen.findByTestId('submission-table')).toBeTruthy();
  });
});
