/**
 * The problem page, its submissions and the status list as a student meets them, at a laptop
 * (1366×800) and a phone (390×844) size: the editor's height when the layout stacks, neutral
 * templates, one draft per language, Submit waiting for the editor, compile errors (output,
 * marked lines, no empty cases on the detail page), the submit and test-run countdowns, no case
 * score on ACM problems, why hidden code is hidden, and the phone status list. Runs against a
 * server of its own with a 3 s submit interval (the shared e2e server turns the interval off).
 */
import { join } from 'node:path';
import { launchBrowser, setEditorCode, watchForeignRequests, watchPageProblems } from './lib/browser.mjs';
import { seedProblem } from './lib/seed-problem.mjs';
import { stopProcess } from './lib/processes.mjs';
import { startBuiltServer } from './lib/start-server.mjs';
import { step } from './student-flow.mjs';

const SIZES = [
  { name: 'laptop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
/** Below 1050 px the statement and the editor stack; Monaco must still get a usable height. */
const STACKED_SIZES = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];
const MIN_EDITOR_PX = 250;
const ROOT_PASSWORD = 'E2eRootPass1';
const CPP_DRAFT = '// my C++ draft\nint main() { return 0; }\n';
const PYTHON_DRAFT = '# my Python draft\nprint(3)\n';
const COMPILE_ERROR =
  '#include <cstdio>\nint main() {\n    int a = 1;\n    undefined_name(a);\n    return 0;\n}\n';
const WRONG = 'a, b = map(int, input().split())\nprint(a - b)\n';
/**
 * Typed key by key as a learner types it: no indentation of its own, every closing brace typed,
 * though the editor closes each `{` by itself. The editor must hold every typed character in
 * order and no `}` left over; it adds its own indentation, which is left aside (`unindented`):
 * that courtesy may lag keys sent with no delay at all (a new line is indented from the tokens of
 * the one before, which the editor may not have read yet).
 */
const TYPED =
  '#include <cstdio>\nint main() {\nint a, b;\nscanf("%d %d", &a, &b);\nif (a > b) {\nprintf("%d\\n", a + b);\n}\nelse { printf("%d\\n", b + a); }\nreturn 0;\n}\n';

/** The text with each line's leading spaces removed. */
const unindented = (text) => text.replace(/^[ \t]+/gm, '');

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

async function editorText(page) {
  return page.evaluate(() =>
    (document.querySelector('.monaco-editor .view-lines')?.innerText ?? '').replace(/\u00a0/g, ' '),
  );
}

async function waitForEditorText(page, wanted, what) {
  await page
    .waitForFunction(
      (text) =>
        (document.querySelector('.monaco-editor .view-lines')?.innerText ?? '')
          .replace(/\u00a0/g, ' ')
          .includes(text),
      wanted,
      { timeout: 15_000 },
    )
    .catch(async () => {
      throw new Error(`${what}: the editor shows ${JSON.stringify(await editorText(page))}`);
    });
}

async function openProblem(page, origin, problemId) {
  await page.goto(`${origin}/problem/${problemId}`);
  await page.getByTestId('problem-statement').waitFor();
  await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
}

async function waitForStatus(page, testId, status, timeout = 90_000) {
  await page.waitForFunction(
    ([id, wanted]) =>
      document.querySelector(`[data-testid="${id}"] [data-status]`)?.getAttribute('data-status') ===
      String(wanted),
    [testId, status],
    { timeout },
  );
}

/** Waits out a countdown on a button: it must be disabled and show seconds, then come back. */
async function expectCountdown(button, what) {
  const testId = await button.getAttribute('data-testid');
  await button
    .page()
    .waitForFunction(
      (id) => /\d/.test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
      testId,
      {
        timeout: 5_000,
      },
    )
    .catch(() => undefined);
  const label = await button.textContent();
  expect(await button.isDisabled(), `${what} stays enabled during the submit interval`);
  expect(/\d/.test(label ?? ''), `${what} shows no countdown: "${label}"`);
  await button.page().waitForFunction(
    (testId) => {
      const element = document.querySelector(`[data-testid="${testId}"]`);
      return element && !element.disabled && !/\d/.test(element.textContent ?? '');
    },
    testId,
    { timeout: 15_000 },
  );
}

async function login(page, origin) {
  await page.goto(`${origin}/home`);
  await page.getByTestId('nav-login').click();
  const form = page.getByTestId('login-form');
  await form.locator('input[name="username"]').fill('root');
  await form.locator('input[name="password"]').fill(ROOT_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });
}

