import type { JudgerHeartbeat } from '@verdict/common';
import type { JudgerRegistry } from '../../start-judger';
import { RedisKeys, type RedisClient } from './redis-keys';

/** A judger is shown offline when its heartbeat is older than this. */
export const HEARTBEAT_STALE_MS = 20000;

export interface JudgerStatus extends JudgerHeartbeat {
  online: boolean;
}

/** Heartbeats in a Redis hash: judger name → JSON JudgerHeartbeat. */
export class RedisJudgerRegistry implements JudgerRegistry {
  private readonly keys: RedisKeys;

  constructor(
    private readonly client: RedisClient,
    prefix = '',
  ) {
    this.keys = new RedisKeys(prefix);
  }

  async publish(heartbeat: JudgerHeartbeat): Promise<void> {
    await this.client.hSet(this.keys.registry, heartbeat.name, JSON.stringify(heartbeat));
  }

  async remove(name: string): Promise<void> {
    await this.client.hDel(this.keys.registry, name);
  }
}

/** For the admin dashboard: every registered judger with an online flag, by name. */
export async function listJudgers(client: RedisClient, prefix = ''): Promise<JudgerStatus[]> {
  const all = await client.hGetAll(new RedisKeys(prefix).registry);
  const now = Date.now();
  return Object.values(all)
    .map((json) => JSON.parse(json) as JudgerHeartbeat)
    .map((heartbeat) => ({ ...heartbeat, online: now - heartbeat.lastSeen < HEARTBEAT_STALE_MS }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
