/**
 * Remote judging, with the site under test as its own remote: a HOJ-compatible judge named SELF
 * at the app's own origin, reached through the account of a user made for it. Root finds remote
 * judging off, adds the account in the back office (the table never shows its password) and
 * imports the seeded problem from SELF on the problem list. A student, in a browser of their own,
 * reads where the problem comes from, submits a right answer and watches the submission's detail
 * turn Accepted without a reload, judged on SELF with a link to the run there. Root switches the
 * account off: the next submission ends Submitted Failed in the status list with a Resubmit
 * action; root switches it on again, the student resubmits from the list, and the row reaches
 * Accepted without a reload. Screenshots of the accounts page and the submission.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { api } from './lib/api.mjs';
import { launchBrowser, setEditorCode, watchForeignRequests, watchPageProblems } from './lib/browser.mjs';
import { logIn, useSession } from './lib/session.mjs';
import { step } from './student-flow.mjs';

const JUDGE = 'SELF';
const BRIDGE = 'bridge';
const BRIDGE_PASSWORD = 'Bridge-Pass-4729';
const PASSWORD = 'Secret123';
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';
const ACCEPTED = 0;
const SUBMITTED_FAILED = 10;

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/**
 * Waits until the status tag under `selector` holds `wanted`; on a timeout says what it held
 * and why the submission waited.
 */
async function waitForStatus(page, selector, wanted, what, timeout = 45_000) {
  try {
    await page.waitForFunction(
      ([css, status]) => document.querySelector(css)?.getAttribute('data-status') === String(status),
      [selector, wanted],
      { timeout },
    );
  } catch {
    const found = page.locator(selector).first();
    const shown = (await found.count()) ? await found.getAttribute('data-status') : 'nothing';
    const reason = await page
      .getByTestId('wait-reason')
      .allTextContents()
      .catch(() => []);
    throw new Error(`${what} is ${shown}, not ${wanted}${reason.length ? ` (${reason.join('; ')})` : ''}`);
  }
}

/** Marks the page's window: the mark survives route changes and live updates, not a reload. */
const markWindow = (page) => page.evaluate(() => (window.remoteFlowMark = true));
async function expectNoReload(page, what) {
  expect(await page.evaluate(() => window.remoteFlowMark === true), `${what}: the page reloaded`);
}

/** Switches the account on or off in the accounts table and waits until the table says so. */
async function switchAccount(page, on) {
  const toggle = page.getByRole('switch', { name: `Use ${BRIDGE} on ${JUDGE}` });
  await (on ? toggle.check() : toggle.uncheck());
  await page
    .getByTestId('toasts')
    .getByText(`${BRIDGE} on ${JUDGE} is now ${on ? 'enabled' : 'disabled'}`)
    .waitFor();
  const row = page.getByTestId('remote-accounts').locator('tbody tr').filter({ hasText: BRIDGE });
  await page
    .waitForFunction(
      (wanted) => document.querySelector('[data-testid="remote-account-enabled"]')?.checked === wanted,
      on,
      { timeout: 10_000 },
    )
    .catch(async () => {
      throw new Error(
        `the accounts table still shows ${BRIDGE} ${on ? 'off' : 'on'}: ${await row.innerText()}`,
      );
    });
}

/** Submits the code from the open problem page; answers the new submission's id. */
async function submitFromProblemPage(page, code) {
  await page.getByTestId('language-select').selectOption('Python3');
  await setEditorCode(page, code);
  await page.getByTestId('submit-code').click();
  const link = page.getByTestId('submission-status-link');
  await link.waitFor();
  const href = await link.getAttribute('href');
  const submitId = /\/submission-detail\/(\d+)$/.exec(href ?? '')?.[1];
  expect(submitId, `the submit bar links to "${href}", not to a submission`);
  return Number(submitId);
}

