import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { isFinalStatus } from '@verdict/common';
import { makeZip } from '../factories/problem-zip';

export interface CaseSpec {
  input: string;
  output: string;
  /** Case score and subtask group, for OI problems typed in by hand. */
  score?: number;
  groupNum?: number;
}

/** The problem fields of an A+B style problem, public and ACM unless overridden. */
function aPlusBProblem(displayId: string, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    problemId: displayId,
    title: `Problem ${displayId}`,
    description: 'Add two integers.',
    timeLimit: 1000,
    memoryLimit: 256,
    auth: 1,
    type: 0,
    ...fields,
  };
}

/**
 * Creates an A+B style problem through the admin API with cases typed in by hand; returns its id.
 * `app` is an app under test or the base URL of a running server.
 */
export async function createProblemWithCases(
  app: NestFastifyApplication | string,
  rootToken: string,
  displayId: string,
  cases: CaseSpec[],
  fields: Record<string, unknown> = {},
): Promise<number> {
  const http = request(typeof app === 'string' ? app : app.getHttpServer());
  await http
    .post('/api/admin/problem')
    .set('Authorization', rootToken)
    .send({
      problem: aPlusBProblem(displayId, fields),
      samples: cases,
      isUploadTestCase: false,
      languages: [
        { name: 'C++' },
        { name: 'C++ With O2' },
        { name: 'Python3' },
        { name: 'C' },
        { name: 'Java' },
      ],
    })
    .expect(200);
  const detail = await http.get('/api/get-problem-detail').query({ problemId: displayId }).expect(200);
  return (detail.body.data.problem?.id ?? detail.body.data.id) as number;
}

/**
 * Creates a problem the way an admin usually does: upload the cases as a zip (`1.in`/`1.out`, …),
 * then save the problem with the uploaded folder. Returns the problem's numeric id.
 */
export async function createProblemWithUploadedCases(
  app: NestFastifyApplication,
  rootToken: string,
  displayId: string,
  cases: CaseSpec[],
  fields: Record<string, unknown> = {},
): Promise<number> {
  const http = () => request(app.getHttpServer());
  const zip = await makeZip(
    cases.flatMap((c, i) => [
      { name: `${i + 1}.in`, data: c.input },
      { name: `${i + 1}.out`, data: c.output },
    ]),
  );
  const uploaded = await http()
    .post('/api/file/upload-testcase-zip')
    .set('Authorization', rootToken)
    .field('mode', 'default')
    .attach('file', zip, `${displayId}.zip`)
    .expect(200);
  const created = await http()
    .post('/api/admin/problem')
    .set('Authorization', rootToken)
    .send({
      problem: aPlusBProblem(displayId, fields),
      samples: uploaded.body.data.fileList,
      isUploadTestCase: true,
      uploadTestcaseDir: uploaded.body.data.fileListDir,
      languages: [{ name: 'C++' }, { name: 'Python3' }],
    })
    .expect(200);
  return created.body.data.pid as number;
}

/** Polls check-submissions-status until the submission is final (the web polls every 2 s; faster here). */
export async function waitForVerdict(
  app: NestFastifyApplication,
  submitId: number,
  timeoutMs = 90_000,
): Promise<{ status: number; score: number | null; time: number | null; memory: number | null }> {
  const started = Date.now();
  for (;;) {
    const response = await request(app.getHttpServer())
      .post('/api/check-submissions-status')
      .send({ submitIds: [submitId] })
      .expect(200);
    const row = response.body.data[submitId] as {
      status: number;
      score: number | null;
      time: number | null;
      memory: number | null;
    };
    if (row && isFinalStatus(row.status)) return row;
    if (Date.now() - started > timeoutMs)
      throw new Error(`submission ${submitId} still ${row?.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
