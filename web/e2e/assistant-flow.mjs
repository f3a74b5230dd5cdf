/**
 * The problem assistant against a fake OpenAI-compatible model (server/test/fake-model): root
 * points the site at it; a student opens the assistant on a problem page, sees a slow reply come in
 * piece by piece, stops a second one (marked unfinished, and the model request is aborted), closes
 * and reopens the dialog with the conversation still there, then finds it on /chat and opens it;
 * with the editor's hint switch on, a Wrong Answer gets a "Why?" that asks the assistant by itself.
 * The settings are put back and the fake model closed at the end.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { api } from './lib/api.mjs';
import { setEditorCode } from './lib/browser.mjs';
import { waitFor } from './lib/processes.mjs';
import { logIn, useSession } from './lib/session.mjs';
import { step } from './student-flow.mjs';

const { startFakeModelServer } = createRequire(import.meta.url)(
  '../../server/test/fake-model/fake-model-server.js',
);
const PASSWORD = 'Secret123';
const WRONG = 'a, b = map(int, input().split())\nprint(a - b)\n';

/** The text of the conversation's last reply, and whether it is still streaming. */
async function lastReply(dialog) {
  const replies = dialog.locator('[data-testid="assistant-message"][data-role="assistant"]');
  const count = await replies.count();
  const text = count ? (await replies.nth(count - 1).innerText()).trim() : '';
  const streaming = await dialog.getByTestId('assistant-stop').isVisible();
  return { count, text, streaming };
}

/** Waits until the last reply shows some text while it is still being written; answers that text. */
async function partialReply(dialog, replies) {
  let partial = null;
  await waitFor(
    async () => {
      const reply = await lastReply(dialog);
      if (reply.count >= replies && reply.streaming && reply.text && reply.text !== 'Thinking…')
        partial = reply.text;
      return partial !== null;
    },
    { timeoutMs: 20_000, intervalMs: 50, what: 'a part of the reply while it streams' },
  );
  return partial;
}

export async function runAssistantFlow({ context, origin, rootPassword, problemId, screenshotsDir }) {
  mkdirSync(screenshotsDir, { recursive: true });
  const fake = await startFakeModelServer();
  const { token } = await logIn(origin, 'root', rootPassword);
  const page = await context.newPage();
  try {
    step('assistant: root points the site at the fake model');
    await api(origin, 'PUT', '/api/admin/config/set-assistant-config', {
      token,
      body: { enabled: true, baseUrl: fake.baseUrl, model: 'fake-model' },
    });
    const student = `ast${Date.now().toString(36).slice(-6)}`;
    await api(origin, 'POST', '/api/admin/user/insert-batch-user', {
      token,
      body: { users: [[student, PASSWORD, `${student}@example.com`]] },
    });
    await useSession(page, origin, await logIn(origin, student, PASSWORD));
    await page.setViewportSize({ width: 1366, height: 800 });

    step('assistant: the dialog opens from the problem page with the focus in the question box');
    await page.goto(`${origin}/problem/${problemId}?l=en-US`);
    await page.getByTestId('assistant-open').click();
    const dialog = page.getByTestId('assistant-dialog');
    const box = dialog.getByTestId('assistant-input');
    await box.waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('data-testid') === 'assistant-input',
    );

    step('assistant: a slow reply appears piece by piece');
    await box.fill('What is the idea of this problem? [slow]');
    await box.press('Enter');
    const partial = await partialReply(dialog, 1);
    await dialog.getByTestId('assistant-stop').waitFor({ state: 'detached', timeout: 30_000 });
    const whole = (await lastReply(dialog)).text;
    if (!whole.includes('[slow]') || whole.length <= partial.length)
      throw new Error(
        `the reply did not grow: first ${JSON.stringify(partial)}, then ${JSON.stringify(whole)}`,
      );
    if ((await dialog.getByTestId('assistant-unfinished').count()) !== 0)
      throw new Error('a complete reply is marked unfinished');

    step('assistant: Stop cuts the next reply short, marks it unfinished and aborts the model request');
    const abortedBefore = fake.stats.aborted;
    await box.fill('And how do I read the input? [slow]');
    await dialog.getByTestId('assistant-send').click();
    await partialReply(dialog, 2);
    await dialog.getByTestId('assistant-stop').click();
    await dialog.getByTestId('assistant-unfinished').waitFor();
    await waitFor(() => fake.stats.aborted > abortedBefore, {
      timeoutMs: 10_000,
      what: 'the model request to be aborted',
    });

    step('assistant: closed and reopened, the dialog shows the same conversation');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('assistant-open').click();
    await dialog.getByTestId('assistant-input').waitFor();
    const messages = dialog.getByTestId('assistant-message');
    await waitFor(async () => (await messages.count()) === 4, { timeoutMs: 10_000 }).catch(async () => {
      const shown = await messages.allInnerTexts();
      throw new Error(`the reopened dialog shows ${JSON.stringify(shown)}, not the four messages`);
    });
    await dialog.getByTestId('assistant-unfinished').waitFor();
    await dialog.getByText('What is the idea of this problem? [slow]').first().waitFor();
    await page.screenshot({ path: join(screenshotsDir, 'assistant-dialog.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(screenshotsDir, 'assistant-dialog-phone.png') });
    await page.setViewportSize({ width: 1366, height: 800 });

    step('assistant: /chat lists the conversation and continues it');
    await page.goto(`${origin}/chat`);
    const row = page.getByTestId('assistant-session').filter({ hasText: problemId }).first();
    await row.waitFor();
    await row.getByTestId('assistant-session-open').click();
    const open = page.getByTestId('assistant-open-session');
    await open.getByText('And how do I read the input? [slow]').first().waitFor();
    await page.screenshot({ path: join(screenshotsDir, 'assistant-chat-page.png') });
    const href = await open.getByTestId('assistant-to-problem').getAttribute('href');
    if (href !== `/problem/${problemId}`) throw new Error(`the conversation links to ${href}`);

    step(
      'assistant: with the hint switch on, a Wrong Answer gets a "Why?" that asks the assistant by itself',
    );
    await open.getByTestId('assistant-to-problem').click();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('setting-assistantHints').check();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByTestId('language-select').selectOption('Python3');
    await setEditorCode(page, WRONG);
    await page.getByTestId('submit-code').click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-testid="submission-status"] [data-status]')
          ?.getAttribute('data-status') === '-1',
      undefined,
      { timeout: 90_000 },
    );
    await page.getByTestId('assistant-why').click();
    await dialog.getByRole('heading', { name: /^Why\? · submission #\d+$/ }).waitFor();
    await dialog
      .locator('[data-testid="assistant-message"][data-role="user"]')
      .getByText('Why did my submission get Wrong Answer?')
      .waitFor();
    await waitFor(
      async () =>
        (await lastReply(dialog)).text.includes('Wrong Answer') && !(await lastReply(dialog)).streaming,
      {
        timeoutMs: 20_000,
        what: 'the reply to the hint question',
      },
    );
  } finally {
    await page.close();
    await api(origin, 'PUT', '/api/admin/config/set-assistant-config', {
      token,
      body: { baseUrl: '', model: '' },
    }).catch(() => undefined);
    await fake.close();
  }
}
