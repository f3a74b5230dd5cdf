/** System Chromium driven by playwright-core, with the flags that work on these machines. */
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `userDataDir` must be a fresh directory; the runner removes it afterwards. */
export async function launchBrowser(userDataDir) {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Records every request and WebSocket that leaves the app's own host. */
export function watchForeignRequests(context, origin) {
  const foreign = [];
  const host = new URL(origin).host;
  const check = (url) => {
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).host !== host) foreign.push(url);
  };
  context.on('request', (request) => check(request.url()));
  context.on('page', (page) => page.on('websocket', (socket) => check(socket.url())));
  return foreign;
}

/**
 * Keeps the API answers of 400 and above, and browser console errors, newest last: a failure seen
 * only in CI can then be read from its log (the flows close their pages before it reaches main).
 */
export function watchTrouble(context) {
  const trouble = [];
  const keep = (line) => {
    trouble.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (trouble.length > 30) trouble.shift();
  };
  context.on('response', (response) => {
    if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/'))
      keep(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  context.on('page', (page) =>
    page.on('console', (message) => {
      if (message.type() === 'error') keep(`console: ${message.text().slice(0, 300)}`);
    }),
  );
  return trouble;
}

/**
 * Collects uncaught page errors and Content-Security-Policy violations (the server sends a
 * strict CSP; Monaco, KaTeX and the workers must live with it).
 */
export async function watchPageProblems(context) {
  const problems = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  context.on('page', (page) => {
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('CSP violation'))
        problems.push(message.text());
    });
  });
  return problems;
}

/** Replaces the Monaco editor's code the way a user pastes it. */
export async function setEditorCode(page, code) {
  const editor = page.locator('.monaco-editor').first();
  await editor.waitFor({ timeout: 60_000 });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // One insertText, so the editor neither indents nor closes brackets on its own in what it sets.
  await page.keyboard.insertText(code);
}
