import { Controller, Get, Query } from '@nestjs/common';
import { type AuditEntryView, type Page, Role } from '@verdict/common';
import { Roles } from '../../common/auth/access.decorators';
import { AuditListQueryDto } from './audit.dto';
import { AuditLogService } from './audit-log.service';

/** `/api/admin/audit`: the audit log, read by super admins only. It has no route that writes. */
@Controller('api/admin/audit')
@Roles(Role.ROOT)
export class AuditAdminController {
  constructor(private readonly log: AuditLogService) {}

  @Get()
  list(@Query() query: AuditListQueryDto): Promise<Page<AuditEntryView<Date>>> {
    return this.log.list(query);
  }
}
