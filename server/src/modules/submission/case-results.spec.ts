import { JudgeStatus } from '@verdict/common';
import { buildCaseResults } from './case-results';
import { SYSTEM_ERROR_NOTICE } from './error-message-view';
import type { JudgeCaseEntity } from './judge-case.entity';

const row = (seq: number, groupNum: number, status: number, score: number): JudgeCaseEntity => ({
  id: seq,
  submitId: 1,
  uid: 'u',
  pid: 1,
  caseId: seq,
  seq,
  status,
  time: seq * 10,
  memory: 1000 + seq,
  score,
  groupNum,
  inputData: `${seq}.in`,
  outputData: `${seq}.out`,
  userOutput: 'secret',
});

const NOBODY = { showData: false, seesJudgeFailures: false };
const ADMIN = { showData: true, seesJudgeFailures: true };

describe('buildCaseResults', () => {
  const AC = JudgeStatus.ACCEPTED;
  const WA = JudgeStatus.WRONG_ANSWER;
  const CA = JudgeStatus.CANCELLED;

  it('lists cases flat in default mode and hides program output from non-admins', () => {
    const view = buildCaseResults('default', [row(1, 1, AC, 50), row(2, 1, WA, 0)], NOBODY);
    expect(view.subTaskJudgeCaseVoList).toBeNull();
    expect(view.judgeCaseList.map((c) => c.userOutput)).toEqual([null, null]);
  });

  it("shows a System Error case's reason to admins only, program output to teachers too", () => {
    const rows = [row(1, 1, WA, 0), row(2, 1, JudgeStatus.SYSTEM_ERROR, 0)];
    const teacher = buildCaseResults('default', rows, { showData: true, seesJudgeFailures: false });
    expect(teacher.judgeCaseList.map((c) => c.userOutput)).toEqual(['secret', SYSTEM_ERROR_NOTICE]);
    const admin = buildCaseResults('default', rows, ADMIN);
    expect(admin.judgeCaseList.map((c) => c.userOutput)).toEqual(['secret', 'secret']);
  });

  it('takes the lowest non-skipped case per group in subtask_lowest', () => {
    const view = buildCaseResults(
      'subtask_lowest',
      [row(1, 1, AC, 20), row(2, 1, AC, 20), row(3, 2, WA, 0), row(4, 2, CA, 0)],
      ADMIN,
    );
    expect(view.subTaskJudgeCaseVoList).toEqual([
      expect.objectContaining({ groupNum: 1, status: AC, score: 20, ac: 2, total: 2, time: 20 }),
      expect.objectContaining({ groupNum: 2, status: WA, score: 0, ac: 0, total: 2 }),
    ]);
  });

  it('rounds the group average in subtask_average (alias subtask_sum)', () => {
    const view = buildCaseResults(
      'subtask_sum',
      [row(1, 1, AC, 30), row(2, 1, WA, 0), row(3, 1, AC, 30)],
      ADMIN,
    );
    expect(view.judgeCaseMode).toBe('subtask_average');
    expect(view.subTaskJudgeCaseVoList?.[0]).toMatchObject({
      score: 20,
      status: JudgeStatus.PARTIAL_ACCEPTED,
      ac: 2,
    });
  });
});
