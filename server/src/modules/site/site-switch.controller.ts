import { Body, Controller, Get, Put } from '@nestjs/common';
import { Permission, type SwitchConfigView } from '@verdict/common';
import { Permissions } from '../../common/auth/access.decorators';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import { SiteAdminService } from './site-admin.service';
import { UpdateSwitchConfigDto } from './site-switch.dto';

/** `/api/admin/switch/*`: the super admin only. */
@Controller('api/admin/switch')
@Permissions(Permission.SYSTEM_INFO_ADMIN)
export class SiteSwitchController {
  constructor(private readonly admin: SiteAdminService) {}

  @Get('info')
  info(): Promise<SwitchConfigView> {
    return this.admin.switchView();
  }

  @Put('update')
  update(@Body() dto: UpdateSwitchConfigDto, @CurrentActor() admin: Actor): Promise<SwitchConfigView> {
    return this.admin.updateSwitches(dto, admin);
  }
}
