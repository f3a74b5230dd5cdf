/**
 * Keyboard, screen-reader and small-confusion checks at a laptop (1366×800) and a phone
 * (390×844) size: the skip link, the login dialog's focus, the server captcha after failed
 * logins, the return to the asked-for page, field errors that follow their field, the reset page
 * without a link, the user home's AC rate and heatmap, navigation without "coming soon" entries,
 * and axe-core on every page with no serious or critical violation (and on the back office at a
 * tablet's 820 px, where its menu is a button).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { step } from './student-flow.mjs';
import { api } from './lib/api.mjs';
import { ADMIN_PATHS } from './lib/admin-paths.mjs';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const SIZES = [
  { name: 'laptop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];
/** Route prefixes of the areas not built yet, read from the app's own list (web/src/app/unbuilt-areas.ts). */
const UNBUILT = unbuiltPrefixes();

function unbuiltPrefixes() {
  const source = readFileSync(new URL('../src/app/unbuilt-areas.ts', import.meta.url), 'utf8');
  const start = source.indexOf('= {', source.indexOf('UNBUILT_AREAS'));
  // Not found means the file changed shape; an empty table (every area built) is fine.
  if (start < 0) throw new Error('the UNBUILT_AREAS table was not found in unbuilt-areas.ts');
  const table = source.slice(start, source.indexOf('}', start));
  const paths = [...table.matchAll(/'([^']+)'/g)].map((match) => `/${match[1].replace(/\/\*$/, '')}`);
  return [...new Set(paths)];
}

async function signIn(origin, username, password) {
  const { data, token } = await api(origin, 'POST', '/api/login', { body: { username, password } });
  return { token, user: data };
}

/** Puts a session into the page's storage, as a login in another tab would. */
async function useSession(page, origin, session) {
  await page.goto(`${origin}/home`);
  await page.evaluate(({ token, user }) => {
    localStorage.clear();
    if (!token) return;
    localStorage.setItem('token', token);
    localStorage.setItem('authed', 'true');
    localStorage.setItem('userInfo', JSON.stringify(user));
  }, session ?? {});
}

/**
 * Waits until the page's content is in: some text in the main area, and its loading spinners
 * gone (a spinner that stays, such as a judging one, is part of the page and is scanned too).
 */
async function settle(page) {
  await page.waitForFunction(() => (document.querySelector('main') ?? document.body).innerText.trim(), null, {
    timeout: 30_000,
  });
  await page
    .waitForFunction(() => !document.querySelector('main .animate-spin'), null, { timeout: 10_000 })
    .catch(() => {});
  await page.waitForTimeout(300);
}

/** Runs axe-core in the page; returns its serious and critical violations. */
async function axeViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.slice(0, 4).map((node) => `${node.target.join(' ')} — ${node.failureSummary}`),
      }));
  });
}

async function expectTrue(page, fn, arg, message) {
  if (!(await page.evaluate(fn, arg))) throw new Error(message);
}

