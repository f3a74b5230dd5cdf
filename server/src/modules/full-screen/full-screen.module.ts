import { Module } from '@nestjs/common';
import { ContestModule } from '../contest/contest.module';
import { TrainingModule } from '../training/training.module';
import { FullScreenController } from './full-screen.controller';

/** The focus-mode problem list, which reads both contests and trainings. */
@Module({
  imports: [ContestModule, TrainingModule],
  controllers: [FullScreenController],
})
export class FullScreenModule {}
