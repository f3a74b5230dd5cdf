/**
 * A teacher and a student in a group: root adds the two users. The teacher, who has solved
 * nothing, is told the group-creation rule instead of being offered the form; once root lets
 * ordinary users create groups without solved problems, the teacher creates a protected group in
 * the browser and posts an announcement in its Announcement tab. The student finds the group, sees
 * only its card, and applies with a reason; the button turns to Applying. The teacher accepts the
 * application in the Member tab. The student then sees the group's tabs, its description and the
 * announcement, and the group page fits a phone's width.
 */
import { step } from './student-flow.mjs';
import { api } from './lib/api.mjs';
import { logIn, useSession } from './lib/session.mjs';

const PASSWORD = 'Secret123';

async function prepareUsers(origin, rootPassword) {
  const { token } = await logIn(origin, 'root', rootPassword);
  await api(origin, 'PUT', '/api/admin/switch/update', {
    token,
    body: {
      defaultCreateGroupACInitValue: 100,
      defaultCreateGroupDailyLimit: 100,
      defaultCreateGroupLimit: 100,
    },
  });
  const suffix = Date.now().toString(36).slice(-5);
  const teacher = `gft${suffix}`;
  const student = `gfs${suffix}`;
  await api(origin, 'POST', '/api/admin/user/insert-batch-user', {
    token,
    body: { users: [teacher, student].map((name) => [name, PASSWORD, `${name}@example.com`]) },
  });
  return { teacher, student, suffix, rootToken: token };
}

async function signInAs(page, origin, username) {
  await useSession(page, origin, await logIn(origin, username, PASSWORD));
}

async function expectText(locator, text, where) {
  const shown = await locator.textContent();
  if (!shown?.includes(text)) throw new Error(`${where} shows "${shown}", not "${text}"`);
}

export async function runGroupFlow({ context, origin, rootPassword }) {
  const { teacher, student, suffix, rootToken } = await prepareUsers(origin, rootPassword);
  const name = `Flow group ${suffix}`;
  const shortName = `G${suffix.toUpperCase().replace(/[^A-Z0-9]/g, '')}`.slice(0, 10);
  const reason = 'I am in the algorithms class';
  const announcement = `Meeting ${suffix}`;
  const page = await context.newPage();
  try {
    step('group: the teacher, who has solved nothing, reads the rule instead of the create form');
    await signInAs(page, origin, teacher);
    await page.goto(`${origin}/group?l=en-US`);
    await expectText(
      page.getByTestId('group-create-rule'),
      'Please solve at least 100 problems first',
      'the group-creation rule',
    );
    if ((await page.getByTestId('group-create').count()) !== 0)
      throw new Error('the create button is offered to a user the server refuses');

    step('group: the teacher creates a protected group in the browser');
    await api(origin, 'PUT', '/api/admin/switch/update', {
      token: rootToken,
      body: { defaultCreateGroupACInitValue: 0 },
    });
    await page.reload();
    await page.getByTestId('group-create').click();
    const form = page.getByTestId('group-create-form');
    await form.locator('input[name="name"]').fill(name);
    await form.locator('input[name="shortName"]').fill(shortName);
    await form.locator('input[name="brief"]').fill('Weekly practice');
    await form.locator('select[name="auth"]').selectOption('2');
    await form.locator('input[name="code"]').fill('abcd');
    await form.locator('textarea[name="description"]').fill('# Welcome\n\nWe meet **every Friday**.');
    await page.getByTestId('group-create-submit').click();
    await page.waitForURL(/\/group\/\d+$/, { timeout: 15_000 });
    const gid = Number(new URL(page.url()).pathname.split('/').pop());
    await expectText(page.getByTestId('group-name'), name, 'the new group');
    await page.getByTestId('group-disband').waitFor();

    step('group: the teacher posts an announcement in the Announcement tab');
    await page.getByTestId('group-tabs').locator('a[href$="/announcement"]').click();
    await page.getByTestId('group-announcement-create').click();
    await page.locator('input[name="title"]').fill(announcement);
    await page.locator('textarea[name="content"]').fill('Bring a **laptop**.');
    await page.getByTestId('group-announcement-save').click();
    await page.getByTestId('group-announcement-admin-row').filter({ hasText: announcement }).waitFor();

    step('group: the student finds the group, sees its card only, and applies with a reason');
    await signInAs(page, origin, student);
    await page.goto(`${origin}/group`);
    const search = page.locator('input[type="search"]');
    await search.fill(name);
    await search.press('Enter');
    const card = page.getByTestId('group-card').filter({ hasText: name });
    await card.waitFor();
    await card.click();
    await page.waitForURL(`${origin}/group/${gid}`);
    await page.getByTestId('group-outsider').waitFor();
    if ((await page.getByTestId('group-tabs').count()) !== 0) throw new Error('an outsider sees the tabs');
    await page.getByTestId('group-apply').click();
    await page.locator('textarea[name="reason"]').fill(reason);
    await page.getByTestId('group-apply-submit').click();
    await page.getByTestId('group-applying').waitFor();
    if (!(await page.getByTestId('group-applying').isDisabled())) throw new Error('Applying is not disabled');

    step('group: the teacher accepts the application in the Member tab');
    await signInAs(page, origin, teacher);
    await page.goto(`${origin}/group/${gid}/member`);
    const application = page.locator(`[data-testid="group-application"][data-username="${student}"]`);
    await expectText(application.getByTestId('group-application-reason'), reason, 'the application');
    await application.getByTestId('group-application-accept').click();
    await page.locator(`[data-testid="group-member"][data-username="${student}"]`).waitFor();
    await application.waitFor({ state: 'detached' });

    step('group: the student sees the group home and its announcement');
    await signInAs(page, origin, student);
    await page.goto(`${origin}/group/${gid}`);
    await page.getByTestId('group-tabs').waitFor();
    await page.getByTestId('group-exit').waitFor();
    await page.getByTestId('group-description').locator('strong', { hasText: 'every Friday' }).waitFor();
    const item = page.getByTestId('group-home-announcement').filter({ hasText: announcement });
    await item.click();
    await page.getByTestId('group-announcement-content').locator('strong', { hasText: 'laptop' }).waitFor();
    await page.keyboard.press('Escape');

    step('group: the group page fits a phone');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/group/${gid}`);
    await page.getByTestId('group-tabs').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 1) throw new Error(`the group page is ${overflow}px wider than a phone`);
    await page.setViewportSize({ width: 1440, height: 900 });
  } finally {
    await page.close();
  }
}
