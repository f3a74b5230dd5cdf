import type { JudgerHeartbeat, JudgerRegistry, JudgerStatus } from '@verdict/common';
import { isExpired, judgerStatuses } from '../judger-status';

/** Heartbeats of the judgers in this process (embedded mode), under the same rules as Redis'. */
export class MemoryJudgerRegistry implements JudgerRegistry {
  private readonly heartbeats = new Map<string, JudgerHeartbeat>();

  async publish(heartbeat: JudgerHeartbeat): Promise<void> {
    this.heartbeats.set(heartbeat.name, heartbeat);
  }

  async remove(name: string): Promise<void> {
    this.heartbeats.delete(name);
  }

  list(now = Date.now()): JudgerStatus[] {
    for (const [name, heartbeat] of this.heartbeats)
      if (isExpired(heartbeat, now)) this.heartbeats.delete(name);
    return judgerStatuses([...this.heartbeats.values()], now);
  }
}
