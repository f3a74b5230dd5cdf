import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  type AssistantConfigView,
  type AssistantConnectionTest,
  type AssistantUsage,
  Permission,
  Role,
} from '@verdict/common';
import { Permissions, Roles } from '../../common/auth/access.decorators';
import { PostOk } from '../../common/http/post-ok.decorator';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import { AssistantAdminService } from './assistant-admin.service';
import { AssistantConfigDto } from './assistant.dto';
import { AssistantSettings } from './assistant-settings';

/**
 * The assistant's settings among the super admin's (`/api/admin/config/*`), and its usage on the
 * dashboard, for those who see the dashboard.
 */
@Controller('api/admin')
export class AssistantAdminController {
  constructor(
    private readonly settings: AssistantSettings,
    private readonly admin: AssistantAdminService,
  ) {}

  @Get('config/get-assistant-config')
  @Permissions(Permission.SYSTEM_INFO_ADMIN)
  config(): Promise<AssistantConfigView> {
    return this.settings.view();
  }

  @Put('config/set-assistant-config')
  @Permissions(Permission.SYSTEM_INFO_ADMIN)
  setConfig(@Body() dto: AssistantConfigDto, @CurrentActor() admin: Actor): Promise<AssistantConfigView> {
    return this.settings.update(dto, admin);
  }

  @PostOk('config/test-assistant')
  @Permissions(Permission.SYSTEM_INFO_ADMIN)
  test(@Body() dto: AssistantConfigDto): Promise<AssistantConnectionTest> {
    return this.admin.test(dto);
  }

  @Get('dashboard/get-assistant-usage')
  @Roles(Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN)
  usage(): Promise<AssistantUsage> {
    return this.admin.usageToday();
  }
}
