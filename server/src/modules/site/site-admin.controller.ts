import { Body, Controller, Get, Put } from '@nestjs/common';
import { Permission } from '@verdict/common';
import { Permissions } from '../../common/auth/access.decorators';
import { WebsiteConfig } from './site-config.defaults';
import { SiteConfigService } from './site-config.service';
import { UpdateWebsiteConfigDto } from './site.dto';

@Controller('api/admin/config')
@Permissions(Permission.SYSTEM_INFO_ADMIN)
export class SiteAdminController {
  constructor(private readonly siteConfig: SiteConfigService) {}

  @Get('get-web-config')
  webConfig(): Promise<WebsiteConfig> {
    return this.siteConfig.website();
  }

  @Put('set-web-config')
  setWebConfig(@Body() dto: UpdateWebsiteConfigDto): Promise<WebsiteConfig> {
    return this.siteConfig.updateWebsite(dto);
  }
}
