import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { confirmStore } from '@/components/ui/confirm';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import StudentSubmissionsPage from './student-submissions-page';
import { aClass, aSubmission, callsTo, page, stubTeacherApi } from './test/stub-teacher-api';

const HOMEWORK = { id: 5, title: 'Week 1', status: true, problemCount: 2, gmtCreate: '2026-11-20T08:00:00Z' };

function renderSubmissions() {
  signIn('tess', ['teacher']);
  const calls = stubTeacherApi({
    '/api/admin/class': aClass(),
    '/api/admin/class/student-submissions': (call: { url: URL }) =>
      call.url.searchParams.get('pid') === '12'
        ? page([aSubmission(101)])
        : page([
            aSubmission(101),
            aSubmission(102, { pid: 13, displayPid: 'G-2', title: 'Paths', status: -1 }),
          ]),
    '/api/group/get-homework-list': page([HOMEWORK]),
    'DELETE /api/admin/class/problem-records': { deleted: 3 },
    'DELETE /api/admin/class/training-records': { deleted: 1 },
  });
  renderRoutes(
    '/admin/class/3/student/u-ann/submissions',
    <Route path="/admin/class/:classId/student/:uid/submissions" element={<StudentSubmissionsPage />} />,
  );
  return calls;
}

resetBetweenTests();
afterEach(() => confirmStore.set(null));

describe('StudentSubmissionsPage', () => {
  it('lists the student submissions in the group with the status colours', async () => {
    const calls = renderSubmissions();
    await screen.findByRole('heading', { name: 'Submissions of ann' });
    const wrong = (await screen.findByText('G-2 Paths')).closest('tr')!;
    expect(within(wrong).getByTestId('status-cell').textContent).toBe('Wrong Answer');
    expect(within(wrong).getByTestId('status-cell').innerHTML).toContain('bg-red-100');
    const query = callsTo(calls, 'GET', '/api/admin/class/student-submissions')[0].url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ id: '3', uid: 'u-ann', currentPage: '1', limit: '15' });
  });

  it('clears one problem records after the teacher confirms, and says how many went', async () => {
    const calls = renderSubmissions();
    const row = (await screen.findByText('G-1 Two sums')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Only this problem' }));
    await waitFor(() =>
      expect(
        callsTo(calls, 'GET', '/api/admin/class/student-submissions').at(-1)?.url.searchParams.get('pid'),
      ).toBe('12'),
    );
    expect(screen.getByTestId('problem-filter').textContent).toContain('Problem: G-1 Two sums');

    fireEvent.click(screen.getByRole('button', { name: 'Clear records on this problem' }));
    await waitFor(() =>
      expect(confirmStore.get()?.text).toBe(
        'Delete every submission of ann on G-1 Two sums made in this group? This cannot be undone.',
      ),
    );
    act(() => confirmStore.get()?.resolve(false));
    act(() => confirmStore.set(null));
    expect(callsTo(calls, 'DELETE', '/api/admin/class/problem-records')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Clear records on this problem' }));
    await waitFor(() => expect(confirmStore.get()).not.toBeNull());
    act(() => confirmStore.get()?.resolve(true));
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/api/admin/class/problem-records')).toHaveLength(1));
    const query = callsTo(calls, 'DELETE', '/api/admin/class/problem-records')[0].url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ gid: '7', uid: 'u-ann', pid: '12' });
    expect((await screen.findByTestId('cleared-count')).textContent).toBe('3 submissions deleted');
  });

  it('clears one homework records after the teacher confirms', async () => {
    const calls = renderSubmissions();
    const row = (await screen.findByText('Week 1')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Clear records in this homework' }));
    await waitFor(() =>
      expect(confirmStore.get()?.text).toBe(
        'Delete every submission of ann on the problems of Week 1 made in it? This cannot be undone.',
      ),
    );
    act(() => confirmStore.get()?.resolve(true));
    await waitFor(() =>
      expect(callsTo(calls, 'DELETE', '/api/admin/class/training-records')).toHaveLength(1),
    );
    const query = callsTo(calls, 'DELETE', '/api/admin/class/training-records')[0].url.searchParams;
    expect(Object.fromEntries(query)).toEqual({ tid: '5', uid: 'u-ann' });
    expect((await screen.findByTestId('cleared-count')).textContent).toBe('1 submission deleted');
  });
});
