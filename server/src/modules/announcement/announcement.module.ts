import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnnouncementAdminController } from './announcement-admin.controller';
import { AnnouncementController } from './announcement.controller';
import { AnnouncementRows } from './announcement-rows';
import { AnnouncementEntity } from './announcement.entity';
import { AnnouncementService } from './announcement.service';
import { GroupAnnouncementController } from './group-announcement.controller';
import { GroupAnnouncementService } from './group-announcement.service';
import { AccessModule } from '../access/access.module';
import { GroupModule } from '../group/group.module';

/** The site's announcements and each group's (rows carrying the group's `gid`). */
@Module({
  imports: [TypeOrmModule.forFeature([AnnouncementEntity]), AccessModule, GroupModule],
  controllers: [AnnouncementController, AnnouncementAdminController, GroupAnnouncementController],
  providers: [AnnouncementRows, AnnouncementService, GroupAnnouncementService],
  exports: [AnnouncementService],
})
export class AnnouncementModule {}
