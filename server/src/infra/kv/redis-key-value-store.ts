import type { RedisClientType } from 'redis';
import { KeyValueStore } from './key-value-store';

/** Compare-and-act in one step, so a lock that expired and was taken by another is left alone. */
const DELETE_IF_VALUE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const EXPIRE_IF_VALUE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('EXPIRE', KEYS[1], ARGV[2]) end return 0`;

/** Redis-backed store; every key carries the instance prefix so deployments and tests never collide. */
export class RedisKeyValueStore extends KeyValueStore {
  constructor(
    private readonly redis: RedisClientType,
    private readonly prefix: string,
  ) {
    super();
  }

  isReachable(): boolean {
    return this.redis.isReady;
  }

  private k(key: string): string {
    return this.prefix + key;
  }

  async get(key: string): Promise<string | null> {
    return this.redis.get(this.k(key));
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds && ttlSeconds > 0) await this.redis.set(this.k(key), value, { EX: ttlSeconds });
    else await this.redis.set(this.k(key), value);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    const reply = await this.redis.set(this.k(key), value, { NX: true, EX: ttlSeconds });
    return reply === 'OK';
  }

  async delete(...keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(keys.map((key) => this.k(key)));
  }

  async deleteIfValue(key: string, value: string): Promise<boolean> {
    const reply = await this.redis.eval(DELETE_IF_VALUE, { keys: [this.k(key)], arguments: [value] });
    return Number(reply) === 1;
  }

  async expireIfValue(key: string, value: string, ttlSeconds: number): Promise<boolean> {
    const reply = await this.redis.eval(EXPIRE_IF_VALUE, {
      keys: [this.k(key)],
      arguments: [value, String(ttlSeconds)],
    });
    return Number(reply) === 1;
  }

  async increment(key: string, ttlSeconds: number, by = 1): Promise<number> {
    const [count] = (await this.redis
      .multi()
      .incrBy(this.k(key), by)
      .expire(this.k(key), ttlSeconds, 'NX')
      .exec()) as unknown as [number, number];
    return Number(count);
  }

  async hashSet(key: string, fields: ReadonlyMap<string, string>): Promise<void> {
    if (fields.size > 0) await this.redis.hSet(this.k(key), fields as Map<string, string>);
  }

  async hashDelete(key: string, ...fields: string[]): Promise<void> {
    if (fields.length > 0) await this.redis.hDel(this.k(key), fields);
  }

  async hashGetMany(key: string, fields: string[]): Promise<(string | null)[]> {
    if (fields.length === 0) return [];
    return (await this.redis.hmGet(this.k(key), fields)).map((value) => value ?? null);
  }

  async listPush(key: string, value: string, maxLength: number): Promise<void> {
    await this.redis.multi().rPush(this.k(key), value).lTrim(this.k(key), -maxLength, -1).exec();
  }

  async listTail(key: string, count: number): Promise<string[]> {
    return this.redis.lRange(this.k(key), -count, -1);
  }

  async hashGetAll(key: string): Promise<Record<string, string>> {
    return { ...(await this.redis.hGetAll(this.k(key))) };
  }

  async ttl(key: string): Promise<number> {
    return this.redis.ttl(this.k(key));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
