/**
 * Root opens the back office at a laptop (1366×800) and a phone (390×844) size: the dashboard at
 * /admin shows the site's counts, lists the in-process judge of the embedded server as healthy
 * (its workers report through the same registry as a daemon's heartbeats), shows the queue, and
 * reads in Chinese with `?l=zh-CN`. Nothing on the page scrolls sideways as a whole.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { step } from './student-flow.mjs';
import { signInAsRoot } from './lib/session.mjs';

const SIZES = [
  { name: 'laptop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

async function countOf(page, field) {
  const value = page.getByTestId(`count-${field}`).locator('p').nth(1);
  await page.waitForFunction(
    (id) =>
      /^\d+$/.test(document.querySelector(`[data-testid="count-${id}"] p:nth-child(2)`)?.innerText ?? ''),
    field,
  );
  return Number(await value.innerText());
}

export async function runAdminDashboardFlow({ context, origin, rootPassword, screenshotsDir }) {
  mkdirSync(screenshotsDir, { recursive: true });
  const page = await context.newPage();
  try {
    await signInAsRoot(page, origin, rootPassword);
    for (const size of SIZES) {
      step(`admin dashboard at ${size.name} size: counts, the embedded judge healthy, the queue`);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto(`${origin}/admin?l=en-US`);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      const users = await countOf(page, 'userCount');
      const problems = await countOf(page, 'problemCount');
      if (users < 1 || problems < 1)
        throw new Error(`the dashboard counts ${users} users and ${problems} problems after seeding`);

      const judge = page
        .getByTestId('judge-server-row')
        .filter({ hasText: /embedded-/ })
        .first();
      await judge.waitFor();
      const health = judge.getByTestId('judge-health');
      if ((await health.innerText()) !== 'Healthy' || (await health.getAttribute('data-healthy')) !== 'true')
        throw new Error(`the embedded judge is shown as "${await health.innerText()}"`);
      if (!/20 seconds/.test(await page.getByTestId('judge-health-legend').innerText()))
        throw new Error('the health rule is not stated next to the judge list');
      await page.getByTestId('queue-depth-normal').waitFor();
      await page.getByTestId('no-stuck').waitFor();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (overflow > 0)
        throw new Error(`the dashboard scrolls sideways by ${overflow}px at ${size.name} size`);
      await page.screenshot({
        path: join(screenshotsDir, `admin-dashboard-${size.name}.png`),
        fullPage: true,
      });
    }

    step('admin dashboard in Chinese: headings and health read in zh-CN');
    await page.goto(`${origin}/admin?l=zh-CN`);
    await page.getByRole('heading', { name: '仪表盘', level: 1 }).waitFor();
    await page
      .getByTestId('judge-health')
      .filter({ hasText: /^健康$/ })
      .first()
      .waitFor();
    await page.goto(`${origin}/admin?l=en-US`);
  } finally {
    await page.close();
  }
}
