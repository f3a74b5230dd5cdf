import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessModule } from '../../access/access.module';
import { GroupModule } from '../../group/group.module';
import { TagModule } from '../../tag/tag.module';
import { TestDataModule } from '../../test-data/test-data.module';
import { UserModule } from '../../user/user.module';
import { ProblemEntity } from '../problem.entity';
import { ProblemModule } from '../problem.module';
import { GroupProblemAccess } from './group-problem-access';
import { GroupProblemController } from './group-problem.controller';
import { GroupProblemRemoval } from './group-problem-removal';
import { GroupProblemService } from './group-problem.service';
import { GroupTestcasePolicy } from './group-testcase-policy';

/**
 * Groups' problems. A module of its own beside the problem module: it needs the group module,
 * which already reaches the problem module through the submissions, so the problem module can
 * not import it without a cycle.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ProblemEntity]),
    AccessModule,
    ProblemModule,
    GroupModule,
    TagModule,
    TestDataModule,
    UserModule,
  ],
  controllers: [GroupProblemController],
  providers: [GroupProblemAccess, GroupProblemService, GroupProblemRemoval, GroupTestcasePolicy],
})
export class GroupProblemModule {}
