/**
 * The student's path through the app against the real server: register (code from the mail
 * outbox) → log in → open a problem → custom test → wrong then right answer,
 * WA then AC without reload → submission detail → switch to English. Screenshots of the
 * problem page at desktop and mobile widths go to e2e/screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setEditorCode } from './lib/browser.mjs';
import { readMailedCode } from './lib/mail-outbox.mjs';

const WRONG = 'a, b = map(int, input().split())\nprint(a - b)\n';
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';

export function step(name) {
  console.log(`  • ${name}`);
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

export async function runStudentFlow({ context, origin, dataDir, problemId, screenshotsDir }) {
  const page = await context.newPage();
  const suffix = Date.now().toString(36).slice(-6);
  const username = `stu${suffix}`;
  const email = `${username}@example.com`;
  const password = 'Secret123';

  step('home page in Chinese by default');
  await page.goto(`${origin}/`);
  await page.waitForURL(/\/home$/);
  await page.getByRole('link', { name: '题目', exact: true }).first().waitFor();

  step('register with the code from the mail outbox');
  await page.getByTestId('nav-register').click();
  const form = page.getByTestId('register-form');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="email"]').fill(email);
  await page.getByTestId('send-code').click();
  const code = await readMailedCode(dataDir, email);
  await form.locator('input[name="code"]').fill(code);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="passwordAgain"]').fill(password);
  await page.getByTestId('register-submit').click();

  step('log in (no puzzle, no captcha on a first try)');
  const login = page.getByTestId('login-form');
  await login.waitFor();
  await login.locator('input[name="username"]').fill(username);
  await login.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('user-menu').waitFor({ timeout: 15_000 });

  step('open the problem from the list');
  await page.goto(`${origin}/problem`);
  await page.getByRole('link', { name: 'A + B' }).click();
  await page.waitForURL(new RegExp(`/problem/${problemId}$`));
  await page.getByTestId('problem-statement').waitFor();
  await page.locator('.katex').first().waitFor({ timeout: 20_000 });
  await page.getByTestId('language-select').selectOption('Python3');

  step('custom test on the first sample');
  await setEditorCode(page, RIGHT);
  await page.getByTestId('toggle-test').click();
  await page.getByTestId('run-test').click();
  await page.waitForFunction(
    () => document.querySelector('[data-testid="test-result"]')?.getAttribute('data-status') === '0',
    null,
    {
      timeout: 90_000,
    },
  );

  step('submit a wrong answer and see WA');
  await setEditorCode(page, WRONG);
  await page.getByTestId('submit-code').click();
  await waitForStatus(page, 'submission-status', -1);

  step('submit the right answer and see AC without reloading');
  const navigations = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
  await setEditorCode(page, RIGHT);
  await page.getByTestId('submit-code').click();
  await waitForStatus(page, 'submission-status', 0);
  if (navigations.length > 0) throw new Error(`The page navigated while judging: ${navigations.join(', ')}`);

  mkdirSync(screenshotsDir, { recursive: true });
  await page.waitForTimeout(1600); // let the AC animation finish
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(screenshotsDir, 'problem-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(500);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(screenshotsDir, 'problem-mobile.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(300);

  step('open the submission detail');
  await page.getByTestId('submission-status-link').click();
  await page.getByTestId('submission-detail').waitFor();
  await waitForStatus(page, 'submission-detail', 0);
  await page.getByTestId('submission-code').waitFor();
  await page.screenshot({ path: join(screenshotsDir, 'submission-detail.png'), fullPage: true });

  step('switch to English');
  await page.getByTestId('language-switch').first().selectOption('en-US');
  await page.getByRole('link', { name: 'Problem', exact: true }).first().waitFor();
  await page.getByText('Accepted').first().waitFor();
  await page.goto(`${origin}/status`);
  await page.getByRole('heading', { name: 'Status' }).waitFor();
  await page.screenshot({ path: join(screenshotsDir, 'status-en.png'), fullPage: true });

  step('come back to the solved problem');
  await page.goto(`${origin}/problem/${problemId}`);
  await page.getByTestId('past-attempt').getByText('You have solved the problem').waitFor();

  step('open my own home from a bare /user-home');
  await page.goto(`${origin}/user-home`);
  await page.getByRole('heading', { name: username }).waitFor();

  step('reach the settings from the user menu');
  await page.getByTestId('user-menu').click();
  await page.screenshot({ path: join(screenshotsDir, 'user-menu-en.png') });
  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await page.waitForURL(`${origin}/setting`);
  await page.close();
  return { username, password };
}
