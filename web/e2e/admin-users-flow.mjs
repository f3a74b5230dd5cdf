/**
 * Root in the back office, as a newcomer would use it: /admin/user without a session leads to the
 * back office's login; after it, one user is added by hand (a wrong field is named first), two
 * users are generated and their spreadsheet downloads; a CSV with one bad line is refused with
 * that line named and nobody imported, and once fixed it goes in; a user's role is changed; an
 * announcement is published and read on the home page; a submission whose verdict root sets by
 * hand says so on its page.
 */
import { step } from './student-flow.mjs';
import { api } from './lib/api.mjs';
import { PROBLEM_ID } from './lib/seed-problem.mjs';
import { logIn } from './lib/session.mjs';

const csv = (lines) => ({
  name: 'users.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\n'), 'utf8'),
});

/** The user list filtered by a keyword: the usernames shown. */
async function searchUsers(page, keyword) {
  const search = page.getByRole('searchbox', { name: 'Username, real name, nickname or email' });
  await search.fill(keyword);
  await search.press('Enter');
  await page.waitForFunction(
    (word) =>
      [...document.querySelectorAll('[data-testid="admin-user-list"] tbody tr')].every((row) =>
        (row.getAttribute('data-username') ?? '').includes(word),
      ),
    keyword,
  );
  return page
    .locator('[data-testid="admin-user-list"] tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-username')));
}

export async function runAdminUsersFlow({ context, origin, rootPassword }) {
  const page = await context.newPage();
  try {
    step('admin users: /admin/user without a session goes to the back office login');
    await page.goto(`${origin}/home`);
    await page.evaluate(() => localStorage.clear());
    // The language chosen by the query is remembered for the pages that follow.
    await page.goto(`${origin}/home?l=en-US`);
    await page.goto(`${origin}/admin/user`);
    await page.waitForURL(/\/admin\/login$/);
    await page.getByRole('heading', { name: 'Back office login', level: 1 }).waitFor();
    await page.getByLabel('Username').fill('root');
    await page.getByLabel('Password').fill(rootPassword);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('navigation', { name: 'Management' }).getByRole('link', { name: 'Users' }).click();
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();

    step('admin users: add one user by hand; a wrong field is named, then the list shows the user');
    await page.getByRole('button', { name: 'Add user' }).click();
    const adder = page.getByRole('dialog');
    await adder.getByLabel('Username', { exact: true }).fill('flowone');
    await adder.getByLabel('Password', { exact: true }).fill('123');
    await adder.getByLabel('Email', { exact: true }).fill('flowone@example.com');
    await adder.getByLabel('Role').selectOption('1009');
    await adder.getByRole('button', { name: 'Add user' }).click();
    await adder.getByRole('alert').getByText('Password length must be between 6 and 20 characters').waitFor();
    await adder.getByLabel('Password', { exact: true }).fill('secret1');
    await adder.getByRole('button', { name: 'Add user' }).click();
    await adder.waitFor({ state: 'detached' });
    await page.locator('tr[data-username="flowone"]').getByTestId('user-role').getByText('Teacher').waitFor();

    step('admin users: generate two users and download their spreadsheet');
    await page.getByLabel('Prefix').fill('flowgen');
    await page.getByLabel('Start number').fill('1');
    await page.getByLabel('End number').fill('2');
    await page.getByLabel('Password length').fill('10');
    await page.getByRole('button', { name: 'Generate' }).click();
    await page.getByTestId('generated-users').getByText('2 user(s) created').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the spreadsheet' }).click(),
    ]);
    if (!download.suggestedFilename().endsWith('.xlsx'))
      throw new Error(`the generated users downloaded as ${download.suggestedFilename()}`);
    const generated = await searchUsers(page, 'flowgen');
    if (generated.sort().join() !== 'flowgen1,flowgen2') throw new Error(`generated: ${generated.join()}`);

    step('admin users: a CSV with a bad line is refused, naming the line, and imports nobody');
    const file = page.getByLabel('CSV file of users');
    await file.setInputFiles(csv(['flowcsv1,secret1,flowcsv1@example.com', 'flowcsv2,123']));
    await page.getByRole('button', { name: 'Check and import' }).click();
    const report = page.getByTestId('user-import-report');
    await report.getByText('Nothing was imported: 1 problem(s) found').waitFor();
    await report.getByRole('row', { name: /2 Password length must be between 6 and 20/ }).waitFor();
    if ((await searchUsers(page, 'flowcsv')).length !== 0) throw new Error('a refused import created users');

    step('admin users: the fixed CSV imports every line');
    await file.setInputFiles(csv(['flowcsv1,secret1,flowcsv1@example.com', 'flowcsv2,secret2']));
    await page.getByRole('button', { name: 'Check and import' }).click();
    await page.getByText('2 user(s) imported').waitFor();
    const imported = await searchUsers(page, 'flowcsv');
    if (imported.sort().join() !== 'flowcsv1,flowcsv2') throw new Error(`imported: ${imported.join()}`);

    step("admin users: change a user's role");
    await searchUsers(page, 'flowgen1');
    await page.locator('tr[data-username="flowgen1"]').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Role').selectOption('1008');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .locator('tr[data-username="flowgen1"]')
      .getByTestId('user-role')
      .getByText('Problem admin')
      .waitFor();

    step('admin announcements: publish one and read it on the home page');
    await page
      .getByRole('navigation', { name: 'Management' })
      .getByRole('link', { name: 'Announcements' })
      .click();
    await page.getByRole('button', { name: 'New announcement' }).click();
    const editor = page.getByRole('dialog');
    await editor.getByLabel('Title').fill('Flow exam news');
    await editor.getByLabel('Content (Markdown)').fill('The **exam** moves to Friday.');
    await editor.getByRole('button', { name: 'Save' }).click();
    await page.getByTestId('admin-announcement-list').getByText('Flow exam news').waitFor();
    await page.goto(`${origin}/home`);
    const panel = page.getByTestId('home-announcements');
    await panel.getByRole('button', { name: 'Flow exam news' }).click();
    await panel.locator('strong', { hasText: 'exam' }).waitFor();

    step('admin judging: a verdict set by hand says so on the submission page');
    const { token } = await logIn(origin, 'root', rootPassword);
    const { data: submitted } = await api(origin, 'POST', '/api/submit-problem-judge', {
      token,
      body: { pid: PROBLEM_ID, language: 'Python3', code: 'print(sum(map(int, input().split())))\n' },
    });
    await page.goto(`${origin}/submission-detail/${submitted.submitId}`);
    // The page follows the judging until the verdict is in; only then may it be changed by hand.
    await page.waitForSelector('[data-testid="submission-banner"][data-status="0"]', { timeout: 60_000 });
    await api(origin, 'GET', `/api/admin/judge/manual-judge?submitId=${submitted.submitId}&status=-1`, {
      token,
    });
    await page.reload();
    await page.getByTestId('submission-banner').getByText('Wrong Answer').waitFor();
    await page.getByTestId('submission-manual').getByText('Manual').waitFor();
  } finally {
    await page.close();
  }
}
