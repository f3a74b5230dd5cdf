import { Injectable } from '@nestjs/common';
import type { HomeworkRankRow } from '@verdict/common';
import type { AuthUser } from '../../../common/auth/auth-user';
import { notFound } from '../../../common/http/app.exception';
import { pageWindow, toPage, type Page } from '../../../common/http/pagination';
import { GroupMembership } from '../../group/group-membership.service';
import { GroupRoster } from '../../group/group-roster';
import { AccessService } from '../../access/access.service';
import { UserDirectory } from '../../user/user-directory';
import { rankedUser, rankStandings } from '../rank-standings';
import { TrainingProgressService } from '../training-progress.service';
import { TrainingRankService } from '../training-rank.service';
import type { TrainingResponse } from '../training.dto';
import { GroupTrainingAccess } from './group-training-access';
import { GroupTrainingService } from './group-training.service';
import type { GroupTrainingPageQueryDto, HomeworkRankQueryDto } from './group-training.dto';

/** Homework list page size (the training list's). */
export const HOMEWORK_PAGE_SIZE = 15;
/** Homework rank page size (as the rank pages). */
export const HOMEWORK_RANK_PAGE_SIZE = 30;

export const HOMEWORK_MESSAGES = {
  classNotInGroup: 'The class does not belong to this group',
} as const;

/**
 * Homework is a training inside a group. HOJ keeps no separate homework
 * entity, and neither do we: a group's homework is its trainings. The homework list shows them with
 * the member's progress (acCount over problemCount); the homework rank shows group admins every
 * member's progress in one of them. Both read the kept training progress, never the submissions.
 */
@Injectable()
export class GroupHomeworkService {
  constructor(
    private readonly access: GroupTrainingAccess,
    private readonly siteAccess: AccessService,
    private readonly membership: GroupMembership,
    private readonly roster: GroupRoster,
    private readonly progress: TrainingProgressService,
    private readonly trainings: GroupTrainingService,
    private readonly ranks: TrainingRankService,
    private readonly users: UserDirectory,
  ) {}

  /** The group's homework, newest first, with the viewer's progress; hidden ones for group admins only. */
  async list(query: GroupTrainingPageQueryDto, viewer: AuthUser): Promise<Page<TrainingResponse>> {
    await this.access.requireMember(viewer, query.gid);
    const admin = await this.membership.isGroupAdmin(viewer, query.gid);
    return this.trainings.pageWithProgress(query, HOMEWORK_PAGE_SIZE, viewer, {
      where: admin ? { gid: query.gid } : { gid: query.gid, status: true },
      order: { id: 'DESC' },
    });
  }

  /** Every member's progress in one homework (group admins): solved count and per-problem status. */
  async rank(query: HomeworkRankQueryDto, viewer: AuthUser): Promise<Page<HomeworkRankRow>> {
    const training = await this.access.requireGroupTraining(query.tid);
    await this.access.requireAdmin(viewer, training.gid);
    const { current, size, skip } = pageWindow(query, HOMEWORK_RANK_PAGE_SIZE);
    const [uids, standings] = await Promise.all([
      this.rosterOf(training.gid, query.classId),
      this.progress.standings(training.id),
    ]);
    const known = new Map(standings.map((row) => [row.uid, row]));
    const users = await this.users.cardsOf(uids);
    const keyword = query.keyword?.trim().toLowerCase();
    const listed = uids.filter((uid) => {
      const user = users.get(uid);
      if (!user) return false;
      if (!keyword) return true;
      return [user.username, user.nickname, user.realname].some((field) =>
        field?.toLowerCase().includes(keyword),
      );
    });
    const ranked = rankStandings(listed.map((uid) => known.get(uid) ?? { uid, ac: 0, runTime: 0 }));
    const pageRows = ranked.slice(skip, skip + size);
    const cells = await this.ranks.rankCells(
      training.id,
      pageRows.map((row) => row.uid),
    );
    const records = pageRows.map((row): HomeworkRankRow => {
      const user = users.get(row.uid);
      return {
        ...rankedUser(row, user),
        realname: user?.realname ?? null,
        ac: row.ac,
        problemCount: cells.problemCount,
        submissionInfo: cells.of(row.uid),
      };
    });
    return toPage(records, ranked.length, current, size);
  }

  /** The group's members, or only those of one of its classes. */
  private async rosterOf(gid: number, classId: number | undefined): Promise<string[]> {
    const members = await this.roster.memberUids(gid);
    if (classId === undefined) return members;
    const students = await this.siteAccess.classStudents(gid, classId);
    if (!students) throw notFound(HOMEWORK_MESSAGES.classNotInGroup);
    const inClass = new Set(students);
    return members.filter((uid) => inClass.has(uid));
  }
}