async function checkSkipLinkAndNavigation(page, origin, size) {
  step(`${size.name}: the first Tab stop is the skip link, and it moves focus to the content`);
  await page.goto(`${origin}/problem`);
  await settle(page);
  await page.keyboard.press('Tab');
  const first = await page.evaluate(
    () => `${document.activeElement?.outerHTML.slice(0, 120)} in ${document.body.innerText.slice(0, 200)}`,
  );
  if (!first?.includes('data-testid="skip-link"')) throw new Error(`the first Tab stop is ${first}`);
  const link = page.getByTestId('skip-link');
  const box = await link.boundingBox();
  if (!box || box.width < 20) throw new Error('the focused skip link is not visible');
  await page.keyboard.press('Enter');
  await expectTrue(
    page,
    () => document.activeElement?.id === 'main-content',
    null,
    'the skip link left focus',
  );

  step(`${size.name}: the navigation has no entry of an area not built yet`);
  if (size.width < 1050) await page.getByTestId('nav-drawer-toggle').click();
  const scope = size.width < 1050 ? page.getByTestId('mobile-drawer') : page.locator('header');
  // The drawer loads on first use: wait for its links, as a user's eyes would.
  await scope.locator('a[href="/problem"]').first().waitFor();
  const hrefs = await scope.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  const leaks = hrefs.filter((href) => UNBUILT.some((prefix) => href?.startsWith(prefix)));
  if (leaks.length > 0) throw new Error(`the navigation links to areas not built yet: ${leaks.join(', ')}`);
  if (!hrefs.includes('/problem') || !hrefs.includes('/contest'))
    throw new Error(`the navigation lost built areas: ${hrefs.join(', ')}`);
  if (size.width < 1050) {
    step(`${size.name}: the menu drawer holds focus, and Escape gives it back to the menu button`);
    await page
      .waitForFunction(
        () =>
          Boolean(
            document.activeElement
              ?.closest('[role="dialog"]')
              ?.querySelector('[data-testid="mobile-drawer"]'),
          ),
        null,
        {
          timeout: 5_000,
        },
      )
      .catch(async () => {
        const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
        throw new Error(`focus is not inside the open drawer but on ${focused}`);
      });
    await page.keyboard.press('Escape');
    await page.getByTestId('mobile-drawer').waitFor({ state: 'detached' });
    // Focus comes back once the dialog has let go of it, a task after it closes.
    await page
      .waitForFunction(
        () => document.activeElement?.getAttribute('data-testid') === 'nav-drawer-toggle',
        null,
        {
          timeout: 3_000,
        },
      )
      .catch(async () => {
        const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
        throw new Error(`focus did not return to the menu button but is on ${focused}`);
      });
  }
}