async function checkEditorHeights(page, origin, problemId) {
  for (const size of [SIZES[0], ...STACKED_SIZES]) {
    await page.setViewportSize(size);
    await openProblem(page, origin, problemId);
    const box = await page.locator('.monaco-editor').first().boundingBox();
    expect(
      box && box.height >= MIN_EDITOR_PX,
      `at ${size.width}×${size.height} the editor is ${box?.height ?? 0} px tall`,
    );
  }
}

async function checkSubmitWaitsForEditor(page, origin, problemId) {
  let release;
  const held = new Promise((resolve) => (release = resolve));
  const hold = async (route) => {
    await held;
    await route.continue();
  };
  await page.route(/\/assets\/code-editor-[^/]+\.js$/, hold);
  await page.goto(`${origin}/problem/${problemId}`);
  await page.getByTestId('problem-statement').waitFor();
  const submit = page.getByTestId('submit-code');
  expect(await submit.isDisabled(), 'Submit is enabled before the editor has loaded');
  release();
  await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
  await page.waitForFunction(() => !document.querySelector('[data-testid="submit-code"]')?.disabled);
  await page.unroute(/\/assets\/code-editor-[^/]+\.js$/, hold);
}

async function checkTemplatesAndDrafts(page, origin, problemId) {
  await page.getByTestId('language-select').selectOption('C++');
  await waitForEditorText(page, 'int main()', 'the C++ template');
  const template = await editorText(page);
  expect(
    template.includes('using namespace std;') && !/cin|cout|a \+ b/.test(template),
    `the C++ template is not neutral: ${JSON.stringify(template)}`,
  );
  await setEditorCode(page, CPP_DRAFT);
  await page.getByTestId('language-select').selectOption('Python3');
  await waitForEditorText(page, 'def main', 'the Python template after switching from C++');
  expect(!(await editorText(page)).includes('my C++ draft'), 'the C++ code followed into Python');
  await setEditorCode(page, PYTHON_DRAFT);
  await page.getByTestId('language-select').selectOption('C++');
  await waitForEditorText(page, 'my C++ draft', 'the C++ draft after switching back');
  await page.waitForTimeout(3500); // the drafts are saved locally every 3 s
  await openProblem(page, origin, problemId);
  await waitForEditorText(page, 'my C++ draft', 'the C++ draft after a reload');
  await page.getByTestId('language-select').selectOption('Python3');
  await waitForEditorText(page, 'my Python draft', 'the Python draft after a reload');
}

/** Reaches the editor by its skip link, submits a compile error with Ctrl+Enter; returns its id. */
async function checkCompileError(page, origin, problemId) {
  await openProblem(page, origin, problemId);
  await skipToEditor(page);
  await page.getByTestId('language-select').selectOption('C++');
  await setEditorCode(page, COMPILE_ERROR);
  await page.keyboard.press('Control+Enter');
  await expectCountdown(page.getByTestId('submit-code'), 'Submit');
  await waitForStatus(page, 'submission-status', -2);
  const output = page.getByTestId('compile-output');
  await output.waitFor({ timeout: 15_000 });
  expect((await output.textContent()).includes('undefined_name'), 'the compiler output is not shown');
  await page.locator('.monaco-editor .squiggly-error').first().waitFor({ timeout: 10_000 });
  const status = await page.getByTestId('submission-status').textContent();
  expect(!/\d\s?ms/.test(status), `the submit bar shows a run time for a compile error: ${status}`);
  const href = await page.getByTestId('submission-status-link').getAttribute('href');
  return Number(href.split('/').pop());
}

async function checkCompileErrorDetail(page, origin, submitId) {
  await page.goto(`${origin}/submission-detail/${submitId}`);
  await waitForStatus(page, 'submission-detail', -2);
  const banner = page.getByTestId('submission-banner');
  expect((await banner.textContent()).includes('undefined_name'), 'the banner lacks the compiler output');
  await page.getByTestId('submission-code').waitFor();
  expect((await page.getByTestId('case-results').count()) === 0, 'a compile error shows a test-case card');
  const summary = await page.getByTestId('submission-summary').textContent();
  expect(!/\b0\s?ms\b|\b0\s?KB\b/.test(summary), `the summary shows a run of a compile error: ${summary}`);
}

const focusInEditor = (page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('.monaco-editor')));

const focusedTestId = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

/**
 * From the top of a freshly opened page, with the keyboard only: Tab, Enter on the site's skip
 * link, Tab to the editor's skip link (which shows itself), Enter puts the caret in the editor.
 */
async function skipToEditor(page) {
  await page.keyboard.press('Tab');
  expect((await focusedTestId(page)) === 'skip-link', 'the first Tab does not reach the skip link');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect((await focusedTestId(page)) === 'skip-to-editor', 'no "Skip to code editor" link follows');
  const box = await page.getByTestId('skip-to-editor').boundingBox();
  expect(box && box.width > 40 && box.height > 10, 'the focused "Skip to code editor" link is not shown');
  await page.keyboard.press('Enter');
  expect(await focusInEditor(page), 'the skip link does not put the focus in the editor');
}

