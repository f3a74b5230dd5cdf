import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccessModule } from '../access/access.module';
import { AuthModule } from '../auth/auth.module';
import { GroupModule } from '../group/group.module';
import { ProblemModule } from '../problem/problem.module';
import { SubmissionModule } from '../submission/submission.module';
import { TagModule } from '../tag/tag.module';
import { TrainingCategoryModule } from './category/training-category.module';
import { UserModule } from '../user/user.module';
import { GroupHomeworkService } from './group/group-homework.service';
import { GroupTrainingAccess } from './group/group-training-access';
import { GroupTrainingProblemService } from './group/group-training-problem.service';
import { GroupTrainingController } from './group/group-training.controller';
import { GroupTrainingService } from './group/group-training.service';
import { TrainingAdminController } from './training-admin.controller';
import { TrainingAdminService } from './training-admin.service';
import { TrainingCategories } from './training-categories';
import { TrainingForm } from './training-form';
import { TrainingProblemAdminService } from './training-problem-admin.service';
import { TrainingProblemDetailService } from './training-problem-detail.service';
import { TrainingProblemLinks } from './training-problem-links';
import { TrainingProgressService } from './training-progress.service';
import { TrainingRankService } from './training-rank.service';
import { TrainingRemoval } from './training-removal';
import { TrainingRules } from './training-rules';
import { HomeworkProgress } from './homework-progress';
import { TRAINING_ENTITIES } from './training.entities';
import { TrainingController } from './training.controller';
import { TrainingService } from './training.service';

/** Trainings: the training scope's rules, browsing and entry, the rank, progress, admin and group trainings. */
@Module({
  imports: [
    TypeOrmModule.forFeature(TRAINING_ENTITIES),
    AccessModule,
    AuthModule,
    GroupModule,
    ProblemModule,
    SubmissionModule,
    TagModule,
    TrainingCategoryModule,
    UserModule,
  ],
  controllers: [TrainingController, TrainingAdminController, GroupTrainingController],
  providers: [
    HomeworkProgress,
    TransactionRunner,
    TrainingRules,
    TrainingCategories,
    TrainingProgressService,
    TrainingRemoval,
    TrainingService,
    TrainingRankService,
    TrainingForm,
    TrainingAdminService,
    TrainingProblemLinks,
    TrainingProblemAdminService,
    TrainingProblemDetailService,
    GroupTrainingAccess,
    GroupTrainingService,
    GroupTrainingProblemService,
    GroupHomeworkService,
  ],
  exports: [
    HomeworkProgress,
    TrainingProblemAdminService,
    TrainingRules,
    TrainingProgressService,
    TrainingService,
  ],
})
export class TrainingModule {}
