import { Inject, Injectable, Optional } from '@nestjs/common';
import { acRate, ErrorCode, RankPeriod, rankPeriodStartDay } from '@verdict/common';
import { badRequest, notFound } from '../../common/http/app.exception';
import { toUserInfoResponse } from './user.dto';
import {
  HeatmapResponse,
  USER_ACTIVITY_SOURCE,
  UserActivity,
  UserActivitySource,
  UserHomeResponse,
} from './user-home.dto';
import { UserEntity } from './user.entity';
import { UserService } from './user.service';

const DAY_MS = 86_400_000;
const EMPTY_ACTIVITY: UserActivity = {
  total: 0,
  solved: [],
  scoreList: [],
  dailyCounts: new Map(),
};

function utcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The user home page and heatmap; activity comes from the submissions side when it is present. */
@Injectable()
export class UserHomeService {
  constructor(
    private readonly users: UserService,
    @Optional() @Inject(USER_ACTIVITY_SOURCE) private readonly activitySource?: UserActivitySource,
  ) {}

  private async resolve(uid?: string, username?: string, viewerUid?: string): Promise<UserEntity> {
    const user = await this.users.findByUidOrUsername(uid, username ?? undefined);
    if (user) return user;
    if (!uid && !username) {
      if (!viewerUid) throw badRequest('Please provide uid or username');
      return this.users.getByUid(viewerUid);
    }
    throw notFound('The user does not exist', ErrorCode.USER_NOT_FOUND);
  }

  /** The user's activity; the heatmap's days are the rank's last year (its first UTC day on). */
  private activity(uid: string): Promise<UserActivity> {
    const since = new Date(rankPeriodStartDay(RankPeriod.YEAR)! * DAY_MS);
    return this.activitySource ? this.activitySource.activity(uid, since) : Promise.resolve(EMPTY_ACTIVITY);
  }

  async home(uid?: string, username?: string, viewerUid?: string): Promise<UserHomeResponse> {
    const user = await this.resolve(uid, username, viewerUid);
    const activity = await this.activity(user.uid);
    const byDifficulty: Record<string, string[]> = {};
    for (const solved of activity.solved) {
      (byDifficulty[String(solved.difficulty)] ??= []).push(solved.displayId);
    }
    return {
      ...toUserInfoResponse(user),
      email: null,
      recentLoginTime: user.recentLoginTime,
      total: activity.total,
      acRate: acRate(activity.solved.length, activity.total),
      solvedList: activity.solved.map((solved) => solved.displayId),
      solvedGroupByDifficulty: byDifficulty,
      scoreList: activity.scoreList,
    };
  }

  async heatmap(uid?: string, username?: string, viewerUid?: string): Promise<HeatmapResponse> {
    const user = await this.resolve(uid, username, viewerUid);
    const activity = await this.activity(user.uid);
    const dataList = [...activity.dailyCounts.entries()]
      .map(([date, count]) => ({ date, count }))
      .sort((a, b) => a.date.localeCompare(b.date));
    return { uid: user.uid, username: user.username, dataList, endDate: utcDate(new Date()) };
  }
}