export async function runRemoteJudgeFlow({
  context,
  origin,
  rootPassword,
  problemId,
  tempDir,
  screenshotsDir,
}) {
  mkdirSync(screenshotsDir, { recursive: true });
  const root = await logIn(origin, 'root', rootPassword);
  const suffix = Date.now().toString(36).slice(-6);
  const student = `rj${suffix}`;
  const remoteProblemId = `${JUDGE}-${problemId}`.toUpperCase();
  await api(origin, 'POST', '/api/admin/user/insert-batch-user', {
    token: root.token,
    body: {
      users: [
        [BRIDGE, BRIDGE_PASSWORD, `${BRIDGE}${suffix}@example.com`],
        [student, PASSWORD, `${student}@example.com`],
      ],
    },
  });

  const rootPage = await context.newPage();
  // The student has a browser of their own: root stays signed in beside them.
  const studentBrowser = await launchBrowser(join(tempDir, 'remote-judge-student-profile'));
  const studentForeign = watchForeignRequests(studentBrowser, origin);
  const studentProblems = await watchPageProblems(studentBrowser);
  try {
    await useSession(rootPage, origin, root);

    step('remote judge: root finds it off, then adds the SELF account; its password is never shown');
    await rootPage.goto(`${origin}/admin/remote-judge?l=en-US`);
    await rootPage.getByRole('heading', { name: 'Remote judge accounts' }).waitFor();
    await rootPage.getByText('Remote judging is off until an account is added').waitFor();
    await rootPage.getByTestId('remote-account-add').click();
    const dialog = rootPage.getByRole('dialog');
    await dialog.getByTestId('remote-account-judge').selectOption('*');
    await dialog.getByTestId('remote-account-name').fill(JUDGE.toLowerCase());
    await dialog.getByTestId('remote-account-address').fill(origin);
    await dialog.getByTestId('remote-account-username').fill(BRIDGE);
    await dialog.getByTestId('remote-account-password').fill(BRIDGE_PASSWORD);
    await dialog.getByTestId('remote-account-save').click();
    await rootPage.getByTestId('toasts').getByText('Account added').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const accountRow = rootPage
      .getByTestId('remote-accounts')
      .locator('tbody tr')
      .filter({ hasText: BRIDGE });
    await accountRow.waitFor();
    const rowText = await accountRow.innerText();
    for (const shown of [JUDGE, 'hoj', origin, BRIDGE])
      expect(rowText.includes(shown), `the account's row does not show ${shown}: ${rowText}`);
    expect(
      await accountRow.getByRole('switch', { name: `Use ${BRIDGE} on ${JUDGE}` }).isChecked(),
      'the new account is not enabled',
    );
    expect(
      !(await rootPage.content()).includes(BRIDGE_PASSWORD),
      "the accounts page holds the account's password",
    );
    const { data: accounts } = await api(origin, 'GET', '/api/admin/remote-judge/accounts', {
      token: root.token,
    });
    expect(!JSON.stringify(accounts).includes(BRIDGE_PASSWORD), 'the accounts API answers the password');
    await rootPage.screenshot({ path: join(screenshotsDir, 'remote-judge-accounts.png') });

    step(`remote judge: root imports ${problemId} from ${JUDGE} on the problem list`);
    await rootPage.goto(`${origin}/admin/problems?l=en-US`);
    await rootPage.getByRole('heading', { name: 'Problems', level: 1 }).waitFor();
    await rootPage.getByTestId('remote-import').click();
    const importDialog = rootPage.getByRole('dialog');
    await importDialog.getByTestId('remote-import-judge').selectOption(JUDGE);
    await importDialog.getByTestId('remote-import-problem-id').fill(problemId);
    await importDialog.getByTestId('remote-import-submit').click();
    await rootPage
      .getByTestId('toasts')
      .getByText(`Imported as ${remoteProblemId}`)
      .waitFor({ timeout: 20_000 });
    await rootPage
      .getByTestId('admin-problem-list')
      .locator('tbody tr')
      .filter({ hasText: remoteProblemId })
      .waitFor();

    step('remote judge: the student reads where the problem comes from and submits a right answer');
    const page = await studentBrowser.newPage();
    await useSession(page, origin, await logIn(origin, student, PASSWORD));
    await page.goto(`${origin}/problem/${remoteProblemId}?l=en-US`);
    await page.getByTestId('problem-statement').getByText('Read two integers').first().waitFor();
    const source = page.getByTestId('remote-source-link');
    await source.filter({ hasText: `From ${JUDGE}` }).waitFor();
    const sourceHref = await source.getAttribute('href');
    expect(
      sourceHref === `${origin}/problem/${problemId}`,
      `"From ${JUDGE}" links to ${sourceHref}, not to the problem's page on ${JUDGE}`,
    );
    await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    const firstId = await submitFromProblemPage(page, RIGHT);

    step(`remote judge: the submission's detail turns Accepted without a reload, judged on ${JUDGE}`);
    await page.getByTestId('submission-status-link').click();
    await page.waitForURL(`${origin}/submission-detail/${firstId}`);
    const banner = page.getByTestId('submission-banner');
    await banner.waitFor();
    await markWindow(page);
    // The remote's verdict takes a round of the queue and a reading of the run: it arrives here.
    const onArrival = Number(await banner.getAttribute('data-status'));
    expect(onArrival !== ACCEPTED, `submission ${firstId} was already Accepted when its page opened`);
    await waitForStatus(page, '[data-testid="submission-banner"]', ACCEPTED, `submission ${firstId}`);
    await expectNoReload(page, `submission ${firstId}`);
    const run = page.getByTestId('remote-run');
    await run.filter({ hasText: `Judged on ${JUDGE}` }).waitFor();
    const runHref = await run.getByTestId('remote-run-link').getAttribute('href');
    const runId = new RegExp(`^${origin.replace(/[.]/g, '\\.')}/submission-detail/(\\d+)$`).exec(
      runHref ?? '',
    )?.[1];
    expect(runId, `the run links to ${runHref}, not to a submission on ${JUDGE}`);
    expect(Number(runId) !== firstId, 'the run link points back at the submission itself');
    const { data: remote } = await api(origin, 'GET', `/api/get-submission-detail?submitId=${runId}`, {
      token: root.token,
    });
    expect(
      remote.submission.username === BRIDGE && remote.submission.status === ACCEPTED,
      `the run on ${JUDGE} is ${remote.submission.username}'s with status ${remote.submission.status}`,
    );
    await page.screenshot({ path: join(screenshotsDir, 'remote-judge-submission.png'), fullPage: true });

    step('remote judge: with the account off, the next submission ends Submitted Failed with Resubmit');
    await rootPage.goto(`${origin}/admin/remote-judge?l=en-US`);
    await switchAccount(rootPage, false);
    await page.goto(`${origin}/problem/${remoteProblemId}?l=en-US`);
    await page.locator('.monaco-editor').first().waitFor({ timeout: 60_000 });
    const secondId = await submitFromProblemPage(page, RIGHT);
    await page.goto(`${origin}/status?onlyMine=true&l=en-US`);
    const row = `[data-testid="submission-table"] tr[data-submit-id="${secondId}"]`;
    const rowStatus = `${row} [data-testid="status-cell"] [data-status]`;
    await waitForStatus(page, rowStatus, SUBMITTED_FAILED, `submission ${secondId} in the status list`);
    const resubmit = page.locator(row).getByTestId('resubmit');
    await resubmit.filter({ hasText: 'Resubmit' }).waitFor();
    expect(
      (await page.locator(row).getByTestId('status-cell').innerText()).includes('Submitted Failed'),
      'the row does not say Submitted Failed',
    );

    step(
      'remote judge: root switches the account on; Resubmit in the list reaches Accepted without a reload',
    );
    await switchAccount(rootPage, true);
    await markWindow(page);
    await resubmit.click();
    await page.getByTestId('toasts').getByText('Sent again').waitFor();
    await waitForStatus(page, rowStatus, ACCEPTED, `resubmitted submission ${secondId} in the status list`);
    await expectNoReload(page, 'the status list');

    expect(
      studentForeign.length === 0,
      `the student's requests left the origin:\n${studentForeign.join('\n')}`,
    );
    expect(
      studentProblems.length === 0,
      `the student's pages reported problems:\n${studentProblems.join('\n')}`,
    );
    // The flows after this one find remote judging off again.
    const { data: left } = await api(origin, 'GET', '/api/admin/remote-judge/accounts', {
      token: root.token,
    });
    for (const account of left.filter((one) => one.oj === JUDGE))
      await api(origin, 'DELETE', `/api/admin/remote-judge/account?id=${account.id}`, {
        token: root.token,
        body: {},
      });
  } finally {
    await rootPage.close();
    await studentBrowser.close();
  }
}
