import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { HomeworkProblemsView } from '@verdict/common';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import HomeworkProblemPage from './homework-problem-page';
import { aClass, callsTo, page, stubTeacherApi } from './test/stub-teacher-api';

const VIEW: HomeworkProblemsView = {
  tid: 5,
  title: 'Week 1',
  students: [
    { uid: 'u-ann', username: 'ann', realname: 'Ann Lee' },
    { uid: 'u-bob', username: 'bob', realname: null },
  ],
  problems: [
    {
      pid: 12,
      displayId: 'G-1',
      title: 'Two sums',
      solved: 1,
      tried: 1,
      untried: 0,
      statusByUid: { 'u-ann': 'ac', 'u-bob': 'tried' },
    },
  ],
};

resetBetweenTests();

describe('HomeworkProblemPage', () => {
  it('counts each problem and marks every student, for one class when the filter picks it', async () => {
    signIn('tess', ['teacher']);
    const calls = stubTeacherApi({
      '/api/admin/homework-problem': VIEW,
      '/api/admin/class/list': page([aClass({ id: 4, name: 'Class Four' })]),
    });
    renderRoutes(
      '/admin/homework-problem/7/5',
      <Route path="/admin/homework-problem/:groupId/:trainingId" element={<HomeworkProblemPage />} />,
    );
    await screen.findByRole('heading', { name: 'Problems of Week 1' });
    const counts = screen.getByTestId('homework-problem-counts');
    expect(counts.textContent).toContain('Solved 1');
    expect(counts.textContent).toContain('Tried 1');
    expect(counts.textContent).toContain('Not tried 0');
    const grid = screen.getByTestId('homework-problem-grid');
    expect(within(grid).getByText('ann').closest('tr')?.textContent).toContain('✓');
    expect(within(grid).getByText('bob').closest('tr')?.textContent).toContain('✗');

    const filter = screen.getByLabelText('Class');
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(filter, { target: { value: '4' } });
    await waitFor(() =>
      expect(
        callsTo(calls, 'GET', '/api/admin/homework-problem').at(-1)?.url.searchParams.get('classId'),
      ).toBe('4'),
    );
  });
});
