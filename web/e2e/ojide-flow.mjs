/**
 * The online IDE and the editor's language servers against the real server (clangd and pylsp in
 * their sandbox): a guest's Run asks to sign in; a student at a laptop (1366×800) picks C++ 17,
 * types a program with the keyboard, gets `vector` offered by clangd after `std::vec`, runs it on
 * an input and reads the output, shares it by link (the link opens the same code), and sees a
 * compile error's compiler output; then the same at a phone's 390 px without sideways scrolling.
 * On a problem page the language server switch is offered for C++ and comes on (and again after a
 * change to Python3); on a contest's problem page it is not offered at all.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { api } from './lib/api.mjs';
import { createProblem } from './lib/seed-problem.mjs';
import { logIn, useSession } from './lib/session.mjs';
import { step } from './student-flow.mjs';

const PASSWORD = 'Secret123';
const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Up to where the completion is typed; `vector` appears nowhere in it, so only clangd can offer it. */
const HEAD = '#include <bits/stdc++.h>\n//ide-e2e-share\nint main() {\n    int n;\n    std::cin >> n;\n    ';
const TYPED = 'std::vec';
const TAIL =
  'tor<long long> v(n);\n    for (auto &x : v) std::cin >> x;\n' +
  "    std::cout << std::accumulate(v.begin(), v.end(), 0LL) << '\\n';\n    return 0;\n}\n";
const INPUT = '5\n1 2 3 4 5\n';
const BROKEN = 'int main() {\n    return undefined_name;\n}\n';
/** The language server starts a process in a sandbox; on a busy machine that can take a while. */
const LSP_TIMEOUT_MS = 60_000;

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function languageServerOn(page) {
  await page
    .locator('[data-testid="language-server-state"][data-state="on"]')
    .waitFor({ timeout: LSP_TIMEOUT_MS })
    .catch(async (error) => {
      const shown = await page.getByTestId('language-server-state').allInnerTexts();
      throw new Error(
        `the language server did not come on (shown: ${JSON.stringify(shown)}): ${error.message}`,
      );
    });
}

/** The editor's visible text, with Monaco's non-breaking spaces made plain. */
const editorText = (page) =>
  page.evaluate(
    () => document.querySelector('.monaco-editor .view-lines')?.innerText.replace(/\u00a0/g, ' ') ?? '',
  );

async function noSidewaysScroll(page, where) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow <= 0, `${where}: the page scrolls sideways by ${overflow} px`);
}

async function runAndRead(page, input) {
  await page.getByTestId('ide-input').fill(input);
  const run = page.getByTestId('ide-run');
  await run.click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="ide-run"]')?.disabled === false,
    null,
    {
      timeout: 120_000,
    },
  );
  await page.getByTestId('ide-result').waitFor({ timeout: 10_000 });
}

/** Types the program as a learner would, checks clangd's completion on the way, runs it. */
async function typeCompleteAndRun(page, origin, size) {
  await page.setViewportSize(size);
  await page.goto(`${origin}/ojide?l=en-US`);
  await page.getByTestId('language-select').selectOption('C++ 17');
  const editor = page.locator('.monaco-editor').first();
  await editor.waitFor({ timeout: 60_000 });
  await languageServerOn(page);

  step(`ojide (${size.width} px): the program is typed; after "${TYPED}" clangd offers vector`);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // The empty file has no errors: markers left from the code before are gone once clangd says so.
  const errors = page.locator('.monaco-editor .squiggly-error');
  await page.waitForFunction(() => !document.querySelector('.monaco-editor .squiggly-error'), null, {
    timeout: LSP_TIMEOUT_MS,
  });
  await page.keyboard.insertText(HEAD);
  // clangd answers from the file's words until it has read the headers; its diagnostics of this
  // text (main's missing brace) say it has, and show that they reach the editor as markers.
  await errors.first().waitFor({ state: 'attached', timeout: LSP_TIMEOUT_MS });
  await page.keyboard.type(TYPED, { delay: 120 });
  await page.waitForFunction((typed) => {
    const text = document.querySelector('.monaco-editor .view-lines')?.innerText ?? '';
    return text.includes(typed);
  }, TYPED);
  const offered = page.locator('.suggest-widget.visible .monaco-list-row', { hasText: 'vector' }).first();
  await offered.waitFor({ timeout: 30_000 }).catch(async (error) => {
    const rows = await page.locator('.suggest-widget .monaco-list-row').allInnerTexts();
    throw new Error(
      `no "vector" suggestion after "${TYPED}" (rows: ${JSON.stringify(rows)}): ${error.message}`,
    );
  });
  await page.keyboard.press('Escape');
  await page.keyboard.insertText(TAIL);
  await page.keyboard.press('Escape');
  const text = await editorText(page);
  expect(text.includes('std::vector<long long> v(n);'), `the editor holds:\n${text}`);

  step(`ojide (${size.width} px): Run on an input shows the program's output`);
  await runAndRead(page, INPUT);
  const output = (await page.getByTestId('ide-output').innerText()).trim();
  expect(output === '15', `the output is ${JSON.stringify(output)}, not "15"`);
  await noSidewaysScroll(page, `ojide at ${size.width} px`);
}

