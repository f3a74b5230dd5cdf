import type { INestApplicationContext } from '@nestjs/common';
import { createAdapter } from '@socket.io/redis-adapter';
import type { RedisClientType } from 'redis';
import type { Server, ServerOptions } from 'socket.io';
import { CorsIoAdapter } from '../socket/cors-io.adapter';

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
    // Live pushes wait out a Redis restart rather than fail: the adapter does not catch them.
    const queued = { disableOfflineQueue: false, commandOptions: {} };
    this.pub = this.redis.duplicate(queued);
    this.sub = this.redis.duplicate(queued);
    this.pub.on('error', () => undefined);
    this.sub.on('error', () => undefined);
    await Promise.all([this.pub.connect(), this.sub.connect()]);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.adapter(createAdapter(this.pub, this.sub, { key: `${this.channelPrefix}socket.io` }));
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all([this.pub?.quit(), this.sub?.quit()].filter(Boolean));
  }
}
