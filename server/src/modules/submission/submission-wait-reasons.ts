import { Injectable } from '@nestjs/common';
import type { WaitReason } from '@verdict/common';
import { power } from '../access/staff-powers';
import type { Viewer } from '../access/viewer';
import { JudgeWaitService } from '../judge/judge-wait.service';
import type { WaitingSubmission } from '../judge/wait-reason';
import type { SubmissionEntity } from './submission.entity';
import { taskIdOf } from './submission.service';

/** The row fields a reason is made of. */
export type WaitingRow = Pick<
  SubmissionEntity,
  'submitId' | 'version' | 'status' | 'language' | 'judger' | 'judgeStage' | 'gmtModified'
>;

export function toWaitingSubmission(row: WaitingRow): WaitingSubmission {
  return {
    submitId: row.submitId,
    taskId: taskIdOf(row.submitId, row.version),
    attempt: row.version,
    status: row.status,
    language: row.language,
    judger: row.judger,
    stage: row.judgeStage,
    updatedAt: row.gmtModified,
  };
}

/** Drops the admin's text for everyone but those who see the judge's failures. */
export function waitReasonSeenBy(reason: WaitReason, viewer?: Viewer | null): WaitReason {
  if (power(viewer, 'sees-judge-failures')) return reason;
  const { adminText: _adminText, ...shown } = reason;
  return shown;
}

/**
 * `waitReason` of the rows in progress, with the admin's text (callers strip it with
 * `waitReasonSeenBy` per viewer, so a page kept for every viewer is computed once).
 */
@Injectable()
export class SubmissionWaitReasons {
  constructor(private readonly waits: JudgeWaitService) {}

  async of(rows: WaitingRow[]): Promise<Map<number, WaitReason>> {
    const explained = await this.waits.explain(rows.map(toWaitingSubmission));
    return new Map([...explained].map(([submitId, { stuck: _stuck, ...reason }]) => [submitId, reason]));
  }
}
