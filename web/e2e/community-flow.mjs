/**
 * The community in two browsers. The fresh site already has discussion categories, and user A,
 * who has solved nothing, reads the posting rule instead of a Post button until root lowers it.
 * User A then posts a discussion whose title, description and content
 * carry script payloads and comments on it; user B, in a browser of their own, opens it, comments,
 * replies to A's comment and likes the discussion. A's unread badge rises without a reload (the
 * socket push), A reads the reply and the like in the message centre, and no payload ever runs:
 * `window.__xss` stays unset in the list, the detail, the comments and the message centre. The
 * discussion list then fits a phone's width, and the back office lists the discussion; there
 * root adds, renames and deletes a category, and is told why one in use can not go.
 */
import { join } from 'node:path';
import { step } from './student-flow.mjs';
import { api } from './lib/api.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { logIn, useSession } from './lib/session.mjs';

const PAYLOAD = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
const PASSWORD = 'Secret123';

const DEFAULT_CATEGORIES = ['General', 'Solutions', 'Help', 'Off-topic'];

/**
 * Root opens the discussions with the spec's posting rule (10 solved problems, which the two new
 * users lack), lets users comment without solved problems and lifts the daily limit.
 */
async function prepareSite(origin, rootPassword) {
  const { token } = await logIn(origin, 'root', rootPassword);
  await api(origin, 'PUT', '/api/admin/switch/update', {
    token,
    body: {
      openPublicDiscussion: true,
      defaultCreateDiscussionACInitValue: 10,
      defaultCreateCommentACInitValue: 0,
      defaultCreateDiscussionDailyLimit: 100,
    },
  });
  const suffix = Date.now().toString(36).slice(-5);
  const names = [`cfa${suffix}`, `cfb${suffix}`];
  await api(origin, 'POST', '/api/admin/user/insert-batch-user', {
    token,
    body: { users: names.map((name) => [name, PASSWORD, `${name}@example.com`]) },
  });
  return { rootToken: token, names };
}

async function expectNoScriptRan(page, where) {
  // A broken <img> fires its onerror within a moment: give it that moment before looking.
  await page.waitForTimeout(300);
  const traces = await page.evaluate(() => ({
    flag: window.__xss,
    handlers: document.querySelectorAll('#root [onerror], #root [onload]').length,
    scripts: document.querySelectorAll('#root script').length,
  }));
  if (traces.flag !== undefined || traces.handlers || traces.scripts)
    throw new Error(`a payload got into ${where}: ${JSON.stringify(traces)}`);
}

async function expectText(locator, text, where) {
  const shown = await locator.textContent();
  if (!shown?.includes(text)) throw new Error(`${where} shows "${shown}", not the text "${text}"`);
}

async function writeComment(scope, text) {
  const editor = scope.getByTestId('comment-editor').last();
  await editor.locator('textarea').fill(text);
  await editor.getByTestId('comment-submit').click();
}

