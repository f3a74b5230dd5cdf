import { Module } from '@nestjs/common';
import { ContestModule } from '../contest/contest.module';
import { ProblemModule } from '../problem/problem.module';
import { SubmissionModule } from '../submission/submission.module';
import { UserModule } from '../user/user.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { ServiceInfoController } from './service-info.controller';
import { ServiceInfoService } from './service-info.service';

/**
 * The back office dashboard's counts, each asked of the module that owns it, and the API server's
 * load; the judge servers and queue come from the judge module.
 */
@Module({
  imports: [ContestModule, ProblemModule, SubmissionModule, UserModule],
  controllers: [DashboardController, ServiceInfoController],
  providers: [DashboardService, ServiceInfoService],
})
export class DashboardModule {}
