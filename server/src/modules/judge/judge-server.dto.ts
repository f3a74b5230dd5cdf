import type { JudgerStatus } from '@verdict/common';
import { asPercent, serviceInstance, type ServiceInstanceView } from '../../common/hoj/service-instance';

/** The service name judges go by on HOJ's dashboard. */
export const JUDGE_SERVICE_ID = 'verdict-judger';

/**
 * A judge on the dashboard: Verdict's fields, and beside them HOJ's (`cpuCores`,
 * `percentCpuLoad`, `percentMemoryLoad`, `service`), which HOJ's dashboard reads.
 */
export interface JudgeServerView extends JudgerStatus {
  cpuCores: number;
  /** The share of the judge's task slots in use: heartbeats carry no CPU figure. */
  percentCpuLoad: string;
  /** Heartbeats carry no memory figure. */
  percentMemoryLoad: string | null;
  service: ServiceInstanceView;
}

export function toJudgeServerView(judge: JudgerStatus): JudgeServerView {
  return {
    ...judge,
    cpuCores: judge.cores,
    percentCpuLoad: asPercent(judge.maxTasks > 0 ? judge.runningTasks / judge.maxTasks : 0),
    percentMemoryLoad: null,
    service: serviceInstance(JUDGE_SERVICE_ID, judge.name, judge.online, undefined, {
      judgeName: judge.name,
    }),
  };
}
