import { Injectable } from '@nestjs/common';
import type { RankPeriodValue } from '@verdict/common';
import { RankSubmissions, type UserRankedSubmissionRow } from '../../submission/rank-submissions';
import { periodStartDay, problemDays, type DayTally } from '../rank-days';

/** Members read per query (well under SQLite's variable limit). */
const CHUNK = 500;

/**
 * What each member did inside the group in a period (HOJ counts a group's rank over the group's
 * own submissions): its problems and its trainings' problems submitted in the group, tallied day
 * by day as the site rank tallies public ones, so a rejudge or a cleared record shows at once.
 * Read on demand: a group's submissions are a class's, not the site's.
 */
@Injectable()
export class GroupTallies {
  constructor(private readonly submissions: RankSubmissions) {}

  async of(gid: number, uids: string[], period: RankPeriodValue): Promise<Map<string, DayTally>> {
    const since = periodStartDay(period);
    const result = new Map<string, DayTally>();
    for (let i = 0; i < uids.length; i += CHUNK) {
      const rows = await this.submissions.inGroup(gid, uids.slice(i, i + CHUNK));
      const byUserProblem = new Map<string, UserRankedSubmissionRow[]>();
      for (const row of rows) {
        const key = `${row.uid}\n${row.pid}`;
        byUserProblem.set(key, [...(byUserProblem.get(key) ?? []), row]);
      }
      for (const [key, submissions] of byUserProblem) {
        const uid = key.slice(0, key.indexOf('\n'));
        const tally = result.get(uid) ?? { total: 0, ac: 0, score: 0 };
        for (const [day, added] of problemDays(submissions)) {
          if (since !== null && day < since) continue;
          tally.total += added.total;
          tally.ac += added.ac;
          tally.score += added.score;
        }
        result.set(uid, tally);
      }
    }
    return result;
  }
}
