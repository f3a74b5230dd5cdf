import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SiteConfigEntity } from './site-config.entity';
import { SiteConfigService } from './site-config.service';
import { SiteAdminController } from './site-admin.controller';
import { SiteController } from './site.controller';

@Module({
  imports: [TypeOrmModule.forFeature([SiteConfigEntity])],
  controllers: [SiteController, SiteAdminController],
  providers: [SiteConfigService],
  exports: [SiteConfigService],
})
export class SiteModule {}
