import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { IN_PROGRESS_STATUSES } from '@verdict/common';
import type { InProgressSubmission, InProgressSubmissions } from '../judge/in-progress-submissions';
import { SubmissionEntity } from './submission.entity';
import { toWaitingSubmission } from './submission-wait-reasons';

/** The submissions in progress for the judge queue dashboard (never the code). */
@Injectable()
export class SubmissionInProgressSource implements InProgressSubmissions {
  constructor(
    @InjectRepository(SubmissionEntity) private readonly submissions: Repository<SubmissionEntity>,
  ) {}

  async oldest(limit: number): Promise<InProgressSubmission[]> {
    const rows = await this.submissions.find({
      select: [
        'submitId',
        'version',
        'status',
        'language',
        'judger',
        'judgeStage',
        'gmtModified',
        'username',
        'displayPid',
        'submitTime',
      ],
      where: { status: In(IN_PROGRESS_STATUSES) },
      order: { submitId: 'ASC' },
      take: limit,
    });
    return rows.map((row) => ({
      ...toWaitingSubmission(row),
      username: row.username,
      displayPid: row.displayPid,
      submitTime: row.submitTime,
    }));
  }
}
