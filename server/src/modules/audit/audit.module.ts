import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditAdminController } from './audit-admin.controller';
import { AuditLogEntity } from './audit-log.entity';
import { AuditLogService } from './audit-log.service';
import { AuditTrail } from './audit-trail.service';
import { AuditScheduler } from './audit.scheduler';

/**
 * The audit log of admin actions. Modules whose admin routes change what others see record
 * through `AuditTrail` (the routes pass the caller as an `Actor`, `@CurrentActor()`); super
 * admins read the log; a nightly job deletes what is older than AUDIT_RETENTION_DAYS. It imports
 * no other module, so any module may import it.
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuditLogEntity])],
  controllers: [AuditAdminController],
  providers: [AuditTrail, AuditLogService, AuditScheduler],
  exports: [AuditTrail],
})
export class AuditModule {}
