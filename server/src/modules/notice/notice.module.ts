import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { UserAdminModule } from '../user/admin/user-admin.module';
import { NoticeAdminController } from './notice-admin.controller';
import { AdminSysNoticeEntity, UserSysNoticeEntity } from './notice.entity';
import { NoticeService } from './notice.service';

@Module({
  imports: [TypeOrmModule.forFeature([AdminSysNoticeEntity, UserSysNoticeEntity]), UserAdminModule],
  controllers: [NoticeAdminController],
  providers: [NoticeService, TransactionRunner],
})
export class NoticeModule {}
