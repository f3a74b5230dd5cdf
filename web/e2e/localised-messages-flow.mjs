/**
 * Server messages follow the UI language, not the browser's: in a Chinese browser, a failed
 * login answers in Chinese while the UI is zh-CN and in English once the user picks en-US, at
 * laptop (1366×800) and phone (390×844) size.
 */
import { step } from './student-flow.mjs';

const SIZES = [
  { name: 'laptop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

const WRONG_LOGIN = {
  'zh-CN': '用户名或密码错误',
  'en-US': 'Username or password is wrong',
};

/** Logs in as a user who does not exist (a fresh name each time: no captcha, no lock). */
async function failedLoginMessage(page, origin, locale, username) {
  await page.goto(`${origin}/setting?l=${locale}`);
  const login = page.getByTestId('login-form');
  await login.waitFor();
  await login.locator('input[name="username"]').fill(username);
  await login.locator('input[name="password"]').fill('wrong-password-1');
  await page.getByTestId('login-submit').click();
  const error = page.getByTestId('login-error');
  await error.waitFor();
  return (await error.textContent())?.trim();
}

export async function runLocalisedMessagesFlow({ context, origin }) {
  const page = await context.newPage();
  // Runs logged out; the session and language of the flows around it are put back afterwards.
  await page.goto(`${origin}/home`);
  const saved = await page.evaluate(() => {
    const entries = Object.entries(localStorage);
    localStorage.clear();
    return entries;
  });
  try {
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const locale of ['zh-CN', 'en-US']) {
        step(`${size.name}: a failed login answers in the UI language (${locale})`);
        const message = await failedLoginMessage(page, origin, locale, `ghost-${size.name}-${locale}`);
        if (message !== WRONG_LOGIN[locale])
          throw new Error(`a failed login in ${locale} said "${message}", not "${WRONG_LOGIN[locale]}"`);
      }
    }
  } finally {
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, saved);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.close();
  }
}
