import type { PlannedCase } from './case-plan';
import { testdataSummary } from './test-data-summary';

const aCase = (caseIndex: number, fields: Partial<PlannedCase> = {}): PlannedCase => ({
  caseIndex,
  input: `${caseIndex}.in`,
  output: `${caseIndex}.out`,
  inputName: `${caseIndex}.in`,
  outputName: `${caseIndex}.out`,
  score: 50,
  groupNum: 1,
  ...fields,
});
const files = { '1.in': 'a1', '1.out': 'b1', '2.in': 'a2', '2.out': 'b2' };

describe('testdataSummary', () => {
  const base = testdataSummary([aCase(1), aCase(2)], files);

  it('counts the cases and gives a short checksum', () => {
    expect(base).toEqual({ cases: 2, checksum: expect.stringMatching(/^[0-9a-f]{12}$/) });
  });

  it('gives the same checksum for the same cases and files, in any order', () => {
    expect(testdataSummary([aCase(2), aCase(1)], { ...files })).toEqual(base);
  });

  it.each([
    ['a file changed', [aCase(1), aCase(2)], { ...files, '2.out': 'changed' }],
    ['a score changed', [aCase(1), aCase(2, { score: 60 })], files],
    ['a group changed', [aCase(1), aCase(2, { groupNum: 2 })], files],
    ['a typed case changed', [aCase(1), aCase(2, { input: '5 6\n' })], files],
    ['a case dropped', [aCase(1)], files],
  ])('changes the checksum when %s', (_name, cases, sha256) => {
    expect(testdataSummary(cases, sha256).checksum).not.toBe(base.checksum);
  });
});
