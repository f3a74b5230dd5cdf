import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccessModule } from '../access/access.module';
import { GroupMemberEntity } from '../group/group-member.entity';
import { GroupEntity } from '../group/group.entity';
import { GroupModule } from '../group/group.module';
import { ProblemEntity } from '../problem/problem.entity';
import { SubmissionEntity } from '../submission/submission.entity';
import { SubmissionModule } from '../submission/submission.module';
import { TrainingEntity, TrainingProblemEntity, TrainingProgressEntity } from '../training/training.entity';
import { TrainingModule } from '../training/training.module';
import { UserEntity } from '../user/user.entity';
import { ClassAccess } from './class-access';
import { ClassRankService } from './class-rank.service';
import { ClassRecordsService } from './class-records.service';
import { ClassRemoval } from './class-removal';
import { ClassRosterSource } from './class-roster.source';
import { ClassStudentService } from './class-student.service';
import { ClassController } from './class.controller';
import { ClassService } from './class.service';
import { HomeworkProgress } from './homework-progress';
import { TEACHER_ENTITIES } from './teacher.entities';

/** The teacher's back office: classes of a group, their students, and how they do on the group's homework. */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ...TEACHER_ENTITIES,
      GroupEntity,
      GroupMemberEntity,
      ProblemEntity,
      SubmissionEntity,
      TrainingEntity,
      TrainingProblemEntity,
      TrainingProgressEntity,
      UserEntity,
    ]),
    AccessModule,
    GroupModule,
    SubmissionModule,
    TrainingModule,
  ],
  controllers: [ClassController],
  providers: [
    TransactionRunner,
    ClassAccess,
    HomeworkProgress,
    ClassService,
    ClassStudentService,
    ClassRankService,
    ClassRecordsService,
    ClassRemoval,
    ClassRosterSource,
  ],
})
export class TeacherModule {}
