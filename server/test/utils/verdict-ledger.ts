import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { isFinalStatus, JudgeStatus } from '@verdict/common';
import { ProblemService, STATUS_COUNT_COLUMN } from '../../src/modules/problem/problem.service';
import { AcceptedProblemEntity } from '../../src/modules/submission/accepted-problem.entity';
import { SubmissionEntity } from '../../src/modules/submission/submission.entity';
import { countsOnProblem } from '../../src/modules/submission/verdict-counters';

type Counters = Record<'total' | 'ac' | 'wa' | 'ce' | 'pa' | 'tle' | 'mle' | 're' | 'pe' | 'se', number>;

/** What the submission rows of a problem say its counters are, by the counters' own rule. */
async function countersFromRows(app: NestFastifyApplication, pid: number): Promise<Counters> {
  const rows = await app.get(DataSource).getRepository(SubmissionEntity).findBy({ pid });
  const counters: Counters = { total: 0, ac: 0, wa: 0, ce: 0, pa: 0, tle: 0, mle: 0, re: 0, pe: 0, se: 0 };
  for (const row of rows) {
    if (!isFinalStatus(row.status) || !countsOnProblem(row, row.status)) continue;
    counters.total++;
    const column = STATUS_COUNT_COLUMN[row.status];
    if (column) counters[column]++;
  }
  return counters;
}

/**
 * The problem's counters and its solved-list entries agree with its submission rows: one count
 * per final verdict of a practice submission, and an entry for exactly the users with an accepted submission outside
 * contests and groups, pointing at one of those submissions.
 */
export async function expectCountersMatchRows(app: NestFastifyApplication, pid: number): Promise<void> {
  const stored = await app.get(ProblemService).problemCount(pid);
  expect({ ...stored, pid: undefined }).toEqual(await countersFromRows(app, pid));

  const dataSource = app.get(DataSource);
  const accepted = await dataSource.getRepository(SubmissionEntity).find({
    where: { pid, status: JudgeStatus.ACCEPTED, cid: 0 },
  });
  const solvers = new Map<string, number[]>();
  for (const row of accepted.filter((row) => row.gid === null)) {
    solvers.set(row.uid, [...(solvers.get(row.uid) ?? []), row.submitId]);
  }
  const entries = await dataSource.getRepository(AcceptedProblemEntity).findBy({ pid });
  expect(entries.map((entry) => entry.uid).sort()).toEqual([...solvers.keys()].sort());
  for (const entry of entries) expect(solvers.get(entry.uid)).toContain(entry.submitId);
}
