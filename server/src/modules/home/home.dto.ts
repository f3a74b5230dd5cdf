import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { contestStatusAt, type RecentContestView, type RecentUpdatedProblemView } from '@verdict/common';
import { toBool } from '../../common/http/query-transforms';
import type { ContestEntity } from '../contest/contest.entity';
import type { ProblemEntity } from '../problem/problem.entity';

/** `GET /api/get-last-week-submission-statistics?forceRefresh=`: honoured for admins only. */
export class SubmissionStatisticsQueryDto {
  @IsOptional() @Transform(toBool) @IsBoolean() forceRefresh?: boolean;
}

export type RecentContestResponse = RecentContestView<Date>;
export type RecentUpdatedProblemResponse = RecentUpdatedProblemView<Date>;

export function toRecentContestResponse(contest: ContestEntity, now: number): RecentContestResponse {
  const startTime = contest.startTime.getTime();
  const endTime = contest.endTime.getTime();
  return {
    id: contest.id,
    title: contest.title,
    type: contest.type,
    auth: contest.auth,
    startTime: contest.startTime,
    endTime: contest.endTime,
    duration: Math.round((endTime - startTime) / 1000),
    status: contestStatusAt({ startTime, endTime }, now),
    isVip: contest.isVip,
    now: new Date(now),
  };
}

export function toRecentUpdatedProblemResponse(problem: ProblemEntity): RecentUpdatedProblemResponse {
  return {
    id: problem.id,
    problemId: problem.problemId,
    title: problem.title,
    type: problem.type,
    gmtCreate: problem.gmtCreate,
    gmtModified: problem.gmtModified,
  };
}
