import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContestEntity } from '../contest/contest.entity';
import { ProblemEntity } from '../problem/problem.entity';
import { SubmissionEntity } from '../submission/submission.entity';
import { UserEntity } from '../user/user.entity';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { ServiceInfoController } from './service-info.controller';
import { ServiceInfoService } from './service-info.service';

/**
 * The back office dashboard's counts and the API server's load; the judge servers and queue come
 * from the judge module.
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, ProblemEntity, ContestEntity, SubmissionEntity])],
  controllers: [DashboardController, ServiceInfoController],
  providers: [DashboardService, ServiceInfoService],
})
export class DashboardModule {}
