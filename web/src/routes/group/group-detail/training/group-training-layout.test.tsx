import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { aGroup, page, signIn, stubApi } from '../../test/stub-api';
import GroupLayout from '../group-layout';
import GroupTrainingLayout from './group-training-layout';
import GroupTrainingProblems from './group-training-problems';
import GroupTrainingRank from './group-training-rank';
import { aTraining, aTrainingProblem } from './test/group-training-fixtures';

function renderTraining(path: string) {
  return renderRoutes(
    path,
    <Route path="/group/:groupID" element={<GroupLayout />}>
      <Route path="training/:trainingID" element={<GroupTrainingLayout />}>
        <Route index element={<GroupTrainingProblems />} />
        <Route path="rank" element={<GroupTrainingRank />} />
      </Route>
    </Route>,
  );
}

resetBetweenTests();

describe('GroupTrainingLayout', () => {
  it('asks the password of a private group training on its Problems tab, then lists the problems', async () => {
    signIn('u-mia');
    let entered = false;
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/get-training-detail': () => aTraining({ auth: 'Private', description: entered ? 'Hi' : null }),
      '/api/get-training-access': () => ({ access: entered }),
      'POST /api/register-training': () => {
        entered = true;
        return null;
      },
      '/api/get-training-problem-list': [aTrainingProblem('P1000')],
    });
    renderTraining('/group/7/training/5');
    expect((await screen.findByTestId('training-title')).textContent).toBe('Week 1: loops');
    const tabs = screen.getByRole('navigation', { name: 'Week 1: loops' });
    expect(within(tabs).getByRole('link', { name: 'Problems' }).getAttribute('href')).toBe(
      '/group/7/training/5',
    );
    expect(within(tabs).queryByRole('link', { name: 'Rank' })).toBeNull();
    // The group's header stays above the training.
    expect(screen.getByTestId('group-tabs')).toBeTruthy();

    fireEvent.change(screen.getByTestId('training-password'), { target: { value: 'sesame' } });
    fireEvent.click(screen.getByTestId('training-enter'));
    await screen.findByTestId('training-problems');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ tid: 5, password: 'sesame' });
    expect(within(tabs).getByRole('link', { name: 'Rank' }).getAttribute('href')).toBe(
      '/group/7/training/5/rank',
    );
  });

  it("shows the training's rank with real names when the server sends them", async () => {
    signIn('u-owen');
    stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 5,
      '/api/get-training-detail': aTraining(),
      '/api/get-training-access': { access: true },
      '/api/get-training-problem-list': [aTrainingProblem('P1000')],
      '/api/get-training-rank': page([
        {
          rank: 1,
          uid: 'u-mia',
          username: 'mia',
          nickname: null,
          avatar: null,
          gender: 'secrecy',
          school: null,
          realname: 'Mia Real',
          ac: 1,
          totalRunTime: 10,
          submissionInfo: { P1000: { status: 0, score: null, runTime: 10 } },
        },
      ]),
    });
    renderTraining('/group/7/training/5/rank');
    const table = await screen.findByTestId('training-rank');
    await waitFor(() => expect(within(table).getByText('Mia Real')).toBeTruthy());
    expect(within(table).getByTestId('rank-ac').textContent).toBe('1/1');
  });
});
