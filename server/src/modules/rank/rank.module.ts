import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { RankController } from './rank.controller';
import { RANK_ENTITIES } from './rank.entities';
import { RankTablesService } from './rank-tables.service';
import { RankService } from './rank.service';

/**
 * The user ranks, kept in rank tables: updated from `VerdictChanged` (the submission module is
 * global and exports `VerdictEvents`), read from memory.
 */
@Module({
  imports: [TypeOrmModule.forFeature(RANK_ENTITIES)],
  controllers: [RankController],
  providers: [RankService, RankTablesService, TransactionRunner],
  exports: [RankService, RankTablesService],
})
export class RankModule {}
