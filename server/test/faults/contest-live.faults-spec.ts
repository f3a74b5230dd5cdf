import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { eventually } from '../utils/eventually';
import { createProblemWithCases } from '../utils/judging-helpers';
import { launchChromium, signedIn as signedInAs } from './browser';
import { Cluster, ROOT_PASSWORD } from './cluster';
import { login, PROGRAMS, register } from './judge-client';

const PUSH_TIMEOUT_MS = 15_000;
const PASSWORD = 'secret-123';

/** A time as a `datetime-local` value (the browser runs in this machine's zone). */
function localInput(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A contest in browsers on two API instances: the admin creates it and adds its problem in the
 * back office; the contestant, on the first instance, registers with the password and gets
 * Accepted; a spectator on the second, with auto refresh off, sees the board change, and both see
 * the admin's announcement appear, without reloading.
 */
describe('a live contest across two API instances, in the browser', () => {
  let cluster: Cluster;
  let browser: Browser;

  beforeAll(async () => {
    cluster = await Cluster.start(2);
    await cluster.startDaemon('contest-judge');
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await cluster?.stop();
  });

  const signedIn = (url: string, username: string, password = PASSWORD) =>
    signedInAs(browser, url, username, password);

  async function setEditorCode(page: Page, code: string): Promise<void> {
    const editor = page.locator('.monaco-editor').first();
    await editor.waitFor({ timeout: 60_000 });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(code);
  }

  it('registers, submits, and both instances show the board change and the announcement', async () => {
    const [first, second] = cluster.apis.map((api) => api.url);
    const root = cluster.rootToken;
    await createProblemWithCases(first, root, 'LIVE', [{ input: '1 2\n', output: '3\n' }]);
    const admin = await (await signedIn(first, 'root', ROOT_PASSWORD)).newPage();
    await admin.goto(`${first}/admin/contest/create`);
    await admin.getByLabel('Title', { exact: true }).fill('Live Round');
    await admin.getByLabel('Description', { exact: true }).fill('Good luck.');
    await admin.getByLabel('Start', { exact: true }).fill(localInput(Date.now() - 60_000));
    await admin.getByLabel('End', { exact: true }).fill(localInput(Date.now() + 3_600_000));
    await admin.getByLabel('Access').selectOption({ label: 'Protected' });
    await admin.getByLabel('Contest password').fill('letmein');
    await admin.getByRole('button', { name: 'Save' }).click();
    const row = admin.getByTestId('admin-contest-list').getByRole('row', { name: /Live Round/ });
    await row.getByRole('link', { name: 'Problems' }).click();
    await admin.waitForURL(/\/admin\/contest\/\d+\/problems$/);
    const cid = Number(/contest\/(\d+)\/problems/.exec(admin.url())![1]);
    // The problem is found by its visible id in the picker, as an admin would.
    // The list opened empty-handed offers LIVE too: pick only once the typed word's search answered.
    const picker = admin.getByTestId('contest-problem-picker');
    await picker.click();
    const searched = admin.waitForResponse((response) => response.url().includes('keyword=live'));
    await picker.pressSequentially('live');
    await searched;
    await admin.getByRole('option', { name: /LIVE/ }).waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    expect(await picker.inputValue()).toContain('LIVE');
    await admin.getByTestId('contest-problem-picker-display-id').fill('A');
    await admin.getByTestId('contest-problem-picker-add').click();
    await admin.getByTestId('admin-contest-problems').getByText('LIVE').first().waitFor();

    await register(first, cluster.dataDir, 'alice', PASSWORD);
    await register(first, cluster.dataDir, 'bob', PASSWORD);

    // The balloon runner's list waits on the AC helper tab.
    await admin.goto(`${first}/contest/${cid}/ac-info`);
    await admin.getByText('No accepted submissions yet').waitFor();

    // The spectator follows the board on the second instance, auto refresh off: only pushes move it.
    const spectator = await (await signedIn(second, 'bob')).newPage();
    await spectator.goto(`${second}/contest/${cid}/rank`);
    await spectator.getByText('Nobody is on the board yet').waitFor();
    await spectator.getByLabel('Auto refresh').uncheck();

    const contestant = await (await signedIn(first, 'alice')).newPage();
    await contestant.goto(`${first}/contest/${cid}`);
    await contestant.getByLabel('Contest password').fill('letmein');
    await contestant.getByRole('button', { name: 'Register' }).click();
    await contestant.getByText('Register contest successfully').waitFor();
    await contestant.getByRole('link', { name: 'Problems' }).click();
    await contestant.getByRole('link', { name: 'Problem LIVE' }).click();
    await contestant.getByTestId('language-select').selectOption('C');
    await setEditorCode(contestant, PROGRAMS.right);
    await contestant.getByTestId('submit-code').click();
    await contestant.getByTestId('submission-status').getByText('Accepted').waitFor({ timeout: 120_000 });

    const board = spectator.getByTestId('acm-board');
    await board.getByText('alice').waitFor({ timeout: PUSH_TIMEOUT_MS });
    await board.locator('td.bg-green-700').first().waitFor({ timeout: PUSH_TIMEOUT_MS });

    const balloon = admin.getByTestId('ac-info').getByRole('row', { name: /alice/ });
    await balloon.getByText('First blood').waitFor({ timeout: PUSH_TIMEOUT_MS });
    await balloon.getByLabel('Balloon sent to alice for A').check();
    await admin.getByLabel('Only balloons not sent').check();
    await admin.getByText('No accepted submissions yet').waitFor();

    // The final rank as a spreadsheet, from the rank tab.
    await admin.goto(`${first}/contest/${cid}/rank`);
    const rankFile = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download the rank' }).click();
    const sheet = await rankFile;
    expect(sheet.suggestedFilename()).toBe(`contest_${cid}_rank.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await sheet.path())!);
    const rows = workbook.getWorksheet('rank')!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[1].slice(1, 3)).toEqual(['1', 'alice']);

    // Alice's accepted code, from the back office's contest list.
    await admin.goto(`${first}/admin/contest`);
    const codeFile = admin.waitForEvent('download');
    await admin
      .getByTestId('admin-contest-list')
      .getByRole('row', { name: /Live Round/ })
      .getByRole('button', { name: 'Accepted code' })
      .click();
    expect((await codeFile).suggestedFilename()).toBe(`contest_${cid}_ac_submissions.zip`);

    await admin.goto(`${first}/admin/contest/${cid}/announcement`);
    await admin.getByLabel('Title', { exact: true }).fill('Clarification on A');
    await admin.getByLabel('Content').fill('Inputs fit in int.');
    await admin.getByRole('button', { name: 'Publish' }).click();
    for (const page of [contestant, spectator]) {
      await page
        .getByTestId('announcement-banner')
        .getByText('New announcement: Clarification on A')
        .waitFor({ timeout: PUSH_TIMEOUT_MS });
    }
  });

  it('creates a problem inside an OI contest; a second submission there asks before it replaces the first', async () => {
    const [url] = cluster.apis.map((api) => api.url);
    const root = cluster.rootToken;
    const hour = 3_600_000;
    const created = await request(url)
      .post('/api/admin/contest')
      .set('Authorization', root)
      .send({
        title: 'OI Round',
        description: 'Results at the end.',
        type: 2,
        auth: 0,
        startTime: new Date(Date.now() - hour).toISOString(),
        endTime: new Date(Date.now() + hour).toISOString(),
      })
      .expect(200);
    const cid = created.body.data.id as number;

    // The problem is made inside the contest, in the back office.
    const admin = await (await signedIn(url, 'root', ROOT_PASSWORD)).newPage();
    await admin.goto(`${url}/admin/contest/${cid}/problems`);
    await admin.getByRole('button', { name: 'Create a problem in this contest' }).click();
    const form = admin.getByTestId('contest-problem-create');
    await form.getByLabel('Display ID').fill('A');
    await form.getByLabel('Title').fill('Overwrite me');
    await form.getByLabel('Input of case 1').fill('1 2');
    await form.getByLabel('Output of case 1').fill('3');
    await form.getByLabel('Score of case 1').fill('100');
    await form.getByRole('button', { name: 'Create problem' }).click();
    await admin.getByText('Problem A created in the contest').waitFor();
    await admin.getByTestId('admin-contest-problems').getByRole('cell', { name: /\d+/ }).first().waitFor();

    await register(url, cluster.dataDir, 'carol', PASSWORD);
    const mine = async () => {
      const login = await request(url).post('/api/login').send({ username: 'carol', password: PASSWORD });
      const list = await request(url)
        .get('/api/contest-submissions')
        .set('Authorization', login.headers.authorization as string)
        .query({ contestID: cid, onlyMine: true, currentPage: 1, limit: 10 })
        .expect(200);
      return list.body.data.total as number;
    };

    const page = await (await signedIn(url, 'carol')).newPage();
    await page.goto(`${url}/contest/${cid}/problem/A`);
    await page.getByTestId('language-select').selectOption('C');
    await setEditorCode(page, PROGRAMS.right);
    await page.getByTestId('submit-code').click();
    await page.getByTestId('submission-status').waitFor();
    expect(await mine()).toBe(1);

    const question = page.getByText('The new submission will replace it');
    await page.getByTestId('submit-code').click();
    await question.waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await mine()).toBe(1);

    await page.getByTestId('submit-code').click();
    await page.getByTestId('confirm-ok').click();
    await eventually(async () => expect(await mine()).toBe(2), PUSH_TIMEOUT_MS);
  });

  it('prints: a contestant sends text, the admin downloads it and marks it printed', async () => {
    const [url] = cluster.apis.map((api) => api.url);
    const hour = 3_600_000;
    const created = await request(url)
      .post('/api/admin/contest')
      .set('Authorization', cluster.rootToken)
      .send({
        title: 'Printing Round',
        description: 'Paper is on the desk.',
        type: 0,
        auth: 0,
        openPrint: true,
        startTime: new Date(Date.now() - hour).toISOString(),
        endTime: new Date(Date.now() + hour).toISOString(),
      })
      .expect(200);
    const cid = created.body.data.id as number;
    await register(url, cluster.dataDir, 'dora', PASSWORD);

    const contestant = await (await signedIn(url, 'dora')).newPage();
    await contestant.goto(`${url}/contest/${cid}/print`);
    await contestant.getByLabel('Text to print').fill('too short');
    await contestant.getByRole('button', { name: 'Print', exact: true }).click();
    await contestant.getByText('The number of content cannot be less than 50').waitFor();
    await contestant.getByLabel('Text to print').fill(PROGRAMS.right);
    await contestant.getByRole('button', { name: 'Print', exact: true }).click();
    await contestant.getByTestId('my-prints').getByText('Waiting').waitFor();

    const admin = await (await signedIn(url, 'root', ROOT_PASSWORD)).newPage();
    await admin.goto(`${url}/contest/${cid}/admin-print`);
    const row = admin.getByTestId('admin-prints').getByRole('row', { name: /dora/ });
    const download = admin.waitForEvent('download');
    await row.getByRole('button', { name: 'Download' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^contest-${cid}-print-\\d+\\.txt$`));
    const text = await readFile((await file.path())!, 'utf8');
    expect(text).toMatch(/^Username: dora\n/);
    expect(text).toContain(PROGRAMS.right.trim());
    await row.getByRole('button', { name: 'Mark printed' }).click();
    await row.getByText('Printed').waitFor();

    // The contestant's list refreshes by itself.
    await contestant.getByTestId('my-prints').getByText('Printed').waitFor({ timeout: PUSH_TIMEOUT_MS });
  });

  it('rejudges a contest problem from the rejudge tab and shows the judge catching up', async () => {
    const [url] = cluster.apis.map((api) => api.url);
    const root = cluster.rootToken;
    const pid = await createProblemWithCases(url, root, 'AGAIN', [{ input: '1 2\n', output: '3\n' }]);
    const hour = 3_600_000;
    const created = await request(url)
      .post('/api/admin/contest')
      .set('Authorization', root)
      .send({
        title: 'Rejudged Round',
        description: 'Data was fixed.',
        type: 0,
        auth: 0,
        startTime: new Date(Date.now() - hour).toISOString(),
        endTime: new Date(Date.now() + hour).toISOString(),
      })
      .expect(200);
    const cid = created.body.data.id as number;
    await request(url)
      .post('/api/admin/contest/add-problem-from-public')
      .set('Authorization', root)
      .send({ cid, pid, displayId: 'A' })
      .expect(200);
    await register(url, cluster.dataDir, 'erin', PASSWORD);
    const erin = await login(url, 'erin', PASSWORD);
    for (const code of [PROGRAMS.right, PROGRAMS.wrong]) {
      await request(url)
        .post('/api/submit-problem-judge')
        .set('Authorization', erin)
        .send({ pid: 'A', cid, language: 'C', code })
        .expect(200);
    }

    const admin = await (await signedIn(url, 'root', ROOT_PASSWORD)).newPage();
    await admin.goto(`${url}/contest/${cid}/rejudge`);
    const row = admin.getByTestId('contest-rejudge').getByRole('row', { name: /AGAIN/ });
    await row.getByRole('button', { name: 'Rejudge' }).click();
    await admin.getByTestId('confirm-ok').click();
    await admin.getByText('Rejudge successfully').waitFor();
    await row.getByText('All 2 judged again').waitFor({ timeout: 120_000 });

    // The contest's submission list follows a rejudge by itself too: with the judge away, the
    // list opens on pending rows, and picks up the verdicts once the judge is back.
    await cluster.killDaemon('contest-judge');
    await request(url)
      .get('/api/admin/judge/rejudge-contest-problem')
      .set('Authorization', root)
      .query({ cid, pid })
      .expect(200);
    await admin.goto(`${url}/contest/${cid}/submissions`);
    const table = admin.getByRole('table');
    await table.getByText('Pending').first().waitFor();
    await cluster.startDaemon('contest-judge');
    await table.getByText('Accepted').waitFor({ timeout: 120_000 });
    await table.getByText('Wrong Answer').waitFor({ timeout: 120_000 });
  });
});
