/**
 * A large contest board against MariaDB and Redis: 10 000 participants (BOARD_USERS) × 13 problems
 * × 200 000 submissions (BOARD_SUBMISSIONS). Prints the cold build, the per-verdict update and
 * the board read latencies, each next to a plain read of the contest list in the same run.
 *
 *   pnpm --filter @verdict/server bench:board
 */
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { JudgeStatus } from '@verdict/common';
import { ContestBoardService } from '../src/modules/contest/board/contest-board.service';
import { ContestStore } from '../src/modules/contest/contest-store';
import { SubmissionEntity } from '../src/modules/submission/submission.entity';
import { verdictSubmission } from '../src/modules/submission/verdict-submission';
import { UserEntity } from '../src/modules/user/user.entity';
import { loginAs } from '../test/utils/auth-helpers';
import { ContestClient } from '../test/utils/contest-helpers';
import { createTestApp, ROOT_PASSWORD } from '../test/utils/create-test-app';
import { createProblemWithCases } from '../test/utils/judging-helpers';
import { percentile } from './percentile';

const USERS = Number(process.env.BOARD_USERS ?? 10_000);
const PROBLEMS = 13;
const SUBMISSIONS = Number(process.env.BOARD_SUBMISSIONS ?? 200_000);
const VERDICTS = 500;
const READS = 300;
const STATUSES = [
  JudgeStatus.ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.COMPILE_ERROR,
];

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];

function summary(label: string, ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  return `${label}: p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`;
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

async function main(): Promise<void> {
  const t = await createTestApp({ SUBMIT_INTERVAL_SECONDS: '0' });
  try {
    const data = t.app.get(DataSource);
    const root = new ContestClient(t.app, await loginAs(t.app, 'root', ROOT_PASSWORD));
    const cid = await root.createContest({ title: 'Board bench' });
    const pids: number[] = [];
    for (let i = 0; i < PROBLEMS; i++) {
      const pid = await createProblemWithCases(t.app, root.token, `BB${i}`, [
        { input: '1\n', output: '1\n' },
      ]);
      await root.addProblem(cid, pid, String.fromCharCode(65 + i)).expect(200);
      pids.push(pid);
    }
    console.log(`inserting ${USERS} users and ${SUBMISSIONS} submissions…`);
    const users = Array.from({ length: USERS }, (_, i) => ({
      uid: randomBytes(16).toString('hex'),
      username: `bench${i}`,
      password: 'x',
      gender: 'secrecy',
    }));
    for (let i = 0; i < users.length; i += 1000)
      await data.getRepository(UserEntity).insert(users.slice(i, i + 1000));
    const contest = (await t.app.get(ContestStore).require(cid))!;
    const start = contest.startTime.getTime();
    // Made chunk by chunk: the API process of a real contest does not hold its submissions.
    const submissionRow = () => {
      const user = pick(users);
      return {
        pid: pick(pids),
        displayPid: 'A',
        uid: user.uid,
        username: user.username,
        status: pick(STATUSES),
        code: 'x',
        length: 1,
        language: 'C++',
        cid,
        submitTime: new Date(start + Math.floor(Math.random() * 3_500_000)),
        time: 10,
        memory: 1000,
      };
    };
    for (let i = 0; i < SUBMISSIONS; i += 2000)
      await data
        .getRepository(SubmissionEntity)
        .insert(Array.from({ length: Math.min(2000, SUBMISSIONS - i) }, submissionRow));

    // A cold board reads settled submissions: the build's catch-up is for verdicts landing during it.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const board = t.app.get(ContestBoardService);
    const query = { view: 'real' as const, removeStar: false };
    await board.drop(cid);
    const build = await timed(() => board.ranked(contest, query));
    // The first read is answered from the built board; the shared copy is written just after.
    const written = build + (await timed(() => board.ranked(contest, query)));
    const listRead = await timed(() => root.get('/api/get-contest-list', {}).expect(200));
    console.log(
      `cold build of ${USERS} × ${PROBLEMS} from ${SUBMISSIONS} submissions: ${build.toFixed(0)} ms`,
    );
    console.log(`written to the shared store: ${written.toFixed(0)} ms after the read began`);
    console.log(`(a contest list read in the same run: ${listRead.toFixed(1)} ms)`);

    const sample = await data.getRepository(SubmissionEntity).find({ where: { cid }, take: VERDICTS });
    const updates: number[] = [];
    for (const row of sample) {
      await data
        .getRepository(SubmissionEntity)
        .update({ submitId: row.submitId }, { status: JudgeStatus.ACCEPTED });
      updates.push(await timed(() => board.apply({ submission: verdictSubmission(row) })));
    }
    console.log(summary(`per-verdict update (${VERDICTS})`, updates));

    const readBoard = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/get-contest-rank',
        headers: { authorization: root.token },
        payload: { cid },
      });
    const readList = () => t.app.inject({ method: 'GET', url: '/api/get-contest-list' });
    await readBoard();
    const boardReads: number[] = [];
    const listReads: number[] = [];
    for (let i = 0; i < READS; i++) {
      boardReads.push(await timed(readBoard));
      listReads.push(await timed(readList));
    }
    console.log(summary(`board page read, steady (${READS})`, boardReads));
    console.log(summary(`contest list read (${READS})`, listReads));
    const afterChange: number[] = [];
    for (const row of sample.slice(0, 30)) {
      await board.apply({ submission: verdictSubmission(row) });
      afterChange.push(await timed(readBoard));
    }
    console.log(summary('board page read right after a verdict (30)', afterChange));
  } finally {
    await t.close();
  }
}

void main();
