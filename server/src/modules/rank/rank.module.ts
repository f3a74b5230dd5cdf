import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { GroupModule } from '../group/group.module';
import { SubmissionModule } from '../submission/submission.module';
import { UserModule } from '../user/user.module';
import { GroupRankController } from './group/group-rank.controller';
import { GroupRankService } from './group/group-rank.service';
import { GroupTallies } from './group/group-tallies';
import { RankController } from './rank.controller';
import { RANK_ENTITIES } from './rank.entities';
import { RankTablesService } from './rank-tables.service';
import { RankService } from './rank.service';

/**
 * The user ranks and each group's rank, kept in rank tables: updated on `submission.verdict`,
 * read from memory.
 */
@Module({
  imports: [TypeOrmModule.forFeature(RANK_ENTITIES), GroupModule, SubmissionModule, UserModule],
  controllers: [RankController, GroupRankController],
  providers: [RankService, RankTablesService, TransactionRunner, GroupTallies, GroupRankService],
  exports: [RankService, RankTablesService],
})
export class RankModule {}
