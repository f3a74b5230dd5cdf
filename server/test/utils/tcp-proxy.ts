import { connect, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './private-redis';

/**
 * A loopback TCP proxy in front of a real server (MariaDB, Redis). Cutting it drops every open
 * connection and refuses new ones, which is what an application sees when its database goes down;
 * restoring it lets connections through again.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private holding = false;

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(await freePort(), target);
    await proxy.restore();
    return proxy;
  }

  restore(): Promise<void> {
    if (this.server) return Promise.resolve();
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.on('data', (chunk) => {
        if (!this.holding) upstream.write(chunk);
      });
      upstream.pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
  }

  /** Swallows what clients send from now on, so their requests stay unanswered until a cut. */
  hold(): void {
    this.holding = true;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.holding = false;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
