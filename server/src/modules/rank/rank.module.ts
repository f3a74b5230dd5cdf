import { Module } from '@nestjs/common';

/** the user ranks, kept in rank tables */
@Module({})
export class RankModule {}
