import request from 'supertest';
import { isFinalStatus } from '@verdict/common';
import { latestCodeTo } from '../utils/auth-helpers';
import { until } from './cluster';

/** A+B in C: right, right but slow (sleeps, so a fault lands mid-task), and wrong. */
export const PROGRAMS = {
  right: '#include <stdio.h>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);return 0;}\n',
  slow: (ms: number) =>
    `#include <stdio.h>\n#include <unistd.h>\nint main(){int a,b;scanf("%d%d",&a,&b);usleep(${ms * 1000});printf("%d\\n",a+b);return 0;}\n`,
  wrong: '#include <stdio.h>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b+1);return 0;}\n',
};

export async function login(url: string, username: string, password: string): Promise<string> {
  const response = await request(url).post('/api/login').send({ username, password }).expect(200);
  return response.headers.authorization as string;
}

/** Registers a user the way a visitor does, with the code from the shared mail outbox. */
export async function register(
  url: string,
  dataDir: string,
  username: string,
  password: string,
): Promise<string> {
  const email = `${username}@example.com`;
  await request(url).get('/api/get-register-code').query({ email }).expect(200);
  const code = latestCodeTo(dataDir, email);
  await request(url).post('/api/register').send({ username, password, email, code }).expect(200);
  return login(url, username, password);
}

/** Submits C code to the problem with the given problem id (`F1`), as HOJ's client names it. */
export async function submit(url: string, token: string, problemId: string, code: string): Promise<number> {
  const response = await request(url)
    .post('/api/submit-problem-judge')
    .set('Authorization', token)
    .send({ pid: problemId, language: 'C', code })
    .expect(200);
  return response.body.data.submitId as number;
}

/** The statuses of the given submissions, as any API instance answers them. */
export async function statuses(url: string, submitIds: number[]): Promise<Map<number, number>> {
  const response = await request(url).post('/api/check-submissions-status').send({ submitIds }).expect(200);
  const data = response.body.data as Record<string, { status: number }>;
  return new Map(submitIds.map((id) => [id, data[id]?.status]));
}

export async function untilSomeAreJudged(
  url: string,
  submitIds: number[],
  timeoutMs = 60_000,
): Promise<void> {
  await until(
    'a judge to take one of the submissions',
    async () => {
      const now = await statuses(url, submitIds);
      return [...now.values()].some((status) => status !== 5);
    },
    timeoutMs,
  );
}

export async function untilAllFinal(
  url: string,
  submitIds: number[],
  timeoutMs = 120_000,
): Promise<Map<number, number>> {
  let last = new Map<number, number>();
  await until(
    `every submission to end final (${submitIds.length})`,
    async () => {
      last = await statuses(url, submitIds);
      return [...last.values()].every((status) => isFinalStatus(status));
    },
    timeoutMs,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; last seen ${JSON.stringify([...last])}`);
  });
  return last;
}
