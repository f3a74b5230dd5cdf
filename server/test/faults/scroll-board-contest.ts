/// <reference lib="dom" />
// Parts of this file run in the browser (page.evaluate).
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import request from 'supertest';
import { ContestType, JudgeStatus } from '@verdict/common';
import { aContest } from '../utils/contest-helpers';
import { createProblemWithCases } from '../utils/judging-helpers';
import type { Cluster } from './cluster';

const HOUR = 3600_000;
const STATUSES_BEFORE_AC = [
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
];

/** A seeded generator, so every run plays the same contest. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

export interface GeneratedContestOptions {
  type: number;
  teams: number;
  problems: number;
  seed: number;
  /** Team n is `{prefix}{n}`, n in three digits. */
  prefix: string;
  /** Usernames shown unranked. */
  stars?: string[];
}

/**
 * An ended contest of five hours, sealed for its last hour, with `teams` participants and their
 * judged submissions written straight to the database (no judging: the board reads the rows).
 * Team n's school is `School {n % 17}`.
 */
export async function generatedContest(cluster: Cluster, options: GeneratedContestOptions): Promise<number> {
  const url = cluster.apis[0].url;
  const root = cluster.rootToken;
  const random = seeded(options.seed);
  const tag = randomBytes(3).toString('hex');
  const end = Date.now() - 60_000;
  const start = end - 5 * HOUR;
  const created = await request(url)
    .post('/api/admin/contest')
    .set('Authorization', root)
    .send(
      aContest({
        title: `Generated ${options.type === ContestType.ACM ? 'ACM' : 'OI'} ${options.teams}`,
        type: options.type,
        startTime: new Date(start).toISOString(),
        endTime: new Date(end).toISOString(),
        sealRank: true,
        sealRankTime: new Date(end - HOUR).toISOString(),
        starAccount: options.stars ?? [],
      }),
    )
    .expect(200);
  const cid = created.body.data.id as number;
  const pids: number[] = [];
  for (let i = 0; i < options.problems; i++) {
    const displayId = String.fromCharCode(65 + i);
    const problemType = options.type === ContestType.ACM ? 0 : 1;
    const pid = await createProblemWithCases(
      url,
      root,
      `SB${tag}${displayId}`,
      [{ input: '1\n', output: '1\n' }],
      {
        type: problemType,
      },
    );
    await request(url)
      .post('/api/admin/contest/add-problem-from-public')
      .set('Authorization', root)
      .send({ cid, pid, displayId })
      .expect(200);
    pids.push(pid);
  }
  const users = Array.from({ length: options.teams }, (_, n) => [
    randomBytes(16).toString('hex'),
    `${options.prefix}${String(n).padStart(3, '0')}`,
    'x',
    'secrecy',
    `School ${n % 17}`,
  ]);
  await cluster.sql('INSERT INTO `user` (uid, username, password, gender, school) VALUES ?', true, [users]);
  const submissions: unknown[][] = [];
  for (const [uid, username] of users) {
    // Stronger teams first, so the board has a spread.
    const skill = random();
    pids.forEach((pid, index) => {
      if (random() > 0.35 + skill * 0.6) return;
      const tries = 1 + Math.floor(random() * 3);
      const solves = random() < 0.3 + skill * 0.6;
      const times = Array.from({ length: tries }, () => start + Math.floor(random() * 5 * HOUR)).sort();
      times.forEach((at, n) => {
        const last = n === tries - 1;
        const status =
          last && solves ? JudgeStatus.ACCEPTED : STATUSES_BEFORE_AC[n % STATUSES_BEFORE_AC.length];
        const score = status === JudgeStatus.ACCEPTED ? 100 : Math.floor(random() * 9) * 10;
        const displayPid = String.fromCharCode(65 + index);
        submissions.push([
          pid,
          displayPid,
          uid,
          username,
          new Date(at),
          status,
          score,
          1,
          'x',
          'C++',
          cid,
          10,
          1024,
        ]);
      });
    });
  }
  for (let i = 0; i < submissions.length; i += 1000) {
    await cluster.sql(
      'INSERT INTO judge (pid, displayPid, uid, username, submitTime, status, score, length, code, language, cid, time, memory) VALUES ?',
      true,
      [submissions.slice(i, i + 1000)],
    );
  }
  return cid;
}

export interface BoardRow {
  uid: string;
  rank: number;
  /** Solved problems, or the total score. */
  points: number;
}

/** The contest's real board as the API serves it to its admins: uid and rank, top to bottom. */
export async function realBoard(cluster: Cluster, cid: number): Promise<BoardRow[]> {
  const response = await request(cluster.apis[0].url)
    .post('/api/get-contest-rank')
    .set('Authorization', cluster.rootToken)
    .send({ cid, forceRefresh: true, limit: 1000 })
    .expect(200);
  return response.body.data.records.map((row: BoardRow & { ac?: number; totalScore?: number }) => ({
    uid: row.uid,
    rank: row.rank,
    points: row.ac ?? row.totalScore ?? 0,
  }));
}

/** The rows the scroll board shows, top to bottom: uid, rank text and medal. */
export function shownRows(page: Page): Promise<{ uid: string; rank: string; medal: string | null }[]> {
  return page.$$eval('[data-testid="scroll-board"] > [data-uid]', (rows) =>
    rows
      .map((row) => ({
        position: Number(row.getAttribute('data-position')),
        uid: row.getAttribute('data-uid')!,
        rank: row.querySelector('[role="cell"]')!.textContent!.trim(),
        medal: row.getAttribute('data-medal'),
      }))
      .sort((a, b) => a.position - b.position)
      .map(({ uid, rank, medal }) => ({ uid, rank, medal })),
  );
}

/** Starts recording the page's frame intervals (requestAnimationFrame) anew, read by `frameIntervals`. */
export function recordFrames(page: Page): Promise<void> {
  return page.evaluate(() => {
    const recorder = window as unknown as { __frames?: number[] };
    if (recorder.__frames) {
      recorder.__frames.length = 0;
      return;
    }
    const frames: number[] = (recorder.__frames = []);
    let last = performance.now();
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

export interface FrameSummary {
  frames: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Share of frames over 50 ms (a visible hitch). */
  longShare: number;
}

export async function frameIntervals(page: Page): Promise<FrameSummary> {
  const frames = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.slice(1));
  const sorted = [...frames].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return {
    frames: frames.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted[sorted.length - 1] ?? 0,
    longShare: frames.filter((ms) => ms > 50).length / Math.max(1, frames.length),
  };
}
