import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { ContestProblemEntity } from '../../src/modules/contest/contest-problem.entity';
import { ProblemEntity } from '../../src/modules/problem/problem.entity';

/**
 * The `pid` HOJ's client sends to submit to a problem a test knows by its internal id: the
 * contest's display id inside a contest, the problem id (`ST1`, `HG1-A`) elsewhere. A problem
 * that does not exist gets a name no problem has, so the submit finds nothing.
 */
export async function hojPid(app: NestFastifyApplication, pid: number, cid?: number | null): Promise<string> {
  const data = app.get(DataSource);
  if (cid && cid > 0) {
    const row = await data.getRepository(ContestProblemEntity).findOneBy({ cid, pid });
    return row?.displayId ?? `missing-${pid}`;
  }
  const problem = await data.getRepository(ProblemEntity).findOneBy({ id: pid });
  return problem?.problemId ?? `missing-${pid}`;
}
