import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { defaultWebsiteConfig, PublicWebsiteConfig, WebsiteConfig } from './site-config.defaults';
import { SiteConfigEntity } from './site-config.entity';

const WEBSITE = 'website';

/** Reads and writes the website settings; unset keys fall back to the defaults. */
@Injectable()
export class SiteConfigService {
  constructor(
    @InjectRepository(SiteConfigEntity) private readonly rows: Repository<SiteConfigEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async website(): Promise<WebsiteConfig> {
    const row = await this.rows.findOneBy({ name: WEBSITE });
    const stored = row ? (JSON.parse(row.value) as Partial<WebsiteConfig>) : {};
    return { ...defaultWebsiteConfig(this.config.baseUrl), ...stored };
  }

  /**
   * What every page reads: the settings plus the submit interval (SUBMIT_INTERVAL_SECONDS), so the
   * editor counts the wait down on its buttons instead of letting a click hit the limit.
   */
  async publicWebsite(): Promise<PublicWebsiteConfig> {
    return { ...(await this.website()), submitIntervalSeconds: this.config.submitIntervalSeconds };
  }

  async updateWebsite(changes: Partial<WebsiteConfig>): Promise<WebsiteConfig> {
    const next = { ...(await this.website()), ...changes };
    await this.rows.save({ name: WEBSITE, value: JSON.stringify(next) });
    return next;
  }
}
