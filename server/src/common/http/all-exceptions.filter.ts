import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';

export const SERVER_ERROR_MESSAGE = 'Server error, please refresh again';

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : exception.message;
}

/** The one place errors become responses: HOJ envelope, matching HTTP status, no leaks on 500. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (typeof reply?.status !== 'function') return; // not an HTTP context (socket.io has its own)

    let status = 500;
    let message = SERVER_ERROR_MESSAGE;
    if (exception instanceof HttpException) {
      status = exception.getStatus();
      message = status === 500 ? SERVER_ERROR_MESSAGE : messageOf(exception);
    } else if (isFastifyClientError(exception)) {
      status = exception.statusCode;
      message = exception.message;
    }
    if (status === 500) {
      this.logger.error(
        { reqId: request.id, url: request.url, err: exception },
        `Unhandled error on ${request.method} ${request.url} (request ${request.id})`,
      );
    }
    const urlType = request.headers['url-type'];
    if ((status === 401 || status === 403) && typeof urlType === 'string')
      void reply.header('Url-Type', urlType);
    void reply.status(status).send(failure(status, message));
  }
}

/** Fastify's own 4xx errors (bad JSON, body too large, unsupported media type). */
function isFastifyClientError(error: unknown): error is { statusCode: number; message: string } {
  const code = (error as { statusCode?: unknown })?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 500;
}
