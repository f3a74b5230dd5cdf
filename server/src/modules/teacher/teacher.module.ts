import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AccessModule } from '../access/access.module';
import { GroupModule } from '../group/group.module';
import { ProblemModule } from '../problem/problem.module';
import { SubmissionModule } from '../submission/submission.module';
import { TrainingModule } from '../training/training.module';
import { UserModule } from '../user/user.module';
import { ClassAccess } from './class-access';
import { ClassRankService } from './class-rank.service';
import { ClassRecordsService } from './class-records.service';
import { ClassRemoval } from './class-removal';
import { ClassRosterSource } from './class-roster.source';
import { ClassStudentService } from './class-student.service';
import { ClassController } from './class.controller';
import { ClassService } from './class.service';
import { TEACHER_ENTITIES } from './teacher.entities';

/** The teacher's back office: classes of a group, their students, and how they do on the group's homework. */
@Module({
  imports: [
    TypeOrmModule.forFeature(TEACHER_ENTITIES),
    AccessModule,
    GroupModule,
    ProblemModule,
    SubmissionModule,
    TrainingModule,
    UserModule,
  ],
  controllers: [ClassController],
  providers: [
    TransactionRunner,
    ClassAccess,
    ClassService,
    ClassStudentService,
    ClassRankService,
    ClassRecordsService,
    ClassRemoval,
    ClassRosterSource,
  ],
})
export class TeacherModule {}
