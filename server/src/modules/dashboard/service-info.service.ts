import { hostname } from 'node:os';
import { Inject, Injectable } from '@nestjs/common';
import { asPercent, serviceInstance } from '../../common/hoj/service-instance';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { HostLoad } from './host-load';
import type { ServiceInfo } from './service-info.dto';

/** The service name the API server goes by on HOJ's dashboard. */
export const API_SERVICE_ID = 'verdict-server';

/** The API server answering, and its host's CPU and memory load. */
@Injectable()
export class ServiceInfoService {
  private readonly load = new HostLoad();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  info(): ServiceInfo {
    const { cores, cpuShare, memoryShare } = this.load.read();
    const host = hostname();
    return {
      nacos: { status: 'UP' },
      backupCores: cores,
      backupPercentCpuLoad: asPercent(cpuShare),
      backupPercentMemoryLoad: asPercent(memoryShare),
      backupService: [
        serviceInstance(API_SERVICE_ID, `${host}-${process.pid}`, true, { host, port: this.config.port }),
      ],
    };
  }
}
