import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-routes';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { SubmitBar } from '@/routes/problem/problem-detail/components/submit-bar';
import { ProblemScopeContext } from '@/routes/problem/problem-detail/problem-scope';
import type { ProblemDetail } from '@/types/problem';
import { aGroup, signIn, stubApi } from '../../test/stub-api';
import GroupLayout from '../group-layout';
import GroupProblemPage from './group-problem-page';

const detail = {
  problem: {
    id: 40,
    problemId: 'ALGOA1',
    title: 'Two sums',
    author: 'mia',
    type: 0,
    judgeMode: 'default',
    judgeCaseMode: 'default',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    description: 'Add two numbers.',
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
    gid: 7,
    gmtCreate: '2026-11-21T08:00:00Z',
    gmtModified: '2026-11-21T08:00:00Z',
  },
  tags: [],
  languages: ['C++'],
  languagesWithoutJudge: [],
  codeTemplate: {},
  problemCount: { total: 0, ac: 0 },
  myStatus: -10,
} as unknown as ProblemDetail;

resetBetweenTests();

describe('GroupProblemPage', () => {
  it("reads the problem in the group's scope and links back to the group's problems", async () => {
    signIn('u-sam');
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
      '/api/get-problem-detail': detail,
    });
    renderRoutes(
      '/group/7/problem/ALGOA1',
      <Route path="/group/:groupID" element={<GroupLayout />}>
        <Route path="problem/:problemID" element={<GroupProblemPage />} />
      </Route>,
    );
    // The problem page loads its editor's modules first: slow on a machine busy with other suites.
    expect(await screen.findByText('Add two numbers.')).toBeTruthy();
    const asked = calls.find((call) => call.url.pathname === '/api/get-problem-detail')!.url.searchParams;
    expect([asked.get('problemId'), asked.get('gid')]).toEqual(['ALGOA1', '7']);
    expect(screen.getByRole('link', { name: "← Back to the group's problems" }).getAttribute('href')).toBe(
      '/group/7/problem',
    );
  });

  it('submits under the group', async () => {
    signIn('u-sam');
    const calls = stubApi({
      'POST /api/submit-problem-judge': { fail: 403, msg: 'You are not a member of this group' },
    });
    render(
      <MemoryRouter>
        <ProblemScopeContext.Provider value={{ cid: 0, gid: 7 }}>
          <SubmitBar
            detail={detail}
            code="int main() {}"
            language="C++"
            testOpen={false}
            onToggleTest={vi.fn()}
            editorReady
            onCompileOutput={vi.fn()}
          />
        </ProblemScopeContext.Provider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByTestId('submit-code'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      pid: 'ALGOA1',
      cid: 0,
      gid: 7,
      language: 'C++',
    });
  });
});
