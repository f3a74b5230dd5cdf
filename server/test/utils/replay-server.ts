import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the replay server received it, body read. */
export interface ReplayRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
  /** The body read as a form (`application/x-www-form-urlencoded`). */
  form: URLSearchParams;
}

export interface ReplayAnswer {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string;
  /** Hold the answer this long (a remote that hangs). */
  delayMs?: number;
}

export type ReplayRoute = (request: ReplayRequest) => ReplayAnswer | Promise<ReplayAnswer>;

/**
 * A local stand-in for another online judge: routes ("METHOD /path") answer with the recorded
 * shapes of the remote's documented requests and responses (test/fixtures/remote-judge/), and every
 * request is kept so a test can check what an adapter sent. Routes can be swapped mid-test to play
 * a failure (login refused, rate limit, changed page, hang).
 */
export class ReplayServer {
  readonly requests: ReplayRequest[] = [];
  private readonly routes = new Map<string, ReplayRoute>();

  private constructor(
    private readonly server: Server,
    readonly baseUrl: string,
  ) {}

  static async start(routes: Record<string, ReplayRoute> = {}): Promise<ReplayServer> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const replay = new ReplayServer(server, `http://127.0.0.1:${port}`);
    server.on('request', (req: IncomingMessage, res: ServerResponse) => void replay.answer(req, res));
    replay.set(routes);
    return replay;
  }

  /** Adds or replaces routes, keyed "GET /path" (the path without its query). */
  set(routes: Record<string, ReplayRoute>): void {
    for (const [key, route] of Object.entries(routes)) this.routes.set(key, route);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.baseUrl);
    const request: ReplayRequest = {
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      form: new URLSearchParams(body),
    };
    this.requests.push(request);
    const route = this.routes.get(`${request.method} ${request.path}`);
    const answer: ReplayAnswer = route
      ? await route(request)
      : { status: 404, body: `no replay for ${request.method} ${request.path}` };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (res.destroyed) return;
    res.writeHead(answer.status ?? 200, answer.headers ?? {});
    res.end(answer.body ?? '');
  }
}
