/**
 * A teacher runs a class (issue: trainings, groups, classes and homework). Root makes one account a
 * teacher and adds a student and a problem. In the browser the teacher creates a protected group,
 * opens a class in it from the back office, and creates a homework from the class's homework list
 * (its problem joins over the API). The student, in a browser of their own, applies to the group
 * with a reason; the teacher accepts. With the homework rank open in the back office, the teacher
 * watches the student solve the homework's problem in the student's browser: the progress goes from
 * 0.00% to 100.00% without a reload, and the student's homework tab shows the same.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { step } from './student-flow.mjs';
import { api } from './lib/api.mjs';
import { launchBrowser, setEditorCode } from './lib/browser.mjs';
import { createProblem } from './lib/seed-problem.mjs';
import { logIn, useSession } from './lib/session.mjs';

const PASSWORD = 'Secret123';
/** The teacher role's code. */
const TEACHER_ROLE = 1009;
const RIGHT = 'a, b = map(int, input().split())\nprint(a + b)\n';
/** The browser runs in zh-CN: the flow finds buttons and fields by the texts the screens show. */
const zhTexts = (path) =>
  JSON.parse(readFileSync(new URL(`../src/i18n/locales/${path}`, import.meta.url), 'utf8'));
const SAVE = zhTexts('zh-CN.json').admin.save;
const TEACHER_TEXT = zhTexts('areas/teacher.json')['zh-CN'].teacher;
const TRAINING_TEXT = zhTexts('areas/training.json')['zh-CN'].training;

/** Root's side: group creation open to everyone, a category, a problem, a teacher and a student. */
async function prepare(origin, rootPassword, suffix) {
  const { token } = await logIn(origin, 'root', rootPassword);
  await api(origin, 'PUT', '/api/admin/switch/update', {
    token,
    body: {
      defaultCreateGroupACInitValue: 0,
      defaultCreateGroupDailyLimit: 100,
      defaultCreateGroupLimit: 100,
    },
  });
  const { data: category } = await api(origin, 'POST', '/api/admin/training/category', {
    token,
    body: { name: `Homework ${suffix}`, color: '#0f766e' },
  });
  const pid = await createProblem(origin, token, {
    problem: {
      problemId: `HW-${suffix}`.toUpperCase(),
      title: `Homework sum ${suffix}`,
      description: 'Print $a+b$.',
      input: 'Two integers.',
      output: 'Their sum.',
      examples: '<input>1 2</input><output>3</output>',
    },
    samples: [{ input: '1 2\n', output: '3\n', score: 100 }],
    languages: ['Python3'],
  });
  const teacher = `tch${suffix}`;
  const student = `stu${suffix}`;
  await api(origin, 'POST', '/api/admin/user/insert-batch-user', {
    token,
    body: { users: [teacher, student].map((name) => [name, PASSWORD, `${name}@example.com`]) },
  });
  const { data: users } = await api(origin, 'GET', `/api/admin/user/get-user-list?keyword=${teacher}`, {
    token,
  });
  const row = users.records.find((user) => user.username === teacher);
  await api(origin, 'PUT', '/api/admin/user/edit-user', {
    token,
    body: { uid: row.uid, username: teacher, type: TEACHER_ROLE },
  });
  return { categoryId: category.id, pid, teacher, student };
}

async function expectText(locator, text, where) {
  const shown = await locator.textContent();
  if (!shown?.includes(text)) throw new Error(`${where} shows "${shown}", not "${text}"`);
}

