import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProblemModel } from '@verdict/common';
import { confirmStore } from '@/components/ui/confirm';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import type { ProblemDetail } from '@/types/problem';
import { aGroup, signIn, stubApi } from '../../test/stub-api';
import GroupLayout from '../group-layout';
import GroupTrainingLayout from './group-training-layout';
import GroupTrainingProblemPage from './group-training-problem-page';
import GroupTrainingProblems from './group-training-problems';
import { aTraining, aTrainingProblem } from './test/group-training-fixtures';

const detailOf = (problemId: string, gid: number | null) =>
  ({
    problem: {
      id: 40,
      problemId,
      title: `Problem ${problemId}`,
      author: 'owen',
      type: 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      description: `Statement of ${problemId}.`,
      input: null,
      output: null,
      examples: null,
      hint: null,
      source: null,
      answer: null,
      difficulty: 0,
      auth: 1,
      ioScore: 100,
      codeShare: true,
      isRemoveEndBlank: true,
      openCaseResult: true,
      isFileIO: false,
      ioReadFileName: null,
      ioWriteFileName: null,
      userExtraFile: null,
      model: 0,
      isVip: false,
      isRemote: false,
      gid,
      gmtCreate: '2026-11-21T08:00:00Z',
      gmtModified: '2026-11-21T08:00:00Z',
    },
    tags: [],
    languages: ['C++'],
    languagesWithoutJudge: [],
    codeTemplate: {},
    problemCount: { total: 0, ac: 0 },
    myStatus: -10,
  }) as unknown as ProblemDetail;

function renderTraining(path: string) {
  return renderRoutes(
    path,
    <Route path="/group/:groupID" element={<GroupLayout />}>
      <Route path="training/:trainingID" element={<GroupTrainingLayout />}>
        <Route index element={<GroupTrainingProblems />} />
        <Route path="problem/:problemID" element={<GroupTrainingProblemPage />} />
      </Route>
    </Route>,
  );
}

resetBetweenTests();
afterEach(() => confirmStore.set(null));

describe('GroupTrainingProblemPage', () => {
  it("opens a group problem in the group's scope and offers previous and next in the training's order", async () => {
    signIn('u-mia');
    // The page picks its split layout by the window's width.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/get-training-detail': aTraining(),
      '/api/get-training-access': { access: true },
      '/api/get-training-problem-list': [
        aTrainingProblem('P1000'),
        aTrainingProblem('ALGOA1', { gid: 7 }),
        aTrainingProblem('P1002'),
      ],
      '/api/get-problem-detail': (call: { url: URL }) =>
        detailOf(call.url.searchParams.get('problemId')!, call.url.searchParams.get('gid') ? 7 : null),
    });
    renderTraining('/group/7/training/5');
    // The problem list keeps the order the problem page walks.
    await screen.findByTestId('training-problems');
    const link = screen.getByRole('link', { name: 'Problem ALGOA1' });
    expect(link.getAttribute('href')).toBe('/group/7/training/5/problem/ALGOA1');
    fireEvent.click(link);

    expect(await screen.findByText('Statement of ALGOA1.')).toBeTruthy();
    const asked = calls.find((call) => call.url.pathname === '/api/get-problem-detail')!.url.searchParams;
    expect([asked.get('problemId'), asked.get('gid')]).toEqual(['ALGOA1', '7']);
    expect(screen.getByTestId('training-previous').getAttribute('href')).toBe(
      '/group/7/training/5/problem/P1000',
    );
    expect(screen.getByTestId('training-next').getAttribute('href')).toBe(
      '/group/7/training/5/problem/P1002',
    );
    expect(screen.getByRole('link', { name: 'All problems' }).getAttribute('href')).toBe(
      '/group/7/training/5',
    );
  }, 30_000);

  it('opens a public problem without a group and submits it in the training', async () => {
    signIn('u-mia');
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const quiz = detailOf('P1000', null);
    quiz.problem.model = ProblemModel.QUIZ;
    quiz.problem.description = 'True or false? {{select(2)}}';
    const calls = stubApi({
      '/api/get-group-detail': aGroup(),
      '/api/get-group-auth': 3,
      '/api/get-training-detail': aTraining(),
      '/api/get-training-access': { access: true },
      '/api/get-training-problem-list': [aTrainingProblem('P1000')],
      '/api/get-problem-detail': quiz,
      'POST /api/submit-problem-judge': { fail: 403, msg: 'Not now' },
    });
    renderTraining('/group/7/training/5/problem/P1000');
    fireEvent.click(await screen.findByLabelText('T'));
    const asked = calls.find((call) => call.url.pathname === '/api/get-problem-detail')!.url.searchParams;
    expect([asked.get('problemId'), asked.get('gid')]).toEqual(['P1000', null]);

    fireEvent.click(screen.getByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(confirmStore.get()?.text).toBe('Confirm submit?'));
    act(() => confirmStore.get()?.resolve(true));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      pid: 'P1000',
      cid: 0,
      tid: 5,
    });
  }, 30_000);
});
