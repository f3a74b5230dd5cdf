import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import request from 'supertest';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, as the browser suites drive it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}

/** A browser context signed in as the user, the way the web app keeps a session. */
export async function signedIn(
  browser: Browser,
  url: string,
  username: string,
  password: string,
): Promise<BrowserContext> {
  const login = await request(url).post('/api/login').send({ username, password }).expect(200);
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  const token = JSON.stringify(login.headers.authorization);
  const user = JSON.stringify(JSON.stringify(login.body.data));
  await context.addInitScript({
    content: `localStorage.setItem('token', ${token}); localStorage.setItem('userInfo', ${user});`,
  });
  return context;
}
