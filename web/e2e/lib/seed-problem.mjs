/**
 * Creates the A+B problem the flow solves, through the admin API as root
 * (POST /api/admin/problem, ProblemDTO of hoj-api-routes; test cases given by hand in samples).
 */
import { api } from './api.mjs';

export const PROBLEM_ID = 'E2E-AB';

export async function seedProblem(origin, rootPassword) {
  const { token } = await api(origin, 'POST', '/api/login', {
    body: { username: 'root', password: rootPassword },
  });
  const { data: languages } = await api(origin, 'GET', '/api/languages?all=true', { token });
  const wanted = languages.filter((language) => ['C++', 'Python3'].includes(language.name));
  await api(origin, 'POST', '/api/admin/problem', {
    token,
    body: {
      problem: {
        problemId: PROBLEM_ID,
        title: 'A + B',
        description: 'Read two integers $a$ and $b$ and print $a+b$.\n\n| a | b |\n|---|---|\n| 1 | 2 |',
        input: 'Two integers on one line.',
        output: 'Their sum.',
        examples: '<input>1 2</input><output>3</output><input>20 22</input><output>42</output>',
        hint: 'Mind the **newline**.',
        source: 'e2e',
        timeLimit: 1000,
        memoryLimit: 256,
        stackLimit: 128,
        difficulty: 1,
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
      },
      samples: [
        { input: '1 2\n', output: '3\n', score: 50 },
        { input: '20 22\n', output: '42\n', score: 50 },
        { input: '100 -7\n', output: '93\n', score: 0 },
      ],
      isUploadTestCase: false,
      uploadTestcaseDir: '',
      judgeMode: 'default',
      changeModeCode: true,
      changeJudgeCaseMode: true,
      languages: wanted,
      tags: [],
      codeTemplates: [],
    },
  });
  return PROBLEM_ID;
}
