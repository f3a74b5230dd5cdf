/**
 * A private training from both sides: root creates a category, a problem and a private training
 * holding it through the API; a student opens /training, enters the password (empty, wrong, then
 * right), opens the problem from the Problems tab, submits a solution that is accepted, and sees
 * the progress 1/1 on the training page and in the list after navigating back, without a reload.
 */
import { step } from './student-flow.mjs';
import { api } from './lib/api.mjs';
import { setEditorCode } from './lib/browser.mjs';
import { createProblem } from './lib/seed-problem.mjs';
import { logIn, useSession } from './lib/session.mjs';

const PASSWORD = 'Secret123';
const TRAINING_PASSWORD = 'sesame';
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';

/** Root's side: a category, a public problem and a private training holding it. */
async function prepareTraining(origin, rootPassword, suffix) {
  const { token } = await logIn(origin, 'root', rootPassword);
  const { data: category } = await api(origin, 'POST', '/api/admin/training/category', {
    token,
    body: { name: `Basics ${suffix}`, color: '#1d4ed8' },
  });
  const problemId = `TR-${suffix}`.toUpperCase();
  const pid = await createProblem(origin, token, {
    problem: {
      problemId,
      title: `Training sum ${suffix}`,
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
  const { data: training } = await api(origin, 'POST', '/api/admin/training', {
    token,
    body: {
      training: {
        title: `Private drill ${suffix}`,
        description: 'Solve **every** problem.',
        auth: 'Private',
        privatePwd: TRAINING_PASSWORD,
        rank: 1000,
        status: true,
      },
      trainingCategory: { id: category.id },
    },
  });
  await api(origin, 'POST', '/api/admin/training/add-problem-from-public', {
    token,
    body: { tid: training.id, pid },
  });
  const student = `trn${suffix}`;
  await api(origin, 'POST', '/api/admin/user/insert-batch-user', {
    token,
    body: { users: [[student, PASSWORD, `${student}@example.com`]] },
  });
  return { tid: training.id, problemId, student };
}

async function waitForProgress(locator, text, where) {
  try {
    await locator.filter({ hasText: text }).first().waitFor({ timeout: 30_000 });
  } catch {
    throw new Error(`${where} shows "${await locator.first().textContent()}", not the progress ${text}`);
  }
}

export async function runTrainingFlow({ context, origin, rootPassword }) {
  const suffix = Date.now().toString(36).slice(-6);
  const { tid, problemId, student } = await prepareTraining(origin, rootPassword, suffix);
  const page = await context.newPage();
  // The app refreshes a list it already holds on the next animation frame, which only a visible tab gets.
  await page.bringToFront();
  const listAnswers = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/get-training-list')) return;
    const body = await response.json().catch(() => null);
    const mine = body?.data?.records?.find((record) => record.id === tid);
    listAnswers.push(
      `${response.status()} auth=${Boolean(response.request().headers().authorization)} ${mine?.acCount}/${mine?.problemCount}`,
    );
  });
  try {
    step('training: the student finds the private training in the list, nothing solved yet');
    await useSession(page, origin, await logIn(origin, student, PASSWORD));
    await page.goto(`${origin}/training`);
    const row = page.locator(`[data-testid="training-list"] tr[data-tid="${tid}"]`);
    await waitForProgress(row.getByTestId('training-progress'), '0/1', 'the training list');
    await row.getByRole('button').first().click();
    await page.waitForURL(new RegExp(`/training/${tid}$`));

    step('training: an empty password is refused, a wrong one shows the server message');
    await page.getByTestId('training-enter').click();
    await page
      .getByText(/请输入训练密码|Enter the training password/)
      .first()
      .waitFor();
    await page.getByTestId('training-password').fill('not-the-password');
    await page.getByTestId('training-enter').click();
    await page.getByTestId('training-password-error').waitFor();

    step('training: the right password opens the description and the tabs');
    await page.getByTestId('training-password').fill(TRAINING_PASSWORD);
    await page.getByTestId('training-enter').click();
    await page.getByTestId('training-description').getByText('every').waitFor();

    step('training: the problem opens from the Problems tab and an accepted solution counts');
    await page.locator(`nav a[href="/training/${tid}/problems"]`).first().click();
    await page.getByTestId('training-problems').getByRole('link').first().click();
    await page.waitForURL(new RegExp(`/training/${tid}/problem/${problemId}$`));
    await page.getByTestId('language-select').selectOption('Python3');
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

    step('training: the progress reads 1/1 on the training page and back in the list');
    await page.locator(`nav a[href="/training/${tid}/problems"]`).first().click();
    await waitForProgress(
      page.locator('header [data-testid="training-progress"]'),
      '1/1',
      'the training page',
    );
    await page.locator('a[href="/training"]:visible').first().click();
    await page.waitForURL(new RegExp('/training$'));
    try {
      await waitForProgress(row.getByTestId('training-progress'), '1/1', 'the training list');
    } catch (error) {
      const session = await logIn(origin, student, PASSWORD);
      const asked = await api(origin, 'GET', '/api/get-training-list', { token: session.token });
      const stored = await page.evaluate(() => document.visibilityState);
      const mine = asked.data.records.find((record) => record.id === tid);
      throw new Error(
        `${error.message}; the API answers ${mine?.acCount}/${mine?.problemCount}; page ${stored}; the page asked: ${listAnswers.join(' | ')}`,
      );
    }
  } finally {
    await page.close();
  }
}
