import { Module } from '@nestjs/common';
import { RankModule } from '../rank/rank.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AuthModule } from '../auth/auth.module';
import { UserEntity } from '../user/user.entity';
import { UserModule } from '../user/user.module';
import { UserAdminController } from './user-admin.controller';
import { UserAdminService } from './user-admin.service';
import { UserAudienceService } from './user-audience.service';
import { UserBatchWriter } from './user-batch-writer.service';
import { UserFileController } from './user-file.controller';
import { UserGenerateService } from './user-generate.service';
import { UserImportService } from './user-import.service';

/** The back office's user management; also answers "which users" for messages sent to many. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity]), UserModule, AuthModule, RankModule],
  controllers: [UserAdminController, UserFileController],
  providers: [
    UserAdminService,
    UserImportService,
    UserGenerateService,
    UserBatchWriter,
    UserAudienceService,
    TransactionRunner,
  ],
  exports: [UserAudienceService],
})
export class UserAdminModule {}
