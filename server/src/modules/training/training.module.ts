import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccessModule } from '../access/access.module';
import { ProblemCountEntity, ProblemEntity } from '../problem/problem.entity';
import { ProblemModule } from '../problem/problem.module';
import { SubmissionEntity } from '../submission/submission.entity';
import { SubmissionModule } from '../submission/submission.module';
import { TagModule } from '../tag/tag.module';
import { TrainingCategoryModule } from '../training-category/training-category.module';
import { UserEntity } from '../user/user.entity';
import { TrainingAdminController } from './training-admin.controller';
import { TrainingAdminService } from './training-admin.service';
import { TrainingCategories } from './training-categories';
import { TrainingProblemAdminService } from './training-problem-admin.service';
import { TrainingProgressService } from './training-progress.service';
import { TrainingRankService } from './training-rank.service';
import { TrainingRules } from './training-rules';
import { TRAINING_ENTITIES } from './training.entities';
import { TrainingController } from './training.controller';
import { TrainingService } from './training.service';

/** Trainings: the training scope's rules, browsing and entry, the rank, progress and admin. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ...TRAINING_ENTITIES,
      ProblemEntity,
      ProblemCountEntity,
      SubmissionEntity,
      UserEntity,
    ]),
    AccessModule,
    ProblemModule,
    SubmissionModule,
    TagModule,
    TrainingCategoryModule,
  ],
  controllers: [TrainingController, TrainingAdminController],
  providers: [
    TransactionRunner,
    TrainingRules,
    TrainingCategories,
    TrainingProgressService,
    TrainingService,
    TrainingRankService,
    TrainingAdminService,
    TrainingProblemAdminService,
  ],
  exports: [TrainingRules, TrainingProgressService],
})
export class TrainingModule {}
