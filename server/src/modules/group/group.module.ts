import { Module } from '@nestjs/common';
import { GroupDeletionHooks } from './group-deletion';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccessModule } from '../access/access.module';
import { AuthModule } from '../auth/auth.module';
import { AnnouncementEntity } from '../announcement/announcement.entity';
import { RankModule } from '../rank/rank.module';
import { SiteModule } from '../site/site.module';
import { SubmissionModule } from '../submission/submission.module';
import { SubmissionEntity } from '../submission/submission.entity';
import { UserEntity } from '../user/user.entity';
import { GroupAnnouncementController } from './group-announcement.controller';
import { GroupAnnouncementService } from './group-announcement.service';
import { GroupMemberController } from './group-member.controller';
import { GroupMemberService } from './group-member.service';
import { GroupMembership } from './group-membership.service';
import { GroupRules } from './group-rules';
import { GroupStore } from './group-store';
import { GROUP_ENTITIES } from './group.entities';
import { GroupController } from './group.controller';
import { GroupService } from './group.service';
import { GroupRankController } from './rank/group-rank.controller';
import { GroupRankService } from './rank/group-rank.service';
import { GroupRoster } from './rank/group-roster';
import { GroupTallies } from './rank/group-tallies';

/** Groups: the group scope's rules, the groups, their members, announcements and rank. */
@Module({
  imports: [
    TypeOrmModule.forFeature([...GROUP_ENTITIES, AnnouncementEntity, SubmissionEntity, UserEntity]),
    AccessModule,
    AuthModule,
    RankModule,
    SiteModule,
    SubmissionModule,
  ],
  controllers: [GroupController, GroupMemberController, GroupAnnouncementController, GroupRankController],
  providers: [
    TransactionRunner,
    GroupDeletionHooks,
    GroupStore,
    GroupMembership,
    GroupRules,
    GroupService,
    GroupMemberService,
    GroupAnnouncementService,
    GroupRoster,
    GroupTallies,
    GroupRankService,
  ],
  exports: [GroupMembership, GroupRoster, GroupDeletionHooks],
})
export class GroupModule {}
