/**
 * A contest from both sides. Root creates a public ACM contest through the API, then adds its
 * problems in the back office the way an admin does: finds each by the id people see with the
 * picker and picks it with the keyboard; a refused display id is said once and is gone after the
 * next success. A new user opens the contest problem (no failing request, no console error on that
 * page), gets Accepted, saves the code on the server, and is counted in the contest header and the contest list; on the board
 * their own row is pinned on top, marked, and counted once, at laptop and phone widths, and on the
 * phone the board says that it scrolls sideways.
 */
import { step } from './student-flow.mjs';
import { api } from './lib/api.mjs';
import { setEditorCode } from './lib/browser.mjs';
import { createProblem } from './lib/seed-problem.mjs';
import { logIn, signInAsRoot, useSession } from './lib/session.mjs';

const PASSWORD = 'Secret123';
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';
const LAPTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };
const HOUR = 3_600_000;

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** Root's side, over the API: two problems, a running public contest, a new user. */
async function prepare(origin, rootPassword, suffix) {
  const { token } = await logIn(origin, 'root', rootPassword);
  // The first is kept for contests (auth 3: hidden from the problem set), as contest problems are.
  const problems = [
    { problemId: `CT-${suffix}`.toUpperCase(), title: `Contest sum ${suffix}`, auth: 3 },
    { problemId: `CU-${suffix}`.toUpperCase(), title: `Contest sum again ${suffix}`, auth: 1 },
  ];
  for (const { problemId, title, auth } of problems) {
    await createProblem(origin, token, {
      problem: {
        problemId,
        title,
        auth,
        description: 'Print $a+b$.',
        input: 'Two integers.',
        output: 'Their sum.',
        examples: '<input>1 2</input><output>3</output>',
      },
      samples: [
        { input: '1 2\n', output: '3\n', score: 50 },
        { input: '20 22\n', output: '42\n', score: 50 },
      ],
      languages: ['Python3'],
    });
  }
  const now = Date.now();
  const { data: contest } = await api(origin, 'POST', '/api/admin/contest', {
    token,
    body: {
      title: `First hour cup ${suffix}`,
      description: 'Solve what you can.',
      type: 0,
      auth: 0,
      startTime: new Date(now - HOUR).toISOString(),
      endTime: new Date(now + HOUR).toISOString(),
    },
  });
  const contestant = `cup${suffix}`;
  await api(origin, 'POST', '/api/admin/user/insert-batch-user', {
    token,
    body: { users: [[contestant, PASSWORD, `${contestant}@example.com`]] },
  });
  return { cid: contest.id, problems, contestant };
}

/** Types part of the problem's id into the picker, then picks the match with the keyboard. */
async function pickProblem(page, problem) {
  const picker = page.getByTestId('contest-problem-picker');
  await picker.click();
  await picker.pressSequentially(problem.problemId.toLowerCase());
  // The list follows the typing once it pauses: then only this problem is offered.
  const options = page.getByRole('option');
  try {
    await page.waitForFunction(
      (title) => {
        const offered = [...document.querySelectorAll('[role="option"]')];
        return offered.length === 1 && offered[0].textContent.includes(title);
      },
      problem.title,
      { timeout: 10_000 },
    );
  } catch {
    throw new Error(`typing ${problem.problemId} offers: ${(await options.allTextContents()).join(' | ')}`);
  }
  await picker.press('ArrowDown');
  await picker.press('Enter');
  const shown = await picker.inputValue();
  expect(shown.includes(problem.problemId), `the picker shows "${shown}" after picking ${problem.problemId}`);
}

async function addInBackOffice(context, origin, rootPassword, cid, [first, second]) {
  const page = await context.newPage();
  try {
    await page.setViewportSize(LAPTOP);
    await signInAsRoot(page, origin, rootPassword);
    await page.goto(`${origin}/admin/contest/${cid}/problems`);
    const table = page.getByTestId('admin-contest-problems');
    const displayId = page.getByTestId('contest-problem-picker-display-id');
    const failure = page.getByTestId('contest-problem-picker-failure');

    step('contest admin (1366×800): finds a problem by its id with the picker and adds it as A');
    await pickProblem(page, first);
    const proposed = await displayId.inputValue();
    expect(proposed === 'A', `the display id proposed for the first problem is "${proposed}", not A`);
    await page.getByTestId('contest-problem-picker-add').click();
    await table.getByText(first.problemId).waitFor();

    step(
      'contest admin: a display id already used is refused once, and the message goes with the next success',
    );
    await pickProblem(page, second);
    await displayId.fill('A');
    await page.getByTestId('contest-problem-picker-add').click();
    await failure.waitFor();
    const message = (await failure.textContent()).trim();
    const shown = await page.getByText(message, { exact: true }).count();
    expect(shown === 1, `the refusal "${message}" is shown ${shown} times`);
    await displayId.fill('B');
    await page.getByTestId('contest-problem-picker-add').click();
    await table.getByText(second.problemId).waitFor();
    await failure.waitFor({ state: 'detached' });
  } finally {
    await page.close();
  }
}

