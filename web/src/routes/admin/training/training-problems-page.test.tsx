import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pickProblem, stubResizeObserver } from '@/test/pick-problem';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { callsTo, stubApi, type Call } from '@/test/stub-api';
import TrainingProblemsPage from './training-problems-page';

const row = (id: number, problemId: string, title: string) => ({
  id,
  problemId,
  title,
  author: 'root',
  type: 0,
  difficulty: 0,
  auth: 1,
  isVip: false,
});

resetBetweenTests();

describe('TrainingProblemsPage', () => {
  it('adds a public problem found by its title; a refusal shows once under the form', async () => {
    stubResizeObserver();
    signIn('root');
    let refused = false;
    const calls = stubApi({
      '/api/admin/training': { training: { id: 5, title: 'Week 1' }, trainingCategory: null },
      // queryExisted=false: the public problems the training does not hold yet.
      '/api/admin/training/get-problem-list': (call: Call) =>
        call.url.searchParams.get('queryExisted') === 'false'
          ? { problemList: { records: [row(12, 'P1012', 'Graphs')], total: 1 }, trainingProblemMap: {} }
          : { problemList: { records: [], total: 0 }, trainingProblemMap: {} },
      'POST /api/admin/training/add-problem-from-public': () => {
        refused = !refused;
        return refused ? { fail: 400, msg: 'The problem is already in this training' } : null;
      },
    });
    renderRoutes(
      '/admin/training/5/problems',
      <Route path="/admin/training/:trainingId/problems" element={<TrainingProblemsPage />} />,
    );
    await screen.findByTestId('training-problem-picker');
    await pickProblem('Problem (ID or title)', 'graphs', 'P1012 Graphs');
    fireEvent.click(screen.getByTestId('training-problem-picker-add'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The problem is already in this training');
    expect(within(document.body).getAllByText('The problem is already in this training')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('training-problem-picker-add'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    const added = callsTo(calls, 'POST', '/api/admin/training/add-problem-from-public');
    expect(added.map((call) => call.body)).toEqual([
      { tid: 5, pid: 12, displayId: '' },
      { tid: 5, pid: 12, displayId: '' },
    ]);
  });

  it('imports a problem of another judge into the training and reloads its problems', async () => {
    signIn('problem_admin', ['problem_admin']);
    const IMPORT = '/api/admin/training/import-remote-oj-problem';
    let imported = false;
    const calls = stubApi({
      '/api/admin/training': { training: { id: 5, title: 'Week 1' }, trainingCategory: null },
      '/api/admin/training/get-problem-list': (call: Call) =>
        call.url.searchParams.get('queryExisted') === 'true' && imported
          ? {
              problemList: { records: [row(80, 'AC-ABC300_A', 'Order Something Else')], total: 1 },
              trainingProblemMap: { 80: { id: 9, tid: 5, pid: 80, displayId: 'AC-ABC300_A', rank: 0 } },
            }
          : { problemList: { records: [], total: 0 }, trainingProblemMap: {} },
      [IMPORT]: () => {
        imported = true;
        return null;
      },
    });
    renderRoutes(
      '/admin/training/5/problems',
      <Route path="/admin/training/:trainingId/problems" element={<TrainingProblemsPage />} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Import from another judge' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Judge'), { target: { value: 'AC' } });
    fireEvent.change(within(dialog).getByLabelText('Problem ID on that judge'), {
      target: { value: 'abc300_a' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await within(await screen.findByTestId('admin-training-problems')).findByText('Order Something Else');
    const sent = callsTo(calls, 'GET', IMPORT)[0]?.url.searchParams;
    expect(Object.fromEntries(sent ?? [])).toEqual({ name: 'AC', problemId: 'abc300_a', tid: '5' });
  });
});
