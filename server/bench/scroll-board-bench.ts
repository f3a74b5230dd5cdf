/// <reference lib="dom" />
/**
 * The scroll board's smoothness at a large contest: a generated ACM contest of 500 teams (BENCH_TEAMS)
 * × 10 problems, sealed for its last hour, played in Chromium at each speed. Prints the load time
 * of the board and, per speed, the frame intervals while it plays (60 fps is 16.7 ms a frame).
 * Needs the built server and web app (`pnpm build`).
 *
 *   pnpm --filter @verdict/server bench:scroll-board
 */
import { ContestType } from '@verdict/common';
import { launchChromium, signedIn } from '../test/faults/browser';
import { Cluster, ROOT_PASSWORD } from '../test/faults/cluster';
import { frameIntervals, generatedContest, recordFrames } from '../test/faults/scroll-board-contest';

const TEAMS = Number(process.env.BENCH_TEAMS ?? 500);
/** Steps played at each speed. */
const PLAN = [
  { speed: 'normal', steps: 30 },
  { speed: 'fast', steps: 80 },
  { speed: 'fastest', steps: 300 },
] as const;

const played = () =>
  Number(document.querySelector('[data-testid="scroll-progress"]')!.getAttribute('data-played'));

async function main(): Promise<void> {
  const cluster = await Cluster.start(1);
  const browser = await launchChromium();
  try {
    const cid = await generatedContest(cluster, {
      type: ContestType.ACM,
      teams: TEAMS,
      problems: 10,
      seed: 23,
      prefix: 'bench',
    });
    const context = await signedIn(browser, cluster.apis[0].url, 'root', ROOT_PASSWORD);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(`${cluster.apis[0].url}/scrollBoard?cid=${cid}`);
    await page.getByTestId('scroll-board').waitFor();
    const steps = await page.getByTestId('scroll-progress').getAttribute('data-steps');
    console.log(
      `${TEAMS} teams, ${steps} steps: board shown ${(performance.now() - started).toFixed(0)} ms after opening`,
    );
    for (const { speed, steps } of PLAN) {
      await page.getByLabel('Speed').selectOption(speed);
      await recordFrames(page);
      const from = await page.evaluate(played);
      await page.keyboard.press('p');
      await page.waitForFunction(
        (until) =>
          Number(document.querySelector('[data-testid="scroll-progress"]')!.getAttribute('data-played')) >=
          until,
        from + steps,
        { timeout: 600_000 },
      );
      await page.keyboard.press('p');
      const frames = await frameIntervals(page);
      console.log(
        `${speed}: ${steps} steps, ${frames.frames} frames — p50 ${frames.p50.toFixed(1)} ms, p95 ${frames.p95.toFixed(1)} ms, ` +
          `p99 ${frames.p99.toFixed(1)} ms, max ${frames.max.toFixed(1)} ms, over 50 ms ${(frames.longShare * 100).toFixed(2)} %`,
      );
    }
  } finally {
    await browser.close();
    await cluster.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
