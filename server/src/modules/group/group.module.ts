import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccessModule } from '../access/access.module';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { SiteModule } from '../site/site.module';
import { UserModule } from '../user/user.module';
import { GroupMemberController } from './group-member.controller';
import { GroupMemberService } from './group-member.service';
import { GroupDirectory } from './group-directory';
import { GroupEnrolment } from './group-enrolment';
import { GroupMembership } from './group-membership.service';
import { GroupRules } from './group-rules';
import { GroupStore } from './group-store';
import { GROUP_ENTITIES } from './group.entities';
import { GroupController } from './group.controller';
import { GroupService } from './group.service';
import { GroupRoster } from './group-roster';

/** Groups: the group scope's rules, the groups, their members. */
@Module({
  imports: [
    TypeOrmModule.forFeature(GROUP_ENTITIES),
    AccessModule,
    AuthModule,
    SiteModule,
    UserModule,
    AuditModule,
  ],
  controllers: [GroupController, GroupMemberController],
  providers: [
    TransactionRunner,
    GroupStore,
    GroupMembership,
    GroupEnrolment,
    GroupDirectory,
    GroupRules,
    GroupService,
    GroupMemberService,
    GroupRoster,
  ],
  exports: [GroupMembership, GroupRoster, GroupEnrolment, GroupDirectory],
})
export class GroupModule {}