async function checkLoginDialog(page, origin, size, student, violations) {
  step(`${size.name}: a logged-out visit to /setting opens the login dialog with the username focused`);
  await useSession(page, origin, null);
  await page.goto(`${origin}/setting`);
  await page.waitForURL(`${origin}/home`);
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('login-form').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'username', null, {
    timeout: 5_000,
  });

  step(`${size.name}: Tab and Shift+Tab keep focus inside the dialog`);
  for (const key of [
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
  ]) {
    await page.keyboard.press(key);
    await expectTrue(
      page,
      () => Boolean(document.activeElement?.closest('[role="dialog"]')),
      null,
      `focus left the login dialog after ${key}`,
    );
  }
  violations.push(...(await axeViolations(page)).map((v) => ({ ...v, page: `${size.name} login dialog` })));

  step(`${size.name}: a reload of /home does not lose the asked-for page`);
  await page.reload();
  await page.getByTestId('nav-login').click();
  await page.getByRole('dialog').getByTestId('login-form').waitFor();

  step(`${size.name}: the login, by keyboard only, returns to /setting`);
  await page.locator('input[name="username"]').focus();
  await page.keyboard.insertText(student.username);
  await page.keyboard.press('Tab');
  await page.keyboard.insertText(student.password);
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/setting`, { timeout: 15_000 });
  await page.getByRole('heading', { level: 2 }).first().waitFor();

  step(`${size.name}: the user menu has no entry of an area not built yet`);
  await page.getByTestId('user-menu').click();
  const menuLinks = await page
    .locator('header a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  if (!menuLinks.includes('/setting')) throw new Error('the user menu did not open');
  const menuLeaks = menuLinks.filter((href) => UNBUILT.some((prefix) => href?.startsWith(prefix)));
  if (menuLeaks.length > 0) throw new Error(`the user menu links to unbuilt areas: ${menuLeaks.join(', ')}`);
  await page.keyboard.press('Escape');

  step(`${size.name}: a field error goes away as soon as the field is fixed`);
  const form = page.locator('form').filter({ has: page.locator('input[name="newPasswordAgain"]') });
  await form.getByRole('button').click();
  const oldPassword = form.locator('input[name="oldPassword"]');
  await expectTrue(
    page,
    () => document.querySelector('input[name="oldPassword"]')?.getAttribute('aria-invalid') === 'true',
    null,
    'no error on an empty old password',
  );
  await oldPassword.fill('123');
  await expectTrue(
    page,
    () => document.querySelector('input[name="oldPassword"]')?.getAttribute('aria-invalid') === 'true',
    null,
    'a too short password lost its error',
  );
  await oldPassword.fill('123456');
  await page.waitForFunction(
    () => document.querySelector('input[name="oldPassword"]')?.getAttribute('aria-invalid') === 'false',
  );
  if ((await form.locator('#field-oldPassword-error').count()) > 0)
    throw new Error('the fixed field still shows its error');
}

async function checkCaptchaAfterFailures(page, origin, size) {
  step(`${size.name}: no captcha on the first try; after 3 failures a captcha, checked by the server`);
  await useSession(page, origin, null);
  await page.goto(`${origin}/home`);
  await page.getByTestId('nav-login').click();
  const form = page.getByTestId('login-form');
  await form.waitFor();
  if ((await form.getByTestId('captcha-input').count()) > 0)
    throw new Error('a first login asks for a captcha');
  await form.locator('input[name="username"]').fill(`nobody-${size.name}`);
  await form.locator('input[name="password"]').fill('wrong-password');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await page.getByTestId('login-submit').click();
    await form.getByTestId('login-error').waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-testid="login-submit"]')?.disabled);
  }
  const image = form.getByTestId('captcha-image');
  await image.locator('img').waitFor();
  const box = await image.boundingBox();
  if (box.width < 150 || box.height < 50)
    throw new Error(`the captcha is squeezed into ${box.width}×${box.height} px`);
  await form.getByTestId('captcha-input').fill('zzzzz');
  const firstImage = await image.locator('img').getAttribute('src');
  await page.getByTestId('login-submit').click();
  await page.waitForFunction(
    (before) => document.querySelector('[data-testid="captcha-image"] img')?.getAttribute('src') !== before,
    firstImage,
  );
  const message = await form.getByTestId('login-error').innerText();
  if (!/captcha|验证码/i.test(message)) throw new Error(`a wrong captcha answered "${message}"`);
  await page.keyboard.press('Escape');
}

async function checkResetPage(page, origin, size) {
  step(`${size.name}: the reset page without a link takes the mailed code; the reset captcha is readable`);
  await useSession(page, origin, null);
  await page.goto(`${origin}/reset-password`);
  const form = page.getByTestId('reset-password-form');
  await form.locator('input[name="code"]').waitFor();
  await form.getByRole('button').click();
  if ((await form.locator('#field-code-error').count()) === 0)
    throw new Error('an empty code shows no error');
  await form.locator('input[name="code"]').fill('abc');
  if ((await form.locator('#field-code-error').count()) > 0) throw new Error('the typed code kept its error');
  await page.getByTestId('nav-login').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /忘记密码|Forgot password/ })
    .click();
  const captcha = page.getByTestId('reset-request-form').getByTestId('captcha-image');
  await captcha.locator('img').waitFor();
  const box = await captcha.boundingBox();
  if (box.width < 150 || box.height < 50)
    throw new Error(`the reset captcha is ${box.width}×${box.height} px`);
  await page.keyboard.press('Escape');
}

async function checkUserHome(page, origin, size, student) {
  step(
    `${size.name}: the user home's AC rate is the ACM rank's (solved over submissions); the heatmap is labelled`,
  );
  const { data } = await api(origin, 'GET', `/api/get-rank-list?type=0&searchUser=${student.username}`);
  const row = data.records.find((record) => record.username === student.username);
  const expected = `${(row?.acRate ?? 0).toFixed(2)}%`;
  await page.goto(`${origin}/user-home?username=${student.username}&l=en-US`);
  const profile = page.getByTestId('user-profile');
  await profile.waitFor();
  const rate = await profile.getByText('AC rate').evaluate((dt) => dt.nextElementSibling?.textContent);
  if (rate !== expected) throw new Error(`the AC rate reads ${rate}, expected ${expected}`);
  const heatmap = page.getByTestId('heatmap');
  const months = await heatmap.getByTestId('heatmap-month').count();
  const weekdays = await heatmap.getByTestId('heatmap-weekday').allTextContents();
  if (months < 12) throw new Error(`the heatmap names ${months} months`);
  if (weekdays.join(' ') !== 'Mon Wed Fri')
    throw new Error(`the heatmap weekdays read ${weekdays.join(' ')}`);
  await heatmap.getByTestId('heatmap-legend').getByText('Less').waitFor();
  await heatmap.getByTestId('heatmap-legend').getByText('More').waitFor();
}

async function checkDifficultyNames(page, origin, size) {
  step(`${size.name}: difficulty chips read as plain words in both languages`);
  await page.goto(`${origin}/problem?l=en-US`);
  await page.getByTestId('difficulty-tag').first().waitFor();
  const english = await page.getByTestId('difficulty-tag').first().innerText();
  if (!/^[A-Z][a-z]+( [a-z]+)?$/.test(english)) throw new Error(`an English difficulty reads "${english}"`);
  await page.goto(`${origin}/problem?l=zh-CN`);
  await page.getByTestId('difficulty-tag').first().waitFor();
  const chinese = await page.getByTestId('difficulty-tag').first().innerText();
  if (!/[\u4e00-\u9fa5]/.test(chinese)) throw new Error(`a Chinese difficulty reads "${chinese}"`);
}

/** Every page of the app, as a visitor, a student and root would open it. */
function pagesToScan({ problemId, submitId, contestId, groupId, student }) {
  const groupTabs = ['', '/problem', '/training', '/homework', '/contest', '/status', '/member', '/rank'];
  const home = `/user-home?username=${encodeURIComponent(student.username)}`;
  return [
    { as: null, path: '/home' },
    { as: null, path: '/problem' },
    { as: null, path: `/problem/${problemId}` },
    { as: null, path: '/status' },
    { as: null, path: '/contest' },
    { as: null, path: '/reset-password' },
    { as: null, path: '/no-such-page' },
    { as: null, path: '/ojide' },
    { as: 'student', path: `/problem/${problemId}` },
    { as: 'student', path: `/submission-detail/${submitId}` },
    { as: 'student', path: `/contest/${contestId}` },
    { as: 'student', path: `/contest/${contestId}/problems` },
    { as: 'student', path: `/contest/${contestId}/rank` },
    { as: 'student', path: home },
    { as: 'student', path: '/setting' },
    { as: 'student', path: '/ojide' },
    { as: 'root', path: '/admin/contest' },
    { as: 'root', path: '/admin/contest/create' },
    { as: 'root', path: `/admin/contest/${contestId}/edit` },
    { as: 'root', path: `/admin/contest/${contestId}/problems` },
    { as: 'root', path: `/admin/contest/${contestId}/announcement` },
    { as: 'student', path: '/group' },
    ...groupTabs.map((tab) => ({ as: 'root', path: `/group/${groupId}${tab}` })),
    { as: 'root', path: '/admin/class' },
    { as: 'root', path: '/admin/homework' },
    { as: 'root', path: `/admin/class/homeworkList/${groupId}` },
    { as: 'root', path: '/admin/student' },
  ];
}

async function scanPages(page, origin, size, sessions, fixtures, violations) {
  let current;
  for (const target of pagesToScan(fixtures)) {
    if (current !== target.as) {
      await useSession(page, origin, target.as ? sessions[target.as] : null);
      current = target.as;
    }
    for (const language of ['zh-CN', 'en-US']) {
      if (language === 'en-US' && target.as === 'root') continue;
      const separator = target.path.includes('?') ? '&' : '?';
      await page.goto(`${origin}${target.path}${separator}l=${language}`);
      await settle(page).catch(async (error) => {
        const seen = (await page.content()).slice(0, 600);
        throw new Error(
          `${target.path} (${language}) did not load at ${page.url()}: ${error.message}\n${seen}`,
        );
      });
      if (target.path.startsWith('/problem/') || target.path === '/ojide')
        await page
          .locator('.monaco-editor')
          .first()
          .waitFor({ timeout: 60_000 })
          .catch(() => {});
      const found = await axeViolations(page);
      violations.push(...found.map((v) => ({ ...v, page: `${size.name} ${language} ${target.path}` })));
      if (target.path.startsWith('/problem/') && target.as === 'student') {
        // Typing in the editor is what the page is for: its state with the caret in the code.
        await page.locator('.monaco-editor .view-lines').first().click();
        const typing = await axeViolations(page);
        violations.push(
          ...typing.map((v) => ({ ...v, page: `${size.name} ${language} ${target.path}, editor focused` })),
        );
      }
    }
  }
}

/** The back office at a tablet's 820×1180, where its menu is a button: each section, and the menu opened. */
async function scanBackOfficeAtTablet(page, origin, root, violations) {
  step('tablet: axe-core on every back-office section as root, and on its opened menu');
  await page.setViewportSize({ width: 820, height: 1180 });
  await useSession(page, origin, root);
  for (const path of ADMIN_PATHS) {
    await page.goto(`${origin}${path}?l=zh-CN`);
    await settle(page);
    violations.push(...(await axeViolations(page)).map((v) => ({ ...v, page: `tablet ${path}` })));
  }
  await page.getByTestId('admin-menu-toggle').click();
  violations.push(
    ...(await axeViolations(page)).map((v) => ({ ...v, page: 'tablet back-office menu opened' })),
  );
}

/** Submits as the student through the API and waits for the final verdict. */
async function judged(origin, token, problemId, code) {
  const { data: submitted } = await api(origin, 'POST', '/api/submit-problem-judge', {
    token,
    body: { pid: problemId, language: 'Python3', code },
  });
  for (let poll = 0; poll < 180; poll += 1) {
    const { data } = await api(origin, 'GET', `/api/get-submission-detail?submitId=${submitted.submitId}`, {
      token,
    });
    if (![5, 6, 7].includes(data.submission.status)) return data.submission;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the extra submission was never judged');
}

export async function runAccessibilityFlow({ context, origin, problemId, student, rootPassword }) {
  const root = await signIn(origin, 'root', rootPassword);
  const studentSession = await signIn(origin, student.username, student.password);
  // A second accepted submission of the solved problem: accepted submissions (2) and solved
  // problems (1) over submissions now differ, so the AC rate shows which one it divides.
  await judged(origin, studentSession.token, problemId, 'a, b = map(int, input().split())\nprint(a + b)\n');
  const { data: submissions } = await api(origin, 'GET', '/api/get-submission-list?currentPage=1&limit=1', {
    token: studentSession.token,
  });
  const now = Date.now();
  const { data: contest } = await api(origin, 'POST', '/api/admin/contest', {
    token: root.token,
    body: {
      title: 'Accessibility Round',
      description: 'A contest for the page scan.',
      type: 0,
      auth: 0,
      startTime: new Date(now - 3600_000).toISOString(),
      endTime: new Date(now + 3600_000).toISOString(),
    },
  });
  const { data: group } = await api(origin, 'POST', '/api/group', {
    token: root.token,
    body: { name: 'Accessibility class', shortName: 'AXE', brief: 'For the page scan.', auth: 1 },
  });
  const fixtures = {
    problemId,
    submitId: submissions.records[0].submitId,
    contestId: contest.id,
    groupId: group.id,
    student,
  };
  const sessions = { student: studentSession, root };

  const page = await context.newPage();
  const violations = [];
  try {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      await checkSkipLinkAndNavigation(page, origin, size);
      await checkLoginDialog(page, origin, size, student, violations);
      await checkCaptchaAfterFailures(page, origin, size);
      await checkResetPage(page, origin, size);
      await checkUserHome(page, origin, size, student);
      await checkDifficultyNames(page, origin, size);
      step(`${size.name}: axe-core on every page, logged out, as a student and as root`);
      await scanPages(page, origin, size, sessions, fixtures, violations);
    }
    await scanBackOfficeAtTablet(page, origin, root, violations);
  } finally {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.close();
  }
  if (violations.length > 0) {
    const lines = violations.map(
      (v) => `[${v.page}] ${v.impact} ${v.id}: ${v.help}\n      ${v.nodes.join('\n      ')}`,
    );
    throw new Error(
      `axe-core found ${violations.length} serious or critical violations:\n${lines.join('\n')}`,
    );
  }
  console.log('  • axe-core: 0 serious or critical violations on every page at each size');
}