async function guestRunAsksToSignIn(context, origin) {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/home`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${origin}/ojide?l=en-US`);
    await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    expect(
      (await page.getByTestId('language-server-state').count()) === 0,
      'a guest is shown a language server',
    );
    await page.getByTestId('ide-run').click();
    await page.getByTestId('login-form').waitFor({ timeout: 10_000 });
  } finally {
    await page.close();
  }
}

/** A problem of its own in a finished public contest, as A: what a contest's problem page shows. */
async function contestWithProblem(origin, token, suffix) {
  const pid = await createProblem(origin, token, {
    problem: {
      problemId: `E2E-IDE-${suffix}`,
      title: 'Contest A + B',
      description: 'Print $a+b$.',
      input: 'Two integers.',
      output: 'Their sum.',
      examples: '<input>1 2</input><output>3</output>',
    },
    samples: [{ input: '1 2\n', output: '3\n', score: 100 }],
    languages: ['C++', 'Python3'],
  });
  const hour = 3_600_000;
  const { data: contest } = await api(origin, 'POST', '/api/admin/contest', {
    token,
    body: {
      title: `IDE cup ${suffix}`,
      description: 'Over already.',
      type: 0,
      auth: 0,
      startTime: new Date(Date.now() - 2 * hour).toISOString(),
      endTime: new Date(Date.now() - hour).toISOString(),
    },
  });
  await api(origin, 'POST', '/api/admin/contest/add-problem-from-public', {
    token,
    body: { pid, cid: contest.id, displayId: 'A' },
  });
  return contest.id;
}

export async function runOjideFlow({ context, origin, rootPassword, problemId, screenshotsDir }) {
  mkdirSync(screenshotsDir, { recursive: true });
  const suffix = Date.now().toString(36).slice(-6);
  const { token } = await logIn(origin, 'root', rootPassword);
  const student = `ide${suffix}`;
  await api(origin, 'POST', '/api/admin/user/insert-batch-user', {
    token,
    body: { users: [[student, PASSWORD, `${student}@example.com`]] },
  });
  const cid = await contestWithProblem(origin, token, suffix);

  step('ojide: a guest can edit, and Run asks to sign in');
  await guestRunAsksToSignIn(context, origin);

  const session = await logIn(origin, student, PASSWORD);
  const page = await context.newPage();
  try {
    await useSession(page, origin, session);
    await typeCompleteAndRun(page, origin, LAPTOP);
    await page.screenshot({ path: join(screenshotsDir, 'ojide.png') });

    step('ojide: Share gives a link that opens the same code');
    await page.getByTestId('ide-share').click();
    const link = await page.getByTestId('ide-share-link').inputValue();
    expect(link.startsWith(`${origin}/ojide#code=`), `the share link is ${link}`);
    const opened = await context.newPage();
    try {
      await opened.goto(link);
      await opened.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
      await opened.waitForFunction(
        () =>
          (document.querySelector('.monaco-editor .view-lines')?.innerText ?? '').includes('ide-e2e-share'),
        null,
        { timeout: 20_000 },
      );
      const selected = await opened.getByTestId('language-select').inputValue();
      expect(selected === 'C++ 17', `the shared link opens in ${selected}`);
      expect(!new URL(opened.url()).hash, 'the code stays in the address after it was taken in');
    } finally {
      await opened.close();
    }

    step('ojide: a compile error shows the compiler output');
    const editor = page.locator('.monaco-editor').first();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(BROKEN);
    await runAndRead(page, '');
    const compiler = await page.getByTestId('ide-compile-output').innerText();
    expect(compiler.includes('undefined_name'), `the compiler output reads:\n${compiler}`);

    await typeCompleteAndRun(page, origin, PHONE);
    await page.screenshot({ path: join(screenshotsDir, 'ojide-phone.png'), fullPage: true });
    await page.setViewportSize(LAPTOP);

    step('problem page: the language server switch is offered for C++ and comes on, again for Python3');
    await page.goto(`${origin}/problem/${problemId}?l=en-US`);
    await page.getByTestId('language-select').selectOption('C++');
    const toggle = page.getByTestId('language-server-toggle');
    await toggle.waitFor();
    expect(!(await toggle.isChecked()), 'the language server switch starts on');
    await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    await toggle.check();
    await languageServerOn(page);
    await page.screenshot({ path: join(screenshotsDir, 'problem-language-server.png') });
    await page.getByTestId('language-select').selectOption('Python3');
    await page
      .locator('[data-testid="language-server-state"]:not([data-state="on"])')
      .first()
      .waitFor()
      .catch(() => {});
    await languageServerOn(page);
    await page.reload();
    await page.getByTestId('language-server-toggle').waitFor();
    expect(await page.getByTestId('language-server-toggle').isChecked(), 'the switch is not remembered');
    await page.getByTestId('language-server-toggle').uncheck();

    step('contest problem page: no language server switch');
    await page.goto(`${origin}/contest/${cid}/problem/A?l=en-US`);
    await page.getByTestId('language-select').waitFor({ timeout: 30_000 });
    await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    expect(
      (await page.getByTestId('language-server-toggle').count()) === 0,
      'a contest problem offers the switch',
    );
  } finally {
    await page.close();
  }
}
