import { Injectable } from '@nestjs/common';
import { EntityManager, Not } from 'typeorm';
import { hasCountedVerdict, JudgeStatus } from '@verdict/common';
import { countsForPublicRank, PUBLIC_SCOPE } from '../access/scope';
import { submissionsIn } from '../access/scope-conditions';
import { ProblemService } from '../problem/problem.service';
import { AcceptedProblemEntity } from './accepted-problem.entity';
import type { FinalResult } from './final-result';
import { SubmissionEntity } from './submission.entity';

type CountedRow = Pick<SubmissionEntity, 'submitId' | 'uid' | 'pid' | 'cid' | 'gid' | 'isVerification'>;

/**
 * A problem's public counters count practice submissions only: those made outside contests and
 * groups, so a contest's hidden or sealed results and a group's work never show on the problem
 * set. Of those, every verdict counts except Cancelled (it has no verdict to count) and a
 * verification run's (the package's own solutions are not attempts by anyone) — the submissions
 * the user figures count too (`hasCountedVerdict`, `countedSubmissions`). The one definition of
 * what the counters hold: whatever compares or rebuilds them asks this.
 */
export function countsOnProblem(
  row: Pick<SubmissionEntity, 'cid' | 'gid' | 'isVerification'>,
  finalStatus: number,
): boolean {
  return hasCountedVerdict(finalStatus) && !row.isVerification && countsForPublicRank(row);
}

/** The solved list (HOJ `user_acproblem`) holds accepted problems outside contests and groups. */
function entersSolvedList(row: CountedRow, result: FinalResult): boolean {
  return result.status === JudgeStatus.ACCEPTED && countsForPublicRank(row);
}

/**
 * What a final result adds to the problem's counters and the user's solved list, and takes back
 * when it is replaced. Only the submission recorder calls these, inside the transaction that
 * changes the row, so a verdict and its counts commit (or roll back) together.
 */
@Injectable()
export class VerdictCounters {
  constructor(private readonly problems: ProblemService) {}

  async count(manager: EntityManager, row: CountedRow, result: FinalResult | null): Promise<void> {
    if (result === null || !countsOnProblem(row, result.status)) return;
    await this.problems.recordFinalResult(row.pid, result.status, manager);
    if (entersSolvedList(row, result)) await addSolved(manager, row);
  }

  async uncount(manager: EntityManager, row: CountedRow, result: FinalResult | null): Promise<void> {
    if (result === null || !countsOnProblem(row, result.status)) return;
    await this.problems.revertFinalResult(row.pid, result.status, manager);
    if (!entersSolvedList(row, result)) return;
    const { uid, pid, submitId } = row;
    await manager.delete(AcceptedProblemEntity, { uid, pid, submitId });
    // Another accepted submission of the same problem keeps it solved.
    const other = await manager.findOne(SubmissionEntity, {
      where: {
        ...submissionsIn(PUBLIC_SCOPE),
        uid,
        pid,
        status: JudgeStatus.ACCEPTED,
        submitId: Not(submitId),
      },
      order: { submitId: 'ASC' },
    });
    if (other) await addSolved(manager, other);
  }
}

/**
 * One entry per user and problem; an existing entry (an earlier accepted submission) stays.
 * `updateEntity(false)`: after an ignored insert there is no new id, and TypeORM's MySQL dialect
 * would throw trying to read the row back.
 */
async function addSolved(manager: EntityManager, row: CountedRow): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(AcceptedProblemEntity)
    .values({ uid: row.uid, pid: row.pid, submitId: row.submitId })
    .orIgnore()
    .updateEntity(false)
    .execute();
}
