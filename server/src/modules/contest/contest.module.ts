import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccessModule } from '../access/access.module';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { GroupModule } from '../group/group.module';
import { ProblemModule } from '../problem/problem.module';
import { SubmissionModule } from '../submission/submission.module';
import { UserModule } from '../user/user.module';
import { BoardStore } from './board/board-store';
import { ContestBoardService } from './board/contest-board.service';
import { ContestAcExportController } from './ac-export/contest-ac-export.controller';
import { ContestAcExportService } from './ac-export/contest-ac-export.service';
import { ContestAcInfoController } from './ac-info/contest-ac-info.controller';
import { ContestAcInfoService } from './ac-info/contest-ac-info.service';
import { ContestAdminController } from './contest-admin.controller';
import { ContestAdminService } from './contest-admin.service';
import { ContestAnnouncementService } from './contest-announcement.service';
import { ContestClock } from './contest-clock';
import { ContestParticipants } from './contest-participants';
import { ContestProblemService } from './contest-problem.service';
import { ContestRankService } from './contest-rank.service';
import { RunningContestProblems } from './running-contest-problems';
import { ContestsUnderWay } from './contests-under-way';
import { ContestRules } from './contest-rules';
import { ContestListCache } from './contest-list-cache';
import { ContestStore } from './contest-store';
import { ContestTakingPart } from './contest-taking-part';
import { CONTEST_ENTITIES } from './contest.entities';
import { ContestController } from './contest.controller';
import { ContestGateway } from './contest.gateway';
import { ContestService } from './contest.service';
import { ContestPrintCleanup } from './print/contest-print-cleanup';
import { ContestPrintController } from './print/contest-print.controller';
import { ContestRankExportController } from './rank-export/contest-rank-export.controller';
import { ContestRankExportService } from './rank-export/contest-rank-export.service';
import { ContestPrintService } from './print/contest-print.service';
import { ContestRejudgeController } from './rejudge/contest-rejudge.controller';
import { ContestRejudgeService } from './rejudge/contest-rejudge.service';
import { ContestScrollBoardController } from './scroll-board/contest-scroll-board.controller';
import { ContestScrollBoardService } from './scroll-board/contest-scroll-board.service';
import { HojScrollBoardService } from './scroll-board/hoj-scroll-board.service';
import { ScrollBoardAccess } from './scroll-board/scroll-board-access';
import { GroupContestAccess } from './group/group-contest-access';
import { GroupContestController } from './group/group-contest.controller';
import { GroupContestProblemService } from './group/group-contest-problem.service';
import { GroupContestRemoval } from './group/group-contest-removal';
import { GroupContestService } from './group/group-contest.service';
import { RecentContests } from './recent-contests.service';

/** Contests: the contest scope's rules, admin, group contests, contestant routes, boards and live pushes. */
@Module({
  imports: [
    TypeOrmModule.forFeature(CONTEST_ENTITIES),
    AccessModule,
    AuthModule,
    GroupModule,
    ProblemModule,
    SubmissionModule,
    UserModule,
    AuditModule,
  ],
  controllers: [
    ContestController,
    ContestAdminController,
    ContestPrintController,
    ContestRejudgeController,
    ContestAcInfoController,
    ContestRankExportController,
    ContestAcExportController,
    ContestScrollBoardController,
    GroupContestController,
  ],
  providers: [
    RecentContests,
    TransactionRunner,
    ContestStore,
    ContestListCache,
    ContestRules,
    ContestParticipants,
    ContestTakingPart,
    ContestService,
    ContestProblemService,
    ContestAdminService,
    ContestAnnouncementService,
    ContestRankService,
    BoardStore,
    ContestBoardService,
    ContestClock,
    ContestGateway,
    ContestPrintService,
    ContestPrintCleanup,
    ContestRejudgeService,
    ContestAcInfoService,
    ContestRankExportService,
    ContestAcExportService,
    ContestScrollBoardService,
    ScrollBoardAccess,
    HojScrollBoardService,
    GroupContestAccess,
    GroupContestService,
    GroupContestProblemService,
    GroupContestRemoval,
    RunningContestProblems,
    ContestsUnderWay,
  ],
  exports: [
    RecentContests,
    ContestAdminService,
    ContestRules,
    ContestProblemService,
    ContestStore,
    RunningContestProblems,
    ContestsUnderWay,
  ],
})
export class ContestModule {}
