import type { JudgerHeartbeat, JudgerRegistry, JudgerStatus } from '@verdict/common';
import { isExpired, judgerStatuses } from '../judger-status';
import type { RedisClient } from './redis-client';
import { RedisKeys } from './redis-keys';

/** Removes a heartbeat only if it is still the one that was read (the judger may just have come back). */
const FORGET_IF_UNCHANGED = `
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then
  return redis.call('HDEL', KEYS[1], ARGV[1])
end
return 0`;

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

/**
 * For the admin dashboard: every judger seen recently with an online flag, by name. Whoever lists
 * also removes the heartbeats of judgers gone for long (killed daemons never remove their own).
 */
export async function listJudgers(
  client: RedisClient,
  prefix = '',
  now = Date.now(),
): Promise<JudgerStatus[]> {
  const key = new RedisKeys(prefix).registry;
  const heartbeats: JudgerHeartbeat[] = [];
  for (const [name, json] of Object.entries(await client.hGetAll(key))) {
    let heartbeat: JudgerHeartbeat | undefined;
    try {
      heartbeat = JSON.parse(json) as JudgerHeartbeat;
    } catch {
      // unreadable: forgotten like an expired one
    }
    if (heartbeat && !isExpired(heartbeat, now)) heartbeats.push(heartbeat);
    else await client.eval(FORGET_IF_UNCHANGED, { keys: [key], arguments: [name, json] });
  }
  return judgerStatuses(heartbeats, now);
}
