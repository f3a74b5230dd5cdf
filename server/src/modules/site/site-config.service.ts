import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { defaultWebsiteConfig, WebsiteConfig } from './site-config.defaults';
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

  async updateWebsite(changes: Partial<WebsiteConfig>): Promise<WebsiteConfig> {
    const next = { ...(await this.website()), ...changes };
    await this.rows.save({ name: WEBSITE, value: JSON.stringify(next) });
    return next;
  }
}
