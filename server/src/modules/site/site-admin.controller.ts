import { Body, Controller, Get, Put } from '@nestjs/common';
import { type EmailConfigView, type MailRoute, Permission, type WebsiteConfig } from '@verdict/common';
import { Permissions } from '../../common/auth/access.decorators';
import { PostOk } from '../../common/http/post-ok.decorator';
import type { Actor } from '../audit/actor';
import { CurrentActor } from '../audit/current-actor.decorator';
import type { DbAndRedisConfigView } from './db-and-redis-config';
import { DbAndRedisConfigService } from './db-and-redis-config.service';
import { toHojWebsiteConfig, type HojWebsiteConfig } from './site-config.defaults';
import { SiteAdminService } from './site-admin.service';
import { SiteConfigService } from './site-config.service';
import { TestEmailDto, UpdateEmailConfigDto } from './site-email.dto';
import { UpdateWebsiteConfigDto } from './site.dto';

/** `/api/admin/config/*`: the super admin only. */
@Controller('api/admin/config')
@Permissions(Permission.SYSTEM_INFO_ADMIN)
export class SiteAdminController {
  constructor(
    private readonly siteConfig: SiteConfigService,
    private readonly admin: SiteAdminService,
    private readonly dbAndRedis: DbAndRedisConfigService,
  ) {}

  /** HOJ's admin form: its own website fields (see `HOJ_WEBSITE_FIELDS`). */
  @Get('get-web-config')
  async hojWebConfig(): Promise<HojWebsiteConfig> {
    return toHojWebsiteConfig(await this.siteConfig.website());
  }

  /** Every website setting, as this site's back office edits them. */
  @Get('get-site-config')
  webConfig(): Promise<WebsiteConfig> {
    return this.siteConfig.website();
  }

  @Put('set-web-config')
  setWebConfig(@Body() dto: UpdateWebsiteConfigDto, @CurrentActor() admin: Actor): Promise<WebsiteConfig> {
    return this.admin.updateWebsite(dto, admin);
  }

  @Get('get-email-config')
  emailConfig(): Promise<EmailConfigView> {
    return this.admin.emailView();
  }

  @Put('set-email-config')
  setEmailConfig(@Body() dto: UpdateEmailConfigDto, @CurrentActor() admin: Actor): Promise<EmailConfigView> {
    return this.admin.updateEmail(dto, admin);
  }

  @PostOk('test-email')
  testEmail(@Body() dto: TestEmailDto): Promise<{ via: MailRoute }> {
    return this.admin.sendTestMail(dto.email);
  }

  @Get('get-db-and-redis-config')
  dbAndRedisConfig(): DbAndRedisConfigView {
    return this.dbAndRedis.view();
  }

  @Put('set-db-and-redis-config')
  setDbAndRedisConfig(): never {
    return this.dbAndRedis.update();
  }
}
