import { Controller, Get } from '@nestjs/common';
import type { PublicWebsiteConfig } from '@verdict/common';
import { Public } from '../../common/auth/access.decorators';
import { SiteConfigService } from './site-config.service';

@Controller('api')
export class SiteController {
  constructor(private readonly siteConfig: SiteConfigService) {}

  @Public()
  @Get('get-website-config')
  websiteConfig(): Promise<PublicWebsiteConfig> {
    return this.siteConfig.publicWebsite();
  }
}