export async function runCommunityFlow({ context, origin, rootPassword, tempDir }) {
  const { names, rootToken } = await prepareSite(origin, rootPassword);
  const [nameA, nameB] = names;
  const sessionA = await logIn(origin, nameA, PASSWORD);
  const sessionB = await logIn(origin, nameB, PASSWORD);
  const title = `Hello ${PAYLOAD}`;
  const description = `About ${PAYLOAD}`;
  const commentA = `First comment ${PAYLOAD}`;

  const pageA = await context.newPage();
  const browserB = await launchBrowser(join(tempDir, 'chrome-profile-b'));
  const errorsB = [];
  try {
    step('community: the fresh site has categories; A, who has solved nothing, reads the rule first');
    await useSession(pageA, origin, sessionA);
    await pageA.goto(`${origin}/discussion?l=en-US`);
    const rule = pageA.getByTestId('discussion-post-rule');
    await expectText(rule, 'Please solve at least 10 problems first', 'the posting rule');
    if ((await pageA.getByTestId('discussion-post').count()) !== 0)
      throw new Error('the Post button is offered to a user the server refuses');
    const sidebar = pageA.getByTestId('category-sidebar');
    for (const name of DEFAULT_CATEGORIES) await sidebar.getByRole('button', { name, exact: true }).waitFor();
    await api(origin, 'PUT', '/api/admin/switch/update', {
      token: rootToken,
      body: { defaultCreateDiscussionACInitValue: 0 },
    });

    step('community: A posts a discussion carrying script in its title, description and content');
    await pageA.reload();
    await pageA.getByTestId('discussion-post').click();
    const form = pageA.getByTestId('discussion-form');
    await form.locator('input[name="title"]').fill(title);
    await form.locator('input[name="description"]').fill(description);
    await form.locator('select[name="categoryId"]').selectOption({ label: 'General' });
    await form
      .locator('textarea[name="content"]')
      .fill(`**Bold** text\n\n${PAYLOAD}\n\n[link](javascript:window.__xss=1)`);
    await pageA.getByTestId('discussion-submit').click();
    const row = pageA.getByTestId('discussion-row').filter({ hasText: title }).first();
    await row.waitFor({ timeout: 15_000 });
    await expectText(row.getByTestId('discussion-title'), title, 'the list title');
    await expectText(row.getByTestId('discussion-description'), description, 'the list description');
    await expectNoScriptRan(pageA, 'the discussion list');
    const did = await row.getAttribute('data-discussion-id');

    step('community: A reads it and comments; the markdown renders, the script does not');
    await row.getByTestId('discussion-title').click();
    await pageA.waitForURL(`${origin}/discussion-detail/${did}`);
    await expectText(pageA.getByTestId('discussion-detail-title'), title, 'the detail title');
    await pageA.getByTestId('discussion-content').locator('strong', { hasText: 'Bold' }).waitFor();
    await writeComment(pageA, commentA);
    await pageA.getByTestId('comment').filter({ hasText: 'First comment' }).waitFor();
    await expectNoScriptRan(pageA, 'the discussion detail');

    step('community: A waits on the home page; nothing of the community is unread yet');
    await pageA.goto(`${origin}/home`);
    await pageA.getByTestId('user-menu').waitFor();
    const { data: before } = await api(origin, 'GET', '/api/msg/unread', { token: sessionA.token });
    if (before.comment + before.reply + before.like !== 0)
      throw new Error(`A starts with unread reminders: ${JSON.stringify(before)}`);
    const unreadBefore = before.sys + before.mine;

    step('community: B, in a browser of their own, comments, replies to A and likes the discussion');
    const pageB = await browserB.newPage();
    pageB.on('pageerror', (error) => errorsB.push(error.message));
    await useSession(pageB, origin, sessionB);
    await pageB.goto(`${origin}/discussion-detail/${did}`);
    await expectText(pageB.getByTestId('discussion-detail-title'), title, "B's detail title");
    const commentOfA = pageB.getByTestId('comment').filter({ hasText: 'First comment' });
    // Comments are markdown: the raw HTML of the payload is dropped by the sanitiser, not shown.
    await expectText(commentOfA, 'First comment', "A's comment as B sees it");
    await writeComment(pageB.getByTestId('comment-area'), `Comment from B ${PAYLOAD}`);
    await pageB.getByTestId('comment').filter({ hasText: 'Comment from B' }).waitFor();
    await commentOfA.getByTestId('comment-reply').click();
    await writeComment(commentOfA, `Reply from B ${PAYLOAD}`);
    await commentOfA.getByTestId('reply').filter({ hasText: 'Reply from B' }).waitFor();
    await pageB.getByTestId('discussion-like').click();
    await pageB.waitForSelector('[data-testid="discussion-like"][aria-pressed="true"]');
    await expectNoScriptRan(pageB, "B's discussion page");

    step("community: A's unread badge rises without a reload");
    // The poll comes every 120 s: only the socket push brings the counts this soon.
    await pageA.waitForFunction(
      (wanted) => Number(document.querySelector('[data-testid="unread-total"]')?.textContent) >= wanted,
      unreadBefore + 3,
      { timeout: 20_000 },
    );
    await pageA.getByTestId('user-menu').click();
    for (const tab of ['discuss', 'reply', 'like']) {
      const entry = pageA.getByTestId(`user-menu-message-${tab}`);
      if (!/\d$/.test((await entry.textContent()) ?? '')) throw new Error(`no unread count on ${tab}`);
    }

    step('community: A reads the reply and the like in the message centre');
    await pageA.getByTestId('user-menu-message-reply').click();
    await pageA.waitForURL(`${origin}/message/reply`);
    const reply = pageA.getByTestId('reminder').first();
    await expectText(reply, nameB, 'the reply reminder');
    await expectText(reply.getByTestId('reminder-content'), `Reply from B ${PAYLOAD}`, 'the reply');
    await expectText(reply.getByTestId('reminder-quote'), commentA, 'the comment it answers');
    await pageA.getByTestId('message-tab-like').click();
    const like = pageA.getByTestId('reminder').filter({ hasText: nameB }).first();
    await like.waitFor();
    await expectText(like.getByTestId('reminder-source'), title, 'the liked discussion');
    await pageA.getByTestId('message-tab-discuss').click();
    // The like tab's list stays on screen until the comments arrive.
    await pageA.getByTestId('reminder').filter({ hasText: 'Comment from B' }).first().waitFor();
    await expectText(
      pageA.getByTestId('reminder').first(),
      `Comment from B ${PAYLOAD}`,
      'the comment reminder',
    );
    await pageA.waitForFunction(() => !document.querySelector('[data-testid="message-tab-badge-discuss"]'));
    await expectNoScriptRan(pageA, 'the message centre');

    step('community: the discussion list fits a phone');
    await pageA.setViewportSize({ width: 390, height: 844 });
    await pageA.goto(`${origin}/discussion`);
    await pageA.getByTestId('discussion-row').first().waitFor();
    const overflow = await pageA.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 1) throw new Error(`the discussion list is ${overflow}px wider than a phone`);
    await expectNoScriptRan(pageA, 'the phone list');
    await pageA.getByTestId('nav-drawer-toggle').click();
    await pageA.getByTestId('mobile-drawer').getByTestId('drawer-message-like').waitFor();
    await pageA.keyboard.press('Escape');

    step('community: the back office lists the discussion for an admin');
    await useSession(pageA, origin, await logIn(origin, 'root', rootPassword));
    await pageA.setViewportSize({ width: 1440, height: 900 });
    await pageA.goto(`${origin}/admin/discussion`);
    await pageA.getByTestId('admin-discussions').getByText(title).first().waitFor({ timeout: 15_000 });
    await expectNoScriptRan(pageA, 'the back office');

    step('community: root adds, renames and deletes a category; one in use stays, with the reason');
    await pageA.getByTestId('admin-tab-categories').click();
    const categories = pageA.getByTestId('admin-categories');
    await categories.locator('tr[data-category="General"]').waitFor();
    await pageA.getByTestId('admin-category-add').click();
    await pageA.getByRole('dialog').getByLabel('Category name').fill('Flow talk');
    await pageA.getByTestId('admin-category-save').click();
    await categories.locator('tr[data-category="Flow talk"]').waitFor();
    await categories.getByRole('button', { name: 'Edit Flow talk' }).click();
    await pageA.getByRole('dialog').getByLabel('Category name').fill('Flow chat');
    await pageA.getByTestId('admin-category-save').click();
    await categories.locator('tr[data-category="Flow chat"]').waitFor();
    await categories.getByRole('button', { name: 'Delete Flow chat' }).click();
    await pageA.getByTestId('confirm-ok').click();
    await categories.locator('tr[data-category="Flow chat"]').waitFor({ state: 'detached' });
    // A's discussion is filed under General.
    await categories.getByRole('button', { name: 'Delete General' }).click();
    await pageA.getByTestId('confirm-ok').click();
    await pageA
      .getByText('The category "General" is used by discussions and cannot be deleted')
      .first()
      .waitFor();
    await categories.locator('tr[data-category="General"]').waitFor();
    if (errorsB.length > 0) throw new Error(`B's page reported errors:\n${errorsB.join('\n')}`);
  } finally {
    await pageA.close();
    await browserB.close();
  }
}
