import { Module } from '@nestjs/common';
import { DependencyMetrics } from './dependency-metrics';
import { DependencyProbes } from './dependency-probes';
import { HealthController } from './health.controller';

@Module({ controllers: [HealthController], providers: [DependencyProbes, DependencyMetrics] })
export class HealthModule {}
