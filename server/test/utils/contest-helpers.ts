import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { Role } from '@verdict/common';
import { createUser, loginAs } from './auth-helpers';
import { ROOT_PASSWORD } from './create-test-app';
import { hojPid } from './hoj-pid';
import { reportVerdict } from './reported-verdict';

const HOUR = 3600_000;

/** A contest form as the admin page sends it: an ACM contest running from an hour ago for two hours. */
export function aContest(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Date.now();
  return {
    title: 'Weekly Round',
    description: 'Solve what you can.',
    type: 0,
    auth: 0,
    startTime: new Date(now - HOUR).toISOString(),
    endTime: new Date(now + HOUR).toISOString(),
    ...fields,
  };
}

/** Contest calls of one app as one user (admin or contestant). */
export class ContestClient {
  constructor(
    private readonly app: NestFastifyApplication,
    readonly token: string,
  ) {}

  http() {
    return request(this.app.getHttpServer());
  }

  async createContest(fields: Record<string, unknown> = {}): Promise<number> {
    const response = await this.http()
      .post('/api/admin/contest')
      .set('Authorization', this.token)
      .send(aContest(fields))
      .expect(200);
    return response.body.data.id as number;
  }

  updateContest(cid: number, fields: Record<string, unknown>) {
    return this.http()
      .put('/api/admin/contest')
      .set('Authorization', this.token)
      .send(aContest({ id: cid, ...fields }));
  }

  addProblem(cid: number, pid: number, displayId: string) {
    return this.http()
      .post('/api/admin/contest/add-problem-from-public')
      .set('Authorization', this.token)
      .send({ cid, pid, displayId });
  }

  register(cid: number, password?: string) {
    return this.http().post('/api/register-contest').set('Authorization', this.token).send({ cid, password });
  }

  /** Submits to the contest problem `pid` (by its display id, as HOJ's client does), expecting `httpStatus`. */
  async submit(cid: number, pid: number, httpStatus = 200): Promise<request.Response> {
    return this.http()
      .post('/api/submit-problem-judge')
      .set('Authorization', this.token)
      .send({
        pid: await hojPid(this.app, pid, cid),
        cid: String(cid),
        language: 'C++',
        code: 'int main(){}',
      })
      .expect(httpStatus);
  }

  /** Submits and has the judge report `status`; returns the submission id. */
  async judged(cid: number, pid: number, status: number, score?: number): Promise<number> {
    const response = await this.submit(cid, pid);
    const submitId = response.body.data.submitId as number;
    await reportVerdict(this.app, submitId, { status, score });
    return submitId;
  }

  rank(cid: number, body: Record<string, unknown> = {}) {
    return this.http()
      .post('/api/get-contest-rank')
      .set('Authorization', this.token)
      .send({ cid, ...body });
  }

  get(path: string, query: Record<string, unknown>) {
    return this.http().get(path).set('Authorization', this.token).query(query);
  }

  post(path: string, body: Record<string, unknown>) {
    return this.http().post(path).set('Authorization', this.token).send(body);
  }
}

/** Waits until the wall clock has moved past a whole second (contest times are stored to the second). */
export async function nextSecond(): Promise<void> {
  const wait = 1000 - (Date.now() % 1000) + 50;
  await new Promise((resolve) => setTimeout(resolve, wait));
}

/** Who a contest test needs: the super admin, an admin who owns the contests (owen), two contestants. */
export interface ContestCast {
  root: ContestClient;
  owner: ContestClient;
  ann: ContestClient;
  bob: ContestClient;
}

export async function contestCast(app: NestFastifyApplication): Promise<ContestCast> {
  await createUser(app, 'owen', Role.ADMIN);
  await createUser(app, 'ann');
  await createUser(app, 'bob');
  return {
    root: new ContestClient(app, await loginAs(app, 'root', ROOT_PASSWORD)),
    owner: new ContestClient(app, await loginAs(app, 'owen')),
    ann: new ContestClient(app, await loginAs(app, 'ann')),
    bob: new ContestClient(app, await loginAs(app, 'bob')),
  };
}
