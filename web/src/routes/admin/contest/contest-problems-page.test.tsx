import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pickProblem, stubResizeObserver } from '@/test/pick-problem';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { callsTo, stubApi, type Answer, type Call, type Handler } from '@/test/stub-api';
import ContestProblemsPage from './contest-problems-page';

const TAKEN = 'The display ID A is already used in this contest';

function renderPage(more: Record<string, Answer | Handler> = {}) {
  const calls = stubApi({
    ...more,
    '/api/admin/contest': { id: 31, title: 'Weekly Cup', type: 0 },
    // With problemType: the problems of the contest's rule it does not hold yet, by keyword.
    '/api/admin/contest/get-problem-list': (call: Call) =>
      call.url.searchParams.has('problemType')
        ? {
            problemList: { records: [{ id: 12, problemId: 'P1012', title: 'Graphs' }], total: 1 },
            contestProblemMap: {},
          }
        : {
            problemList: { records: [{ id: 40, problemId: 'P1040', title: 'Two sums' }], total: 1 },
            contestProblemMap: {
              40: { id: 1, cid: 31, pid: 40, displayId: 'A', displayTitle: 'Two sums', color: null },
            },
          },
    'POST /api/admin/contest/add-problem-from-public': (call: Call) =>
      (call.body as { displayId: string }).displayId === 'A' ? { fail: 400, msg: TAKEN } : null,
  });
  renderRoutes(
    '/admin/contest/31/problems',
    <Route path="/admin/contest/:contestId/problems" element={<ContestProblemsPage />} />,
  );
  return calls;
}

resetBetweenTests();

describe('ContestProblemsPage', () => {
  it('adds a problem found by its id, under the next free letter; a refusal shows once and goes with the next success', async () => {
    stubResizeObserver();
    signIn('root');
    const calls = renderPage();
    const table = await screen.findByTestId('admin-contest-problems');
    // The problem's own id is listed, not its internal number.
    expect(within(table).getByText('P1040')).toBeTruthy();

    fireEvent.click(screen.getByTestId('contest-problem-picker-add'));
    expect((await screen.findByRole('alert')).textContent).toBe('Pick a problem from the list first');

    // What is typed is looked up once typing pauses.
    fireEvent.change(screen.getByRole('combobox', { name: 'Problem (ID or title)' }), {
      target: { value: 'p1012' },
    });
    await waitFor(() =>
      expect(
        callsTo(calls, 'GET', '/api/admin/contest/get-problem-list')
          .find((call) => call.url.searchParams.get('keyword') === 'p1012')
          ?.url.searchParams.get('problemType'),
      ).toBe('0'),
    );
    await pickProblem('Problem (ID or title)', 'p1012', 'P1012 Graphs');
    expect(screen.queryByRole('alert')).toBeNull();
    const displayId = screen.getByTestId<HTMLInputElement>('contest-problem-picker-display-id');
    expect(displayId.value).toBe('B');

    fireEvent.change(displayId, { target: { value: 'A' } });
    fireEvent.click(screen.getByTestId('contest-problem-picker-add'));
    expect((await screen.findByRole('alert')).textContent).toBe(TAKEN);
    expect(screen.getAllByText(TAKEN)).toHaveLength(1);

    fireEvent.change(displayId, { target: { value: 'B' } });
    fireEvent.click(screen.getByTestId('contest-problem-picker-add'));
    await waitFor(() =>
      expect(callsTo(calls, 'POST', '/api/admin/contest/add-problem-from-public')).toHaveLength(2),
    );
    expect(callsTo(calls, 'POST', '/api/admin/contest/add-problem-from-public')[1].body).toEqual({
      cid: 31,
      pid: 12,
      displayId: 'B',
    });
    // Once added, the picker starts empty again and the refusal stays gone.
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Problem (ID or title)' }).value).toBe(
        '',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('imports a problem of another judge into the contest under the next free letter', async () => {
    signIn('root', ['root']);
    const IMPORT = '/api/admin/contest/import-remote-oj-problem';
    const calls = renderPage({
      '/api/admin/remote-judge/accounts': [
        {
          id: 1,
          oj: 'AC',
          kind: 'atcoder',
          baseUrl: 'https://atcoder.jp',
          username: 'bot',
          enabled: true,
          nextSubmitAt: null,
          lastError: null,
          gmtCreate: '2026-01-01T00:00:00Z',
        },
      ],
      [IMPORT]: null,
    });
    await screen.findByTestId('admin-contest-problems');
    const listLoads = () =>
      callsTo(calls, 'GET', '/api/admin/contest/get-problem-list').filter(
        (call) => !call.url.searchParams.has('problemType'),
      ).length;
    const loadsBefore = listLoads();

    fireEvent.click(screen.getByRole('button', { name: 'Import from another judge' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('combobox', { name: 'Judge' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Display ID').value).toBe('B');
    fireEvent.change(within(dialog).getByLabelText('Problem ID on that judge'), {
      target: { value: 'abc300_a' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = callsTo(calls, 'GET', IMPORT)[0]?.url.searchParams;
    expect(Object.fromEntries(sent ?? [])).toEqual({
      name: 'AC',
      problemId: 'abc300_a',
      cid: '31',
      displayId: 'B',
    });
    await waitFor(() => expect(listLoads()).toBeGreaterThan(loadsBefore));
  });
});
