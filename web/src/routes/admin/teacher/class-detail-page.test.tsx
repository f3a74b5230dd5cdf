import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ClassState, ClassStudentView } from '@verdict/common';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import ClassDetailPage from './class-detail-page';
import { aClass, callsTo, page, stubTeacherApi } from './test/stub-teacher-api';

const student = (username: string, ac: number, problemCount: number): ClassStudentView => ({
  uid: `u-${username}`,
  username,
  realname: null,
  nickname: null,
  ac,
  problemCount,
  joinTime: '2026-11-21T08:00:00Z',
});

function renderClass(state: ClassState, routes: Record<string, unknown> = {}) {
  signIn('tess', ['teacher']);
  const calls = stubTeacherApi({
    '/api/admin/class': aClass({ state }),
    '/api/admin/class/students': page([student('ann', 1, 3)]),
    ...routes,
  });
  renderRoutes('/admin/class/3', <Route path="/admin/class/:classId" element={<ClassDetailPage />} />);
  return calls;
}

resetBetweenTests();

describe('ClassDetailPage', () => {
  it('shows the class and each student progress with two decimals', async () => {
    renderClass('normal');
    await screen.findByRole('heading', { name: 'Class One' });
    expect(screen.getByText('Algorithms Club')).toBeTruthy();
    const row = await screen.findByText('ann');
    expect(within(row.closest('tr')!).getByTestId('progress-percent').textContent).toBe('33.33%');
    expect(screen.getByRole('link', { name: 'Class rank' }).getAttribute('href')).toBe('/admin/class/3/rank');
    expect(screen.getByRole('link', { name: 'Homework' }).getAttribute('href')).toBe(
      '/admin/class/homeworkList/7',
    );
  });

  it('adds students in bulk and lists who was added, already in, or unknown', async () => {
    const calls = renderClass('normal', {
      'POST /api/admin/class/students': { added: ['bob'], already: ['ann'], unknown: ['zed'] },
    });
    const box = await screen.findByLabelText('Usernames, one per line');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert').textContent).toBe('Select at least one student');

    fireEvent.change(box, { target: { value: 'bob\n ann \n\nzed\nbob' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/admin/class/students')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/api/admin/class/students')[0].body).toEqual({
      id: 3,
      usernames: ['bob', 'ann', 'zed'],
    });
    expect((await screen.findByTestId('add-result-added')).textContent).toBe('Added (1)bob');
    expect(screen.getByTestId('add-result-already').textContent).toBe('Already in the class (1)ann');
    expect(screen.getByTestId('add-result-unknown').textContent).toBe('No such user (1)zed');
    // The unknown names stay in the box to be corrected; the students list is read again.
    expect((box as HTMLTextAreaElement).value).toBe('zed');
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/admin/class/students').length).toBeGreaterThan(1));
  });

  it('takes no more students once the class is finished', async () => {
    const calls = renderClass('finished');
    const box = await screen.findByLabelText('Usernames, one per line');
    expect(screen.getByTestId('class-finished-note').textContent).toBe(
      'The class is finished: no more students can be added.',
    );
    expect((box as HTMLTextAreaElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(calls, 'POST', '/api/admin/class/students')).toHaveLength(0);
  });
});