/** Presses Tab until Submit has the focus; fails after `most` presses. */
async function tabToSubmit(page, most) {
  for (let n = 0; n < most; n += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'submit-code'))
      return;
  }
  throw new Error(`Submit is not reached with ${most} Tabs from the editor`);
}

/**
 * The editor does not trap the keyboard: a skip link reaches it, Ctrl+M makes Tab move the focus
 * (and says so), Escape then Tab leaves it, and Submit follows within a few Tabs.
 */
async function checkKeyboardWayOut(page, origin, problemId) {
  await openProblem(page, origin, problemId);
  await skipToEditor(page);
  await page.keyboard.press('Tab');
  expect(await focusInEditor(page), 'Tab left the editor before Ctrl+M or Escape');
  await page.keyboard.press('Control+M');
  await tabToSubmit(page, 4);
  await page.locator('[data-testid="editor-keys"][data-tab-moves-focus="true"]').waitFor();
  for (let n = 0; n < 4 && !(await focusInEditor(page)); n += 1) await page.keyboard.press('Shift+Tab');
  expect(await focusInEditor(page), 'Shift+Tab does not lead back into the editor');
  await page.keyboard.press('Control+M');
  await page.locator('[data-testid="editor-keys"][data-tab-moves-focus="false"]').waitFor();
  await page.keyboard.press('Escape');
  await tabToSubmit(page, 4);
  expect(
    (await page.getByTestId('submit-code').getAttribute('aria-keyshortcuts')) === 'Control+Enter',
    'Submit does not name its shortcut',
  );
}

/** Types `text` into the emptied editor, `delay` ms per key; returns what Ctrl+Enter submits. */
async function typeAndSubmit(page, text, delay) {
  await setEditorCode(page, '');
  await page.keyboard.type(text, { delay });
  const sent = page
    .waitForRequest((request) => request.url().includes('/api/submit-problem-judge'), { timeout: 10_000 })
    .catch(() => {
      throw new Error('Ctrl+Enter in the editor submits nothing');
    });
  await page.keyboard.press('Control+Enter');
  const { code } = (await sent).postDataJSON();
  await expectCountdown(page.getByTestId('submit-code'), 'Submit');
  return code;
}

/**
 * Keys sent as fast as a key-repeat, an IME or a typing helper sends them all reach the editor,
 * in order, and a typed `}` takes the place of the one the editor inserted.
 */
async function checkFastTyping(page, origin, problemId) {
  await openProblem(page, origin, problemId);
  await page.getByTestId('language-select').selectOption('C++');
  await setEditorCode(page, '');
  await page.keyboard.type('int main() {}', { delay: 0 });
  // The lines on screen are drawn a frame after the keys land, later still on a busy machine.
  await page
    .waitForFunction(
      (text) =>
        (document.querySelector('.monaco-editor .view-lines')?.innerText ?? '')
          .replace(/\u00a0/g, ' ')
          .trim() === text,
      'int main() {}',
      { timeout: 5000 },
    )
    .catch(() => undefined);
  const line = await editorText(page);
  expect(line.trim() === 'int main() {}', `"int main() {}" typed fast became ${JSON.stringify(line)}`);
  for (const delay of [10, 0]) {
    const code = await typeAndSubmit(page, TYPED, delay);
    expect(unindented(code) === TYPED, `typed at ${delay} ms a key, Submit sent ${JSON.stringify(code)}`);
  }
  await waitForStatus(page, 'submission-status', 0);
}

async function checkRunCountdown(page, origin, problemId) {
  await openProblem(page, origin, problemId);
  await page.getByTestId('language-select').selectOption('Python3');
  await setEditorCode(page, WRONG);
  await page.getByTestId('toggle-test').click();
  await page.getByTestId('run-test').click();
  await expectCountdown(page.getByTestId('run-test'), 'Run');
  await page.getByTestId('test-result').waitFor({ timeout: 90_000 });
}

/** Submits a wrong answer to the ACM problem; returns its submission id. */
async function submitWrongAnswer(page, origin, problemId) {
  await openProblem(page, origin, problemId);
  await page.getByTestId('language-select').selectOption('Python3');
  await setEditorCode(page, WRONG);
  await page.waitForFunction(() => !document.querySelector('[data-testid="submit-code"]')?.disabled, null, {
    timeout: 15_000,
  });
  await page.getByTestId('submit-code').click();
  await waitForStatus(page, 'submission-status', -1);
  const href = await page.getByTestId('submission-status-link').getAttribute('href');
  return Number(href.split('/').pop());
}

