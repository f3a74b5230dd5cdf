import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { JudgeStatus, type UserProblemStatusView } from '@verdict/common';
import { AnswersAppQuery } from '../../events/event-bus';
import type { AppQueryRequest } from '../../events/events';
import { submissionsIn } from '../access/scope-conditions';
import { SubmissionEntity } from './submission.entity';

interface StatusRow {
  pid: number;
  hasAccepted: number | string;
  lastSubmitId: number | string;
  bestScore: number | string | null;
  hidden: number | string;
}

/**
 * A user's standing on problems in a scope (HOJ get-user-problem-status): Accepted once any of
 * the scope's submissions is, otherwise the latest one's status; the best score alongside. The
 * problem module asks it for its lists and detail pages.
 */
@Injectable()
export class SubmissionProblemStatusSource {
  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
  ) {}

  @AnswersAppQuery('submission.problem-statuses')
  async statuses({
    uid,
    problemIds,
    scope,
    resultsHiddenFrom,
  }: AppQueryRequest<'submission.problem-statuses'>): Promise<Map<number, UserProblemStatusView>> {
    const hidden = resultsHiddenFrom ? 'MAX(CASE WHEN j.submitTime >= :hiddenFrom THEN 1 ELSE 0 END)' : '0';
    const rows = await this.submissions
      .createQueryBuilder('j')
      .select('j.pid', 'pid')
      .addSelect(`MAX(CASE WHEN j.status = ${JudgeStatus.ACCEPTED} THEN 1 ELSE 0 END)`, 'hasAccepted')
      .addSelect('MAX(j.submitId)', 'lastSubmitId')
      .addSelect('MAX(j.score)', 'bestScore')
      .addSelect(hidden, 'hidden')
      .where(submissionsIn(scope))
      .andWhere('j.uid = :uid AND j.pid IN (:...problemIds)', {
        uid,
        problemIds,
        hiddenFrom: resultsHiddenFrom,
      })
      .groupBy('j.pid')
      .getRawMany<StatusRow>();
    const latest = await this.submissions.find({
      select: ['submitId', 'status'],
      where: { submitId: In(rows.map((row) => Number(row.lastSubmitId))) },
    });
    const latestStatus = new Map(latest.map((row) => [row.submitId, row.status]));
    return new Map(
      rows.map((row) => [
        Number(row.pid),
        Number(row.hidden) === 1
          ? { status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null }
          : {
              status:
                Number(row.hasAccepted) === 1
                  ? JudgeStatus.ACCEPTED
                  : (latestStatus.get(Number(row.lastSubmitId)) ?? JudgeStatus.NOT_SUBMITTED),
              score: row.bestScore === null ? null : Number(row.bestScore),
            },
      ]),
    );
  }
}
