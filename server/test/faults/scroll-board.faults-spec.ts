/// <reference lib="dom" />
// Parts of this file run in the browser (page.evaluate).
import { mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ContestType, defaultMedalCounts, medalOfPlace, type MedalCounts } from '@verdict/common';
import { launchChromium, signedIn } from './browser';
import { Cluster, ROOT_PASSWORD } from './cluster';
import {
  frameIntervals,
  generatedContest,
  realBoard,
  recordFrames,
  shownRows,
  type BoardRow,
} from './scroll-board-contest';

const SHOTS = process.env.SCROLL_BOARD_SHOTS ?? join(tmpdir(), 'verdict-scroll-board');
const PLAY_TIMEOUT_MS = 240_000;

/** The medals the final board earns: places among the ranked teams that scored, by the counts. */
function expectedMedals(board: BoardRow[], counts: MedalCounts): (string | null)[] {
  let place = 0;
  return board.map((row) => (row.rank === -1 ? null : medalOfPlace(counts, place++, row.points)));
}

const progress = (page: Page) =>
  page.getByTestId('scroll-progress').evaluate((node) => ({
    played: Number(node.getAttribute('data-played')),
    steps: Number(node.getAttribute('data-steps')),
    focus: Number(node.getAttribute('data-focus')),
  }));

/** Resolves generated contests in the browser and checks the end against the server's final board. */
describe('the scroll board, in the browser', () => {
  let cluster: Cluster;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    cluster = await Cluster.start(1);
    browser = await launchChromium();
    context = await signedIn(browser, cluster.apis[0].url, 'root', ROOT_PASSWORD);
  });
  afterAll(async () => {
    await browser?.close();
    await cluster?.stop();
  });

  /** Auto-plays at the fastest speed to the end; a screenshot as the focus passes each medal line. */
  async function playToTheEnd(board: Page, name: string, lines: Record<string, number>): Promise<void> {
    await board.getByLabel('Speed').selectOption('fastest');
    await recordFrames(board);
    await board.keyboard.press('p');
    for (const [medal, line] of Object.entries(lines)) {
      await board.waitForFunction(
        (line) => {
          const node = document.querySelector('[data-testid="scroll-progress"]')!;
          return Number(node.getAttribute('data-focus')) < line;
        },
        line,
        { timeout: PLAY_TIMEOUT_MS },
      );
      const file = join(SHOTS, `${name}-${medal}-line.png`);
      await board.screenshot({ path: file });
      expect(statSync(file).size).toBeGreaterThan(10_000);
    }
    await board.waitForFunction(
      () => {
        const node = document.querySelector('[data-testid="scroll-progress"]')!;
        return node.getAttribute('data-played') === node.getAttribute('data-steps');
      },
      undefined,
      { timeout: PLAY_TIMEOUT_MS },
    );
    console.log(`scroll board ${name}: frames while playing`, await frameIntervals(board));
    await board.screenshot({ path: join(SHOTS, `${name}-final.png`) });
  }

  it('resolves a 300-team ACM contest from its sealed board to the final one, with the medals set in its tab', async () => {
    const stars = ['team005', 'team150'];
    const cid = await generatedContest(cluster, {
      type: ContestType.ACM,
      teams: 300,
      problems: 8,
      seed: 11,
      prefix: 'team',
      stars,
    });
    const admin = await context.newPage();
    await admin.goto(`${cluster.apis[0].url}/contest/${cid}/scroll-board`);
    await admin.getByText('298 ranked participants').waitFor();
    await expect(admin.getByLabel('Gold').inputValue()).resolves.toBe('29');
    const medals = { gold: 30, silver: 60, bronze: 90 };
    await admin.getByLabel('Gold').fill(String(medals.gold));
    await admin.getByLabel('Silver').fill(String(medals.silver));
    await admin.getByLabel('Bronze').fill(String(medals.bronze));
    const [board] = await Promise.all([
      context.waitForEvent('page'),
      admin.getByRole('link', { name: 'Open the scroll board' }).click(),
    ]);
    await board.getByTestId('scroll-board').waitFor();
    const start = await progress(board);
    expect(start.played).toBe(0);
    expect(start.steps).toBeGreaterThan(100);
    expect(await board.locator('[data-cell="hidden"]').count()).toBeGreaterThan(0);

    // Keyboard control: two steps on, one back.
    await board.keyboard.press('ArrowRight');
    await board.keyboard.press('Enter');
    expect((await progress(board)).played).toBe(2);
    await board.keyboard.press('ArrowLeft');
    expect((await progress(board)).played).toBe(1);

    await playToTheEnd(board, 'acm-300', { bronze: 180, silver: 90, gold: 30 });
    const final = await realBoard(cluster, cid);
    const shown = await shownRows(board);
    expect(shown.map((row) => row.uid)).toEqual(final.map((row) => row.uid));
    expect(shown.map((row) => row.rank)).toEqual(
      final.map((row) => (row.rank === -1 ? '*' : String(row.rank))),
    );
    expect(shown.map((row) => row.medal)).toEqual(expectedMedals(final, medals));
    expect(await board.locator('[data-cell="hidden"]').count()).toBe(0);
  });

  it('resolves an OI contest from the empty board, with the default medals', async () => {
    const cid = await generatedContest(cluster, {
      type: ContestType.OI,
      teams: 60,
      problems: 4,
      seed: 5,
      prefix: 'pupil',
    });
    const final = await realBoard(cluster, cid);
    const medals = defaultMedalCounts(final.length);
    const board = await context.newPage();
    await board.goto(`${cluster.apis[0].url}/scrollBoard?cid=${cid}`);
    await board.getByTestId('scroll-board').waitFor();
    // Nothing of an OI contest shows before its end: every cell with a submission starts hidden.
    const steps = (await progress(board)).steps;
    expect(await board.locator('[data-cell="hidden"]').count()).toBe(steps);
    await board
      .getByText(`Gold ${medals.gold} · Silver ${medals.silver} · Bronze ${medals.bronze}`)
      .waitFor();
    const { gold, silver, bronze } = medals;
    await playToTheEnd(board, 'oi-60', { bronze: gold + silver + bronze, silver: gold + silver, gold });
    const shown = await shownRows(board);
    expect(shown.map((row) => row.uid)).toEqual(final.map((row) => row.uid));
    expect(shown.map((row) => row.medal)).toEqual(expectedMedals(final, medals));
  });
});