/** Every failing API answer and console error of the page, from now on. */
function watchFailures(page) {
  const failures = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/'))
      failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text().slice(0, 300)}`);
  });
  return failures;
}

async function expectParticipants(locator, count, where) {
  try {
    await locator.filter({ hasText: new RegExp(`:\\s*${count}$`) }).waitFor({ timeout: 15_000 });
  } catch {
    throw new Error(`${where} says "${await locator.textContent()}", not ${count} participant(s)`);
  }
}

/** The board as the contestant sees it: their row pinned and marked, and counted once. */
async function checkBoard(page, size) {
  const board = page.getByTestId('acm-board');
  await board.waitFor();
  const rows = board.locator('tbody tr');
  await rows.nth(1).waitFor();
  const count = await rows.count();
  expect(count === 2, `${size}: the board has ${count} rows for one contestant and their pinned copy`);
  const pinned = rows.first().getByTestId('pinned-row');
  expect(await pinned.isVisible(), `${size}: the first row is not marked as the contestant's own`);
  expect((await rows.nth(1).getByTestId('pinned-row').count()) === 0, `${size}: both rows are marked`);
  const total = await page.getByRole('navigation', { name: /Pagination|分页/ }).textContent();
  expect(/(Total|共)\s*1\b/.test(total), `${size}: the board's total reads "${total}", not 1`);
}

export async function runContestFlow({ context, origin, rootPassword }) {
  const suffix = Date.now().toString(36).slice(-6);
  const { cid, problems, contestant } = await prepare(origin, rootPassword, suffix);
  await addInBackOffice(context, origin, rootPassword, cid, problems);

  const page = await context.newPage();
  // Pushed board changes are read on the next animation frame, which only a visible tab gets.
  await page.bringToFront();
  try {
    await page.setViewportSize(LAPTOP);
    await useSession(page, origin, await logIn(origin, contestant, PASSWORD));

    step('contestant (1366×800): the contest problem opens without a failing request or console error');
    const failures = watchFailures(page);
    await page.goto(`${origin}/contest/${cid}/problem/A`);
    await page.getByTestId('problem-statement').getByText('Print').first().waitFor();
    await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    await page.getByTestId('language-select').selectOption('Python3');

    step('contestant: an accepted solution');
    await setEditorCode(page, RIGHT);
    await page.getByTestId('submit-code').click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="submission-status"] [data-status]')
          ?.getAttribute('data-status') === '0',
      null,
      { timeout: 90_000 },
    );
    step('contestant: the code is saved on the server from the contest page; no request of the page failed');
    await page.getByRole('button', { name: /^(Save code|保存代码)$/ }).click();
    await page
      .getByText(/^(Save successfully|保存成功)$/)
      .first()
      .waitFor();
    expect(failures.length === 0, `the contest problem page failed:\n${failures.join('\n')}`);

    step('contest header: the contestant is counted');
    await expectParticipants(page.getByTestId('contest-participants'), 1, 'the contest header');

    step('board (1366×800): the contestant once, their own row pinned on top and marked');
    await page.locator(`nav a[href="/contest/${cid}/rank"]`).first().click();
    await checkBoard(page, '1366×800');

    step('board (390×844): the same, and the board says it scrolls sideways');
    await page.setViewportSize(PHONE);
    await checkBoard(page, '390×844');
    const hint = page.getByTestId('board-scroll-hint');
    await hint.waitFor();
    const region = page.getByRole('region', { name: /Scoreboard|榜单/ });
    const described = await region.getAttribute('aria-describedby');
    expect(
      described === (await hint.getAttribute('id')),
      'the board does not point screen readers to the hint',
    );
    await page.getByTestId('board-scroll-fade').waitFor();

    step('contest list: the contest counts its participant');
    await page.setViewportSize(LAPTOP);
    await page.goto(`${origin}/contest`);
    const row = page.locator(`[data-testid="contest-list"] li[data-cid="${cid}"]`);
    await expectParticipants(row.getByTestId('contest-participants'), 1, 'the contest list');
  } finally {
    await page.close();
  }
}
