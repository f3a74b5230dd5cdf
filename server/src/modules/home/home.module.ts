import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContestEntity } from '../contest/contest.entity';
import { ProblemEntity } from '../problem/problem.entity';
import { SubmissionEntity } from '../submission/submission.entity';
import { HomeController } from './home.controller';
import { HomeService } from './home.service';
import { SubmissionStatisticsService } from './submission-statistics.service';

/** The home page's lists: contest countdowns, recently changed problems, last week's submissions. */
@Module({
  imports: [TypeOrmModule.forFeature([ContestEntity, ProblemEntity, SubmissionEntity])],
  controllers: [HomeController],
  providers: [HomeService, SubmissionStatisticsService],
})
export class HomeModule {}