async function checkAcmCaseCards(page, origin, submitId) {
  await page.goto(`${origin}/submission-detail/${submitId}`);
  await waitForStatus(page, 'submission-detail', -1);
  const cards = page.getByTestId('case-card');
  await cards.first().waitFor();
  for (const text of await cards.allTextContents()) {
    expect((text.match(/·/g) ?? []).length === 1, `an ACM case card shows a score: "${text}"`);
  }
}

async function checkHiddenCodeReason(page, origin, submitId) {
  await page.goto(`${origin}/submission-detail/${submitId}`);
  const note = page.getByTestId('code-hidden');
  await note.waitFor();
  expect((await note.getAttribute('data-reason')) === 'not-shared', 'the hidden code names no reason');
  const text = await note.textContent();
  expect(text.includes('作者没有分享这份代码') || text.includes('The author has not shared'), text);
  expect((await page.getByTestId('submission-code').count()) === 0, 'hidden code is shown');
}

async function checkStatusList(page, origin, size) {
  await page.goto(`${origin}/status`);
  const cells = page.getByTestId('status-cell');
  await cells.first().waitFor();
  const rights = await cells.evaluateAll((all) => all.map((cell) => cell.getBoundingClientRect().right));
  for (const right of rights) {
    expect(right <= size.width, `at ${size.width} px a status cell ends at ${right} px, off the screen`);
  }
  const table = await page.getByTestId('submission-table').boundingBox();
  expect(
    table && table.x + table.width <= size.width,
    `at ${size.width} px the status table is ${table?.width} px wide and needs scrolling sideways`,
  );
}

/** Starts its own server and browser profile; fails on page errors and requests to other hosts. */
export async function runProblemPageFlow({ serverRoot, tempDir }) {
  const { origin, server } = await startBuiltServer({
    repoRoot: serverRoot,
    dataDir: join(tempDir, 'problem-page-data'),
    rootPassword: ROOT_PASSWORD,
    env: { SUBMIT_INTERVAL_SECONDS: '3' },
  });
  const context = await launchBrowser(join(tempDir, 'problem-page-profile'));
  const foreign = watchForeignRequests(context, origin);
  const pageProblems = await watchPageProblems(context);
  const page = await context.newPage();
  try {
    const problemId = await seedProblem(origin, ROOT_PASSWORD);

    step('problem page: the editor is tall enough at 1366×800, 1024×768, 768×1024 and 390×844');
    await checkEditorHeights(page, origin, problemId);

    const submissions = {};
    for (const size of SIZES) {
      await page.setViewportSize(size);
      step(`problem page (${size.name}): Submit waits for the editor`);
      await checkSubmitWaitsForEditor(page, origin, problemId);
      if (size === SIZES[0]) await login(page, origin);
      await page.evaluate((id) => localStorage.removeItem(`problemCode_${id}`), problemId);

      step(`problem page (${size.name}): a neutral template and one draft per language`);
      await openProblem(page, origin, problemId);
      await checkTemplatesAndDrafts(page, origin, problemId);

      if (size === SIZES[0]) {
        step('problem page: a skip link, Ctrl+M and Escape lead out of the editor to Submit');
        await checkKeyboardWayOut(page, origin, problemId);
        step('problem page: keys typed 0–10 ms apart all reach the editor, one `}` each; Ctrl+Enter submits');
        await checkFastTyping(page, origin, problemId);
      }

      step(`problem page (${size.name}): skip link, Ctrl+Enter; a compile error is shown and marked`);
      submissions.compileError = await checkCompileError(page, origin, problemId);
      step(`submission detail (${size.name}): a compile error has no cases and no 0 ms / 0 KB`);
      await checkCompileErrorDetail(page, origin, submissions.compileError);

      step(`problem page (${size.name}): Run counts down the submit interval`);
      await checkRunCountdown(page, origin, problemId);
      step(`submission detail (${size.name}): ACM case cards show no score`);
      submissions.wrong = await submitWrongAnswer(page, origin, problemId);
      await checkAcmCaseCards(page, origin, submissions.wrong);
      step(`status list (${size.name}): every status is on screen`);
      await checkStatusList(page, origin, size);
    }

    step('submission detail: a visitor is told why the code is hidden');
    await page.setViewportSize(SIZES[0]);
    await page.goto(`${origin}/logout`);
    await page.getByTestId('nav-login').first().waitFor();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await checkHiddenCodeReason(page, origin, submissions.wrong);
    }
    if (foreign.length > 0) throw new Error(`Requests left the app's origin:\n${foreign.join('\n')}`);
    if (pageProblems.length > 0) throw new Error(`The page reported problems:\n${pageProblems.join('\n')}`);
  } finally {
    await context.close();
    await stopProcess(server);
  }
}
