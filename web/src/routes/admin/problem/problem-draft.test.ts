import { describe, expect, it } from 'vitest';
import { checkDraft } from './check-draft';
import { newProblemDraft, type ProblemDraft } from './problem-draft';
import { toProblemDto } from './to-problem-dto';

const valid = (change: Partial<ProblemDraft> = {}): ProblemDraft => ({
  ...newProblemDraft(['C++']),
  problemId: 'P1',
  title: 'A + B',
  cases: [{ input: '1 2\n', output: '3\n', score: '', groupNum: '1' }],
  ...change,
});

describe('checkDraft', () => {
  it('accepts a complete problem', () => {
    expect(checkDraft(valid())).toEqual({});
  });

  it.each<[string, Partial<ProblemDraft>, string, string]>([
    ['no display id', { problemId: ' ' }, 'problemId', 'problemIdRequired'],
    ['a display id with spaces', { problemId: 'P 1' }, 'problemId', 'problemIdChars'],
    ['no title', { title: '' }, 'title', 'titleRequired'],
    ['a time limit of 0', { timeLimit: '0' }, 'timeLimit', 'timePositive'],
    ['a memory limit above the cap', { memoryLimit: '999999' }, 'memoryLimit', 'memoryCap'],
    ['file IO with one name', { isFileIO: true, ioReadFileName: 'in.txt' }, 'fileIO', 'fileIONames'],
    ['a special judge without code', { judgeMode: 'spj' }, 'spjCode', 'spjRequired'],
    ['no language', { languages: [] }, 'languages', 'languagesRequired'],
    [
      'an enabled empty template',
      { codeTemplates: [{ lid: 1, code: ' ', status: true }] },
      'codeTemplates',
      'templateEmpty',
    ],
    ['a tag twice', { tags: [{ name: 'dp' }, { name: 'DP' }] }, 'tags', 'tagTwice'],
    ['an extra file without content', { userExtraFiles: [['a.h', '']] }, 'extraFiles', 'fileContentRequired'],
    [
      'only empty cases',
      { cases: [{ input: '', output: '', score: '', groupNum: '1' }] },
      'cases',
      'noCases',
    ],
    ['an upload without cases', { caseSource: 'upload', cases: [] }, 'cases', 'uploadCases'],
    [
      'OI with one score missing',
      {
        type: 1,
        cases: [
          { input: '1', output: '1', score: '50', groupNum: '1' },
          { input: '2', output: '2', score: '', groupNum: '1' },
        ],
      },
      'cases',
      'scoreEmpty',
    ],
    [
      'a subtask case without group',
      { judgeCaseMode: 'subtask_lowest', cases: [{ input: '1', output: '1', score: '', groupNum: '' }] },
      'cases',
      'groupEmpty',
    ],
  ])('refuses %s', (_what, change, field, key) => {
    const errors = checkDraft(valid(change)) as Record<string, { key: string }>;
    expect(errors[field]?.key).toBe(`adminProblemForm.errors.${key}`);
  });

  it('lets OI leave every score empty (the server spreads 100)', () => {
    expect(checkDraft(valid({ type: 1 }))).toEqual({});
  });

  it('does not ask the contest form for a problem id', () => {
    expect(checkDraft(valid({ problemId: '' }), { requireDisplayId: false })).toEqual({});
  });
});

describe('toProblemDto (what HOJ sends)', () => {
  it('sends typed cases as contents, without the empty ones', () => {
    const dto = toProblemDto(
      valid({
        cases: [
          { input: '1 2\n', output: '3\n', score: '', groupNum: '1' },
          { input: '', output: '', score: '', groupNum: '1' },
        ],
      }),
    );
    expect(dto).toMatchObject({
      isUploadTestCase: false,
      uploadTestcaseDir: '',
      samples: [{ input: '1 2\n', output: '3\n' }],
      languages: [{ name: 'C++' }],
      changeModeCode: false,
      problem: { problemId: 'P1', title: 'A + B', timeLimit: 1000, isUploadCase: false, spjCode: null },
    });
  });

  it('sends an upload as file names with the upload folder, scores for OI and groups for subtasks', () => {
    const dto = toProblemDto(
      valid({
        type: 1,
        judgeCaseMode: 'subtask_average',
        caseSource: 'upload',
        uploadDir: 'abc',
        cases: [{ input: '1.in', output: '1.out', score: '40', groupNum: '2' }],
      }),
    );
    expect(dto).toMatchObject({
      isUploadTestCase: true,
      uploadTestcaseDir: 'abc',
      samples: [{ input: '1.in', output: '1.out', score: 40, groupNum: 2 }],
      problem: { isUploadCase: true, judgeCaseMode: 'subtask_average' },
    });
  });

  it('asks for a compile only when the checker changed, and sends extra files as a JSON map', () => {
    const draft = valid({ judgeMode: 'spj', spjCode: 'int main(){}', judgeExtraFiles: [['a.h', 'x']] });
    expect(toProblemDto(draft, 'int main(){}').changeModeCode).toBe(false);
    expect(toProblemDto(draft, '').changeModeCode).toBe(true);
    expect(toProblemDto(draft).problem.judgeExtraFile).toBe('{"a.h":"x"}');
    expect(toProblemDto(draft).problem.examples).toBe('');
  });
});