export async function runTeachingFlow({ context, origin, rootPassword, tempDir }) {
  const suffix = Date.now().toString(36).slice(-5);
  const { categoryId, pid, teacher, student } = await prepare(origin, rootPassword, suffix);
  const groupName = `Class group ${suffix}`;
  const className = `Grade 7 ${suffix}`;
  const homeworkTitle = `Week 1 ${suffix}`;
  const teacherSession = await logIn(origin, teacher, PASSWORD);
  const page = await context.newPage();
  const studentBrowser = await launchBrowser(join(tempDir, 'student-profile'));
  const studentPage = await studentBrowser.newPage();
  try {
    step('teaching: the teacher creates a protected group');
    await useSession(page, origin, teacherSession);
    // Earlier flows in the same browser may have switched it to English; this one reads Chinese texts.
    await page.goto(`${origin}/group?l=zh-CN`);
    await page.getByTestId('group-create').click();
    const form = page.getByTestId('group-create-form');
    await form.locator('input[name="name"]').fill(groupName);
    await form.locator('input[name="shortName"]').fill(`C${suffix.toUpperCase()}`.slice(0, 10));
    await form.locator('input[name="brief"]').fill('Grade 7 algorithms');
    await form.locator('select[name="auth"]').selectOption('2');
    await form.locator('input[name="code"]').fill('abcd');
    await page.getByTestId('group-create-submit').click();
    await page.waitForURL(/\/group\/\d+$/, { timeout: 15_000 });
    const gid = Number(new URL(page.url()).pathname.split('/').pop());

    step('teaching: the teacher opens a class in the group from the back office');
    await page.goto(`${origin}/admin/class`);
    await page.getByRole('button', { name: TEACHER_TEXT.class.create }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(TEACHER_TEXT.class.group).selectOption(String(gid));
    await dialog.getByLabel(TEACHER_TEXT.class.name).fill(className);
    await dialog.getByLabel(TEACHER_TEXT.class.school).fill('No. 1 Middle School');
    await dialog.locator('button[type="submit"]').click();
    await page.getByRole('link', { name: className }).waitFor();

    step('teaching: the teacher creates a homework from the class group’s homework list');
    await page.goto(`${origin}/admin/class/homeworkList/${gid}`);
    await page.getByRole('link', { name: TEACHER_TEXT.homework.create }).click();
    await page.waitForURL(new RegExp(`/group/${gid}/training\\?create=1$`));
    await page.getByLabel(TRAINING_TEXT.admin.field.title).fill(homeworkTitle);
    await page.locator('#training-description').fill('Solve the sum before Friday.');
    await page.getByLabel(TRAINING_TEXT.admin.field.category).selectOption(String(categoryId));
    await page.getByRole('button', { name: SAVE, exact: true }).click();
    await page.getByTestId('group-training-admin-list').getByText(homeworkTitle).waitFor();
    const { data: trainings } = await api(origin, 'GET', `/api/group/get-admin-training-list?gid=${gid}`, {
      token: teacherSession.token,
    });
    const tid = trainings.records.find((training) => training.title === homeworkTitle).id;
    await api(origin, 'POST', '/api/group/add-training-problem-from-public', {
      token: teacherSession.token,
      body: { tid, pid, displayId: 'A' },
    });

    step('teaching: the student applies to the group with a reason, and the teacher accepts');
    await useSession(studentPage, origin, await logIn(origin, student, PASSWORD));
    await studentPage.goto(`${origin}/group/${gid}`);
    await studentPage.getByTestId('group-apply').click();
    await studentPage.locator('textarea[name="reason"]').fill('I am in grade 7');
    await studentPage.getByTestId('group-apply-submit').click();
    await studentPage.getByTestId('group-applying').waitFor();
    await page.goto(`${origin}/group/${gid}/member`);
    const application = page.locator(`[data-testid="group-application"][data-username="${student}"]`);
    await application.getByTestId('group-application-accept').click();
    await page.locator(`[data-testid="group-member"][data-username="${student}"]`).waitFor();

    step('teaching: the teacher keeps the homework rank open: the student at 0.00%');
    await page.goto(`${origin}/admin/homework-rank/${gid}/${tid}`);
    const studentRow = page.locator(`[data-testid="homework-rank"] tr[data-username="${student}"]`);
    await expectText(studentRow.getByTestId('progress-percent'), '0.00%', 'the homework rank');

    step('teaching: the student opens the homework from the Homework tab and solves its problem');
    await studentPage.goto(`${origin}/group/${gid}/homework`);
    const homework = studentPage.locator(`[data-testid="homework-row"][data-tid="${tid}"]`);
    await homework.getByRole('link', { name: homeworkTitle }).click();
    await studentPage.getByTestId('training-problems').getByRole('link').first().click();
    await studentPage.getByTestId('language-select').selectOption('Python3');
    await setEditorCode(studentPage, RIGHT);
    await studentPage.getByTestId('submit-code').click();
    await studentPage.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="submission-status"] [data-status]')
          ?.getAttribute('data-status') === '0',
      null,
      { timeout: 90_000 },
    );

    step('teaching: the teacher’s open rank shows 100.00% and the solved cell, without a reload');
    await studentRow
      .getByTestId('progress-percent')
      .filter({ hasText: '100.00%' })
      .waitFor({ timeout: 30_000 });
    await expectText(studentRow.locator('td').first(), '1', 'the student’s place');

    step('teaching: the student’s Homework tab reads 100.00% on a phone');
    await studentPage.setViewportSize({ width: 390, height: 844 });
    await studentPage.goto(`${origin}/group/${gid}/homework`);
    await homework.getByText('100.00%').waitFor();
    const overflow = await studentPage.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    if (overflow > 1) throw new Error(`the homework tab is ${overflow}px wider than a phone`);
  } finally {
    await page.close();
    await studentBrowser.close();
  }
}
