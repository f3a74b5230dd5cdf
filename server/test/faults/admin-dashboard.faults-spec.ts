import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, signedIn } from './browser';
import { Cluster, ROOT_PASSWORD } from './cluster';

/** Heartbeats older than this show a judge as unhealthy (queue/src/judger-status.ts), plus a poll. */
const UNHEALTHY_WITHIN_MS = 20_000 + 5_000 + 15_000;

/**
 * The admin watches the dashboard while a second judge daemon starts and is then killed without a
 * goodbye: it appears as healthy on the open page, and turns unhealthy once its heartbeats stop,
 * while the first judge stays healthy. Production mode: Redis heartbeats, compiled server and judge.
 */
describe('the dashboard follows judge daemons', () => {
  let cluster: Cluster;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    cluster = await Cluster.start(1);
    await cluster.startDaemon('judge-a');
    browser = await launchChromium();
    context = await signedIn(browser, cluster.apis[0].url, 'root', ROOT_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await cluster?.stop();
  });

  const health = (page: Page, name: string) =>
    page.getByTestId('judge-server-row').filter({ hasText: name }).getByTestId('judge-health');

  it('shows a second daemon appear healthy and go unhealthy when it is killed', async () => {
    const page = await context.newPage();
    await page.goto(`${cluster.apis[0].url}/admin`);
    await expect(health(page, 'judge-a').innerText()).resolves.toBe('Healthy');
    await expect(page.getByTestId('judge-server-row').filter({ hasText: 'judge-b' }).count()).resolves.toBe(
      0,
    );

    await cluster.startDaemon('judge-b');
    await health(page, 'judge-b')
      .filter({ hasText: /^Healthy$/ })
      .waitFor({ timeout: 30_000 });

    await cluster.killDaemon('judge-b');
    await health(page, 'judge-b')
      .filter({ hasText: /^Unhealthy$/ })
      .waitFor({ timeout: UNHEALTHY_WITHIN_MS });
    await expect(health(page, 'judge-a').innerText()).resolves.toBe('Healthy');
    await page.close();
  });
});
