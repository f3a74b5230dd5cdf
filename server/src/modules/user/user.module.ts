import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AuthAccountCache } from './auth-account-cache';
import { UserAccounts } from './user-accounts.service';
import { UserBatchWriter } from './user-batch-writer.service';
import { UserController } from './user.controller';
import { UserDirectory } from './user-directory';
import { UserEntity } from './user.entity';
import { UserHomeService } from './user-home.service';
import { UserProfileService } from './user-profile.service';
import { UserService } from './user.service';

@Module({
  imports: [TypeOrmModule.forFeature([UserEntity])],
  controllers: [UserController],
  providers: [
    TransactionRunner,
    AuthAccountCache,
    UserService,
    UserDirectory,
    UserAccounts,
    UserBatchWriter,
    UserHomeService,
    UserProfileService,
  ],
  exports: [UserService, UserDirectory, UserAccounts, UserBatchWriter],
})
export class UserModule {}
