/**
 * What a visitor sees when a page cannot load: the server unreachable (a retry state that
 * recovers), a missing problem (404, not the retry state), and a login-only page (the login
 * dialog, then back to that page). Runs logged out, in Chinese.
 */
import { step } from './student-flow.mjs';

export async function runErrorFlow({ context, origin, problemId, student }) {
  const page = await context.newPage();
  await page.goto(`${origin}/home`);
  await page.evaluate(() => localStorage.clear());

  step('API down: the problem list offers a retry, and Retry recovers');
  const refuse = (route) => route.abort('connectionrefused');
  await page.route(`${origin}/api/**`, refuse);
  await page.goto(`${origin}/problem`);
  const failure = page.getByTestId('load-error');
  await failure.getByText('无法连接服务器').waitFor();
  if (await page.getByText('404').count()) throw new Error('an unreachable server showed the 404 page');
  await page.unroute(`${origin}/api/**`, refuse);
  await failure.getByRole('button', { name: '重试' }).click();
  await page.getByRole('link', { name: 'A + B' }).waitFor();

  step('a missing problem shows not found, not the retry state');
  await page.goto(`${origin}/problem/NO-SUCH-${problemId}`);
  await page.getByText('404').waitFor();
  if (await page.getByTestId('load-error').count())
    throw new Error('a missing problem showed an error state');

  step('a login-only page opens the login dialog and comes back after the login');
  await page.goto(`${origin}/setting`);
  await page.waitForURL(`${origin}/home`);
  const login = page.getByTestId('login-form');
  await login.waitFor();
  await login.locator('input[name="username"]').fill(student.username);
  await login.locator('input[name="password"]').fill(student.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(`${origin}/setting`, { timeout: 15_000 });
  await page.close();
}
