/**
 * Problems the flows need, created through the admin API as root (POST /api/admin/problem,
 * HOJ's ProblemDTO; test cases given by hand as samples).
 */
import { api } from './api.mjs';
import { logIn } from './session.mjs';

export const PROBLEM_ID = 'E2E-AB';

/** The fields every flow's problem shares; each flow names what is its own. */
const BASE_PROBLEM = {
  hint: '',
  source: 'e2e',
  timeLimit: 1000,
  memoryLimit: 256,
  stackLimit: 128,
  difficulty: 0,
  auth: 1,
  type: 0,
  codeShare: true,
  isRemote: false,
  judgeMode: 'default',
  judgeCaseMode: 'default',
  isRemoveEndBlank: true,
  openCaseResult: true,
  isUploadCase: false,
  model: 0,
};

/**
 * Creates a public problem judged in the named languages; `problem` holds its own fields
 * (problemId, title, statement…) over the shared ones. Returns the new problem's pid.
 */
export async function createProblem(origin, token, { problem, samples, languages }) {
  const { data: all } = await api(origin, 'GET', '/api/languages?all=true', { token });
  const { data } = await api(origin, 'POST', '/api/admin/problem', {
    token,
    body: {
      problem: { ...BASE_PROBLEM, ...problem },
      samples,
      isUploadTestCase: false,
      uploadTestcaseDir: '',
      judgeMode: 'default',
      changeModeCode: true,
      changeJudgeCaseMode: true,
      languages: all.filter((language) => languages.includes(language.name)),
      tags: [],
      codeTemplates: [],
    },
  });
  return data.pid;
}

/** The A+B problem the student flow solves; returns its display id. */
export async function seedProblem(origin, rootPassword) {
  const { token } = await logIn(origin, 'root', rootPassword);
  await createProblem(origin, token, {
    problem: {
      problemId: PROBLEM_ID,
      title: 'A + B',
      description: 'Read two integers $a$ and $b$ and print $a+b$.\n\n| a | b |\n|---|---|\n| 1 | 2 |',
      input: 'Two integers on one line.',
      output: 'Their sum.',
      examples: '<input>1 2</input><output>3</output><input>20 22</input><output>42</output>',
      hint: 'Mind the **newline**.',
      difficulty: 1,
    },
    samples: [
      { input: '1 2\n', output: '3\n', score: 50 },
      { input: '20 22\n', output: '42\n', score: 50 },
      { input: '100 -7\n', output: '93\n', score: 0 },
    ],
    languages: ['C++', 'Python3'],
  });
  return PROBLEM_ID;
}
