import { PassThrough } from 'node:stream';

/** Comment lines at this interval keep proxies from closing a stream while the model thinks. */
const KEEP_ALIVE_MS = 15_000;

/**
 * A server-sent event stream (`text/event-stream`): each event's data is one line of JSON, so a
 * piece of text with newlines stays one event. Writing after the end is a no-op.
 */
export class EventStream {
  readonly body = new PassThrough();
  private readonly keepAlive = setInterval(() => this.write(': keep-alive\n\n'), KEEP_ALIVE_MS).unref();

  send(data: unknown, event?: string): void {
    this.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
  }

  end(): void {
    clearInterval(this.keepAlive);
    if (!this.body.writableEnded) this.body.end();
  }

  private write(text: string): void {
    if (!this.body.writableEnded && !this.body.destroyed) this.body.write(text);
  }
}
