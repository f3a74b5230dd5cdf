/**
 * Creates the A+B problem the flow solves, through the admin API as root
 * (POST /api/admin/problem, ProblemDTO of hoj-api-routes; test cases given by hand in samples).
 */
export const PROBLEM_ID = 'E2E-AB';

async function call(origin, method, path, { token, body } = {}) {
  const response = await fetch(origin + path, {
    method,
    headers: {
      'content-type': 'application/json',
      'url-type': path.startsWith('/api/admin') ? 'admin' : 'general',
      ...(token ? { authorization: token } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let envelope;
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path}: HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (!response.ok || envelope.status !== 200)
    throw new Error(`${method} ${path}: HTTP ${response.status}, ${envelope.msg}`);
  return { data: envelope.data, headers: response.headers };
}

export async function seedProblem(origin, rootPassword) {
  const login = await call(origin, 'POST', '/api/login', {
    body: { username: 'root', password: rootPassword },
  });
  const token = login.headers.get('authorization');
  const { data: languages } = await call(origin, 'GET', '/api/languages?all=true', { token });
  const wanted = languages.filter((language) => ['C++', 'Python3'].includes(language.name));
  await call(origin, 'POST', '/api/admin/problem', {
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
