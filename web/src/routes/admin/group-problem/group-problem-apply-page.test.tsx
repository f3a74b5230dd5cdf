import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { confirmStore } from '@/components/ui/confirm';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { callsTo, page, stubApi } from '@/test/stub-api';
import GroupProblemApplyPage from './group-problem-apply-page';

const application = (id: number, applyPublicProgress: number) => ({
  id,
  problemId: `NC${id}`,
  title: `Problem ${id}`,
  author: 'ray',
  gid: 7,
  applyPublicProgress,
});

const renderPage = () =>
  renderRoutes(
    '/admin/group-problem/apply',
    <Route path="/admin/group-problem/apply" element={<GroupProblemApplyPage />} />,
  );

resetBetweenTests();

describe('GroupProblemApplyPage', () => {
  it('makes a pending problem public after a confirmation, and offers refusing pending ones only', async () => {
    signIn('u-pam', ['problem_admin']);
    const calls = stubApi({
      '/api/admin/group-problem/list': page([application(1, 1), application(2, 2), application(3, 3)]),
      'PUT /api/admin/group-problem/change-progress': null,
    });
    renderPage();
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4].textContent)).toEqual([
      'Applying',
      'Public',
      'Refused',
    ]);
    expect(within(rows[0]).getByRole('button', { name: 'Refuse' })).toBeTruthy();
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    expect(within(rows[2]).queryByRole('button', { name: 'Refuse' })).toBeNull();

    fireEvent.click(within(rows[0]).getByRole('button', { name: 'Make public' }));
    await waitFor(() => expect(confirmStore.get()).not.toBeNull());
    act(() => confirmStore.get()?.resolve(true));
    await waitFor(() =>
      expect(callsTo(calls, 'PUT', '/api/admin/group-problem/change-progress')).toHaveLength(1),
    );
    expect(callsTo(calls, 'PUT', '/api/admin/group-problem/change-progress')[0].body).toEqual({
      pid: 1,
      progress: 2,
    });
  });

  it('is closed to admins who may not review', () => {
    signIn('u-adam', ['admin']);
    stubApi({});
    renderPage();
    expect(screen.getByText('Only the super admin and problem admins review group problems.')).toBeTruthy();
  });
});
