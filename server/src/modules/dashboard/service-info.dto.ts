import type { ServiceInstanceView } from '../../common/hoj/service-instance';

/** `GET /api/admin/config/get-service-info`, in HOJ's names (its "backup" is the API server). */
export interface ServiceInfo {
  /** HOJ's service registry status; Verdict has no registry, so an answering server is "UP". */
  nacos: { status: 'UP' };
  backupCores: number;
  /** "37.50%": CPU busy since the previous read. */
  backupPercentCpuLoad: string;
  /** "62.10%": the host's memory in use. */
  backupPercentMemoryLoad: string;
  /** The API server answering (one entry: HOJ's dashboard writes the load into the first). */
  backupService: ServiceInstanceView[];
}
