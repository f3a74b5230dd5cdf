import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { resetBetweenTests } from '@/test/reset-between-tests';
import { signIn } from '@/test/sign-in';
import { callsTo, stubApi } from '@/test/stub-api';
import type { ProblemDetail } from '@/types/problem';
import { ProblemScopeContext, type ProblemScope } from '../problem-scope';
import { useCodeDraft } from './use-code-draft';

resetBetweenTests();

/** A contest problem as the contest's detail route answers it: named by its display id. */
const contestProblem = {
  problem: { id: 40, problemId: 'A', title: 'Two sums' },
  languages: ['C++'],
  languagesWithoutJudge: [],
  codeTemplate: {},
} as unknown as ProblemDetail;

function renderDraft(scope: ProblemScope) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ProblemScopeContext.Provider value={scope}>{children}</ProblemScopeContext.Provider>
  );
  return renderHook(() => useCodeDraft(contestProblem), { wrapper });
}

describe('useCodeDraft', () => {
  it("asks for the saved code by the contest's display id together with the contest", async () => {
    signIn('ann');
    const calls = stubApi({ '/api/get-problem-code': null });
    renderDraft({ cid: 3 });
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/get-problem-code')).toHaveLength(1));
    const asked = callsTo(calls, 'GET', '/api/get-problem-code')[0].url.searchParams;
    expect([asked.get('problemID'), asked.get('cid')]).toEqual(['A', '3']);
  });

  it('names no scope for a problem of the problem set', async () => {
    signIn('ann');
    const calls = stubApi({ '/api/get-problem-code': null });
    renderDraft({ cid: 0 });
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/get-problem-code')).toHaveLength(1));
    const asked = callsTo(calls, 'GET', '/api/get-problem-code')[0].url.searchParams;
    expect([...asked.keys()]).toEqual(['problemID']);
  });
});
