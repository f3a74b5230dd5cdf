/**
 * The accepted-code zip of a large contest (HOJ `download-contest-ac-submission`): 20 000
 * accepted submissions (ZIP_SUBMISSIONS) of about 2 KB each, downloaded over HTTP and read as it
 * comes; prints the zip's size, the time, and how far the server process's RSS rose above where
 * it stood before the download (run with --expose-gc, so the baseline excludes the inserts' garbage).
 *
 *   pnpm --filter @verdict/server bench:ac-zip
 */
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { JudgeStatus } from '@verdict/common';
import { ContestStore } from '../src/modules/contest/contest-store';
import { SubmissionEntity } from '../src/modules/submission/submission.entity';
import { UserEntity } from '../src/modules/user/user.entity';
import { loginAs } from '../test/utils/auth-helpers';
import { ContestClient } from '../test/utils/contest-helpers';
import { createTestApp, ROOT_PASSWORD } from '../test/utils/create-test-app';
import { createProblemWithCases } from '../test/utils/judging-helpers';

const SUBMISSIONS = Number(process.env.ZIP_SUBMISSIONS ?? 20_000);
const USERS = 500;
const PROBLEMS = 10;

/** About 2 KB of distinct C++ per submission, so nothing compresses away. */
const codeOf = (i: number) =>
  `// submission ${i}\n#include <cstdio>\nint main(){\n${Array.from({ length: 40 }, () => `  // ${randomBytes(16).toString('hex')}\n`).join('')}  return 0;\n}\n`;

async function main(): Promise<void> {
  const t = await createTestApp();
  try {
    await t.app.listen(0, '127.0.0.1');
    const url = await t.app.getUrl();
    const data = t.app.get(DataSource);
    const root = new ContestClient(t.app, await loginAs(t.app, 'root', ROOT_PASSWORD));
    const cid = await root.createContest({ title: 'Zip bench' });
    const pids: number[] = [];
    for (let i = 0; i < PROBLEMS; i++) {
      const pid = await createProblemWithCases(t.app, root.token, `ZB${i}`, [
        { input: '1\n', output: '1\n' },
      ]);
      await root.addProblem(cid, pid, String.fromCharCode(65 + i)).expect(200);
      pids.push(pid);
    }
    const users = Array.from({ length: USERS }, (_, i) => ({
      uid: randomBytes(16).toString('hex'),
      username: `zip${i}`,
      password: 'x',
      gender: 'secrecy',
    }));
    await data.getRepository(UserEntity).insert(users);
    const contest = await t.app.get(ContestStore).require(cid);
    console.log(`inserting ${SUBMISSIONS} accepted submissions…`);
    for (let i = 0; i < SUBMISSIONS; i += 1000) {
      await data.getRepository(SubmissionEntity).insert(
        Array.from({ length: Math.min(1000, SUBMISSIONS - i) }, (_, k) => {
          const n = i + k;
          const user = users[n % USERS];
          const code = codeOf(n);
          return {
            pid: pids[n % PROBLEMS],
            displayPid: 'A',
            uid: user.uid,
            username: user.username,
            status: JudgeStatus.ACCEPTED,
            code,
            length: code.length,
            language: 'C++',
            cid,
            submitTime: new Date(contest.startTime.getTime() + 1000 + (n % 3_000_000)),
            time: 10,
            memory: 1000,
          };
        }),
      );
    }

    // The inserts leave garbage behind; the baseline is the process after collecting it.
    global.gc!();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const started = Date.now();
    const response = await fetch(`${url}/api/file/download-contest-ac-submission?cid=${cid}`, {
      headers: { authorization: root.token },
    });
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    clearInterval(sampler);
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(`zip of ${SUBMISSIONS} submissions: ${mb(bytes)} MB in ${Date.now() - started} ms`);
    console.log(
      `server RSS: ${mb(before)} MB before, peak ${mb(peak)} MB, growth ${mb(peak - before)} MB (target < 50 MB)`,
    );
  } finally {
    await t.close();
  }
}

void main();
