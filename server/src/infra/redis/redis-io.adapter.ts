import type { INestApplicationContext } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RedisClientType } from 'redis';
import type { Server, ServerOptions } from 'socket.io';
import { CorsIoAdapter } from '../socket/cors-io.adapter';
import { closeRedisClient } from './close-redis-client';

/**
 * The adapter publishes without waiting for the reply. A publish in flight when Redis goes away is
 * rejected, and an unhandled rejection ends the process: the push is lost either way, the instance
 * must not be.
 */
function withCaughtPublishes(client: RedisClientType): RedisClientType {
  const writable = client as unknown as { publish: (...args: unknown[]) => Promise<unknown> };
  const publish = writable.publish.bind(client);
  writable.publish = (...args) => {
    const sent = publish(...args);
    sent.catch(() => undefined);
    return sent;
  };
  return client;
}

/** The publishing and the subscribing connection the socket.io adapter needs, connected. */
export async function connectPushClients(
  redis: RedisClientType,
): Promise<{ pub: RedisClientType; sub: RedisClientType }> {
  // Live pushes wait out a Redis restart rather than fail: the adapter does not catch them.
  const queued = { disableOfflineQueue: false, commandOptions: {} };
  const pub = withCaughtPublishes(redis.duplicate(queued));
  const sub = redis.duplicate(queued);
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  await Promise.all([pub.connect(), sub.connect()]);
  return { pub, sub };
}

/** socket.io over Redis pub/sub, so an event emitted on one API instance reaches clients of all. */
export class RedisIoAdapter extends CorsIoAdapter {
  private pub?: RedisClientType;
  private sub?: RedisClientType;

  constructor(
    app: INestApplicationContext,
    corsOrigins: readonly string[],
    private readonly redis: RedisClientType,
    private readonly channelPrefix: string,
  ) {
    super(app, corsOrigins);
  }

  async connect(): Promise<void> {
    ({ pub: this.pub, sub: this.sub } = await connectPushClients(this.redis));
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.adapter(createAdapter(this.pub, this.sub, { key: `${this.channelPrefix}socket.io` }));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all([closeRedisClient(this.pub), closeRedisClient(this.sub)]);
  }
}
