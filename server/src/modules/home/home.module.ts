import { Module } from '@nestjs/common';
import { ContestModule } from '../contest/contest.module';
import { ProblemModule } from '../problem/problem.module';
import { SubmissionModule } from '../submission/submission.module';
import { HomeController } from './home.controller';

/** The home page's lists: contest countdowns, recently changed problems, last week's submissions. */
@Module({
  imports: [ContestModule, ProblemModule, SubmissionModule],
  controllers: [HomeController],
})
export class HomeModule {}
