/**
 * The shell's instant-messaging chat in two browsers. Root turns the site's `imchat` switch on;
 * user A finds user B by name and writes to them (markdown); B, in a browser of their own, sees
 * the launcher's unread badge count up without a reload, opens the conversation (the badge
 * clears), sees A typing and answers; A sends an image made in the page, and both see it
 * (screenshots of the panel on a desktop and a phone). B blocks A, whose next message is refused
 * with why, and unblocks them. B reports A's first message, and root marks the report handled in
 * the back office. The switch is put back at the end.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { api } from './lib/api.mjs';
import { launchBrowser } from './lib/browser.mjs';
import { logIn, useSession } from './lib/session.mjs';
import { step } from './student-flow.mjs';

const PASSWORD = 'Secret123';

/** A small PNG drawn by the page itself, as the bytes a file picker would hand over. */
async function drawPng(page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 24;
    canvas.height = 16;
    const context = canvas.getContext('2d');
    context.fillStyle = '#2563eb';
    context.fillRect(0, 0, 24, 16);
    context.fillStyle = '#f59e0b';
    context.fillRect(6, 4, 12, 8);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Waits until the page's log shows a message holding the text; answers its element. */
async function messageWith(page, text) {
  const message = page.getByTestId('chat-message').filter({ hasText: text }).first();
  await message.waitFor({ timeout: 15_000 });
  return message;
}

/** Waits until the image message of the log has loaded (a broken image has no natural width). */
async function imageShown(page, who) {
  const image = page.getByTestId('chat-message-image').last();
  await image.waitFor({ timeout: 15_000 });
  await page
    .waitForFunction(
      () => {
        const images = document.querySelectorAll('[data-testid="chat-message-image"]');
        const last = images[images.length - 1];
        return last instanceof HTMLImageElement && last.complete && last.naturalWidth === 24;
      },
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => {
      throw new Error(`${who} does not see the image loaded`);
    });
}

/** Waits until the server lists the user among those the session's owner blocked. */
async function waitForBlocked(origin, token, username) {
  for (let tries = 0; tries < 50; tries++) {
    const { data } = await api(origin, 'GET', '/api/im/blocked', { token });
    if (data.some((user) => user.username === username)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${username} was never blocked`);
}

export async function runChatFlow({ context, origin, rootPassword, tempDir, screenshotsDir }) {
  mkdirSync(screenshotsDir, { recursive: true });
  const { token } = await logIn(origin, 'root', rootPassword);
  const { data: before } = await api(origin, 'GET', '/api/admin/config/get-site-config', { token });
  const suffix = Date.now().toString(36).slice(-5);
  const [nameA, nameB] = [`ima${suffix}`, `imb${suffix}`];
  const pageA = await context.newPage();
  const browserB = await launchBrowser(join(tempDir, 'chat-profile-b'));
  const errorsB = [];
  try {
    step('chat: root turns the chat on; two users sign in, each in a browser of their own');
    await api(origin, 'PUT', '/api/admin/config/set-web-config', { token, body: { imchat: true } });
    await api(origin, 'POST', '/api/admin/user/insert-batch-user', {
      token,
      body: { users: [nameA, nameB].map((name) => [name, PASSWORD, `${name}@example.com`]) },
    });
    await useSession(pageA, origin, await logIn(origin, nameA, PASSWORD));
    const pageB = await browserB.newPage();
    pageB.on('pageerror', (error) => errorsB.push(error.message));
    const sessionB = await logIn(origin, nameB, PASSWORD);
    await useSession(pageB, origin, sessionB);
    await pageA.goto(`${origin}/home?l=en-US`);
    await pageB.goto(`${origin}/home?l=en-US`);
    await pageB.getByTestId('chat-launcher').waitFor();
    if ((await pageB.getByTestId('chat-unread').count()) !== 0)
      throw new Error("B's chat badge shows unread messages on a fresh account");

    step('chat: A finds B by name and writes to them');
    await pageA.getByTestId('chat-launcher').click();
    const panelA = pageA.getByTestId('chat-panel');
    await panelA.getByTestId('chat-search').fill(nameB);
    await panelA.locator(`[data-testid="chat-search-open"][data-username="${nameB}"]`).click();
    await panelA.getByTestId('chat-peer-name').filter({ hasText: nameB }).waitFor();
    const inputA = panelA.getByTestId('chat-input');
    await inputA.fill('Hello from **A**');
    await inputA.press('Enter');
    const sent = await messageWith(pageA, 'Hello from');
    await sent.locator('strong', { hasText: 'A' }).waitFor();
    if ((await inputA.inputValue()) !== '')
      throw new Error("A's box is not emptied once the message is sent");

    step("chat: B's badge counts the message without a reload");
    await pageB.getByTestId('chat-unread').filter({ hasText: '1' }).waitFor({ timeout: 15_000 });

    step('chat: B opens the conversation; the badge clears, and B sees A typing and answers');
    await pageB.getByTestId('chat-launcher').click();
    const panelB = pageB.getByTestId('chat-panel');
    const row = panelB.locator(`[data-testid="chat-conversation"]`).filter({ hasText: nameA });
    await row.getByTestId('chat-conversation-unread').waitFor();
    await row.click();
    const received = await messageWith(pageB, 'Hello from');
    await received.locator('strong', { hasText: 'A' }).waitFor();
    await panelB
      .getByTestId('chat-peer-status')
      .filter({ hasText: /^online$/ })
      .waitFor({ timeout: 15_000 });
    await inputA.fill('still typ');
    await panelB.getByTestId('chat-peer-status').filter({ hasText: 'typing' }).waitFor({ timeout: 10_000 });
    await inputA.fill('');
    const inputB = panelB.getByTestId('chat-input');
    await inputB.fill('Hi A, nice to meet you');
    await inputB.press('Enter');
    await messageWith(pageB, 'nice to meet you');
    await messageWith(pageA, 'nice to meet you');
    await panelB.getByTestId('chat-close').click();
    await pageB.getByTestId('chat-launcher').waitFor();
    await pageB.waitForTimeout(500);
    if ((await pageB.getByTestId('chat-unread').count()) !== 0)
      throw new Error("B's badge still counts a conversation B read");
    const { data: initB } = await api(origin, 'GET', '/api/im/init', { token: sessionB.token });
    const unreadB = initB.conversations.reduce((sum, conversation) => sum + conversation.unread, 0);
    if (unreadB !== 0) throw new Error(`the server still counts ${unreadB} unread for B`);

    step('chat: A sends an image made in the page; both see it');
    await pageA.getByTestId('chat-image-input').setInputFiles({
      name: 'drawing.png',
      mimeType: 'image/png',
      buffer: await drawPng(pageA),
    });
    await imageShown(pageA, 'A');
    await pageB.getByTestId('chat-unread').filter({ hasText: '1' }).waitFor({ timeout: 15_000 });
    await pageB.getByTestId('chat-launcher').click();
    await panelB.locator(`[data-testid="chat-conversation"]`).filter({ hasText: nameA }).click();
    await imageShown(pageB, 'B');
    await pageB.screenshot({ path: join(screenshotsDir, 'chat-panel.png') });
    await pageB.setViewportSize({ width: 390, height: 844 });
    await pageB.screenshot({ path: join(screenshotsDir, 'chat-panel-phone.png') });

    step("chat: B blocks A; A's message is refused with why; B unblocks and A writes again");
    await pageB.setViewportSize({ width: 1440, height: 900 });
    await panelB.getByTestId('chat-conversation-menu').click();
    await panelB.getByTestId('chat-block').click();
    await pageB.getByTestId('confirm-ok').click();
    await waitForBlocked(origin, sessionB.token, nameA);
    await inputA.fill('Are you there?');
    await inputA.press('Enter');
    await pageA
      .getByTestId('chat-send-error')
      .filter({ hasText: 'This user does not take your messages' })
      .waitFor({ timeout: 15_000 });
    await panelB.getByTestId('chat-conversation-menu').click();
    await panelB.getByTestId('chat-block').filter({ hasText: 'Unblock' }).click();
    await inputA.press('Enter');
    await messageWith(pageB, 'Are you there?');

    step('chat: B reports the first message; root finds it in the back office and marks it handled');
    const first = await messageWith(pageB, 'Hello from');
    await first.getByTestId('chat-message-menu').click();
    await first.getByTestId('chat-message-report').click();
    await pageB.getByTestId('chat-report-reason').fill('Flow report: rude');
    await pageB.getByTestId('chat-report-submit').click();
    await pageB.getByTestId('chat-report-reason').waitFor({ state: 'detached' });
    await useSession(pageA, origin, { token, user: (await logIn(origin, 'root', rootPassword)).user });
    await pageA.goto(`${origin}/admin/chat-report?l=en-US`);
    const report = pageA.getByTestId('chat-reports').locator('tr').filter({ hasText: 'Flow report: rude' });
    await report.getByText('Hello from').waitFor();
    await report.getByTestId('chat-report-handled').click();
    await report.getByTestId('chat-report-handled').filter({ hasText: 'Handled' }).waitFor();
    if (errorsB.length) throw new Error(`B's page failed: ${errorsB.join('; ')}`);
  } finally {
    await pageA.close();
    await browserB.close();
    await api(origin, 'PUT', '/api/admin/config/set-web-config', {
      token,
      body: { imchat: Boolean(before.imchat) },
    });
  }
}
