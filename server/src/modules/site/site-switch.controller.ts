import { Body, Controller, Get, Put } from '@nestjs/common';
import { Permission, type SwitchConfigView } from '@verdict/common';
import { Permissions } from '../../common/auth/access.decorators';
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
  update(@Body() dto: UpdateSwitchConfigDto): Promise<SwitchConfigView> {
    return this.admin.updateSwitches(dto);
  }
}
