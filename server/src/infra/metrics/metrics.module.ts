import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AppMetrics } from './app-metrics';

/** The instance's metrics registry, for any module to add its figures to. */
@Global()
@Module({
  providers: [
    {
      provide: AppMetrics,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new AppMetrics(Boolean(config.metricsToken)),
    },
  ],
  exports: [AppMetrics],
})
export class MetricsModule {}
