import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { UserAdminModule } from '../user-admin/user-admin.module';
import { NoticeAdminController } from './notice-admin.controller';
import { AdminSysNoticeEntity, UserSysNoticeEntity } from './notice.entity';
import { NoticeScheduler } from './notice.scheduler';
import { NoticeService } from './notice.service';
import { UserNoticeService } from './user-notice.service';

/** System notices: written in the back office (sent now or by the hourly job) and read by users. */
@Module({
  imports: [TypeOrmModule.forFeature([AdminSysNoticeEntity, UserSysNoticeEntity]), UserAdminModule],
  controllers: [NoticeAdminController],
  providers: [NoticeService, NoticeScheduler, UserNoticeService, TransactionRunner],
  exports: [NoticeService, UserNoticeService],
})
export class NoticeModule {}
