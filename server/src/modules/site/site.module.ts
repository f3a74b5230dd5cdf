import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { TransactionRunner } from '../../database/transaction-runner';
import { AuditModule } from '../audit/audit.module';
import { AuditedSettings } from './audited-settings';
import { DbAndRedisConfigService } from './db-and-redis-config.service';
import { HomeCarouselController } from './home-carousel.controller';
import { HomeCarouselEntity } from './home-carousel.entity';
import { HomeCarouselService } from './home-carousel.service';
import { SiteAdminController } from './site-admin.controller';
import { SiteAdminService } from './site-admin.service';
import { SiteConfigCache } from './site-config-cache';
import { SiteConfigEntity } from './site-config.entity';
import { SiteConfigService } from './site-config.service';
import { SiteSwitchController } from './site-switch.controller';
import { SiteController } from './site.controller';

@Module({
  imports: [TypeOrmModule.forFeature([SiteConfigEntity, HomeCarouselEntity]), AuditModule],
  controllers: [SiteController, SiteAdminController, SiteSwitchController, HomeCarouselController],
  providers: [
    TransactionRunner,
    SiteConfigCache,
    SiteConfigService,
    SiteAdminService,
    AuditedSettings,
    HomeCarouselService,
    DbAndRedisConfigService,
  ],
  exports: [SiteConfigService, AuditedSettings],
})
export class SiteModule {}
