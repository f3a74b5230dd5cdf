import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { RankModule } from '../rank/rank.module';
import { UserModule } from '../user/user.module';
import { UserAddService } from './user-add.service';
import { UserAdminController } from './user-admin.controller';
import { UserAdminService } from './user-admin.service';
import { UserAudienceService } from './user-audience.service';
import { UserFileController } from './user-file.controller';
import { UserGenerateService } from './user-generate.service';
import { UserImportService } from './user-import.service';

/** The back office's user management; also answers "which users" for messages sent to many. */
@Module({
  imports: [UserModule, AuthModule, RankModule, AuditModule],
  controllers: [UserAdminController, UserFileController],
  providers: [UserAdminService, UserAddService, UserImportService, UserGenerateService, UserAudienceService],
  exports: [UserAudienceService],
})
export class UserAdminModule {}
