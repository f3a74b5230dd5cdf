import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { Server, ServerOptions } from 'socket.io';
import { corsOptions } from '../../common/http/cors-options';

/**
 * A socket.io packet may be this large: above the language servers' 1 MB message limit, so a larger
 * message is refused by its session rather than closing the whole connection.
 */
const MAX_PACKET_BYTES = 2 * 1024 * 1024;

/**
 * socket.io with the same CORS rule as the HTTP API. A gateway decorator cannot read the
 * configuration, so the rule is applied where the server is created.
 */
export class CorsIoAdapter extends IoAdapter {
  /** The socket.io servers made (one: every gateway's namespace is on it), for the metrics. */
  readonly servers: Server[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly corsOrigins: readonly string[],
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      cors: corsOptions(this.corsOrigins),
      maxHttpBufferSize: MAX_PACKET_BYTES,
    }) as Server;
    this.servers.push(server);
    return server;
  }
}
