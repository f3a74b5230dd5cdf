import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, errorCodeOfStatus, type ErrorCodeValue } from '@verdict/common';
import { localeOf } from '../i18n/locale-of';
import { translateMessage } from '../i18n/translate-message';
import { varyOnLanguage } from '../i18n/vary-on-language';
import { AppException, SERVICE_UNAVAILABLE_MESSAGE } from './app.exception';
import { failure } from './envelope';
import { isServiceOutage } from './service-outage';

export const SERVER_ERROR_MESSAGE = 'Server error, please refresh again';

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return String(message[0]);
  return typeof message === 'string' ? message : exception.message;
}

interface ErrorAnswer {
  status: number;
  message: string;
  code: ErrorCodeValue;
}

function answerOf(exception: unknown): ErrorAnswer {
  if (exception instanceof AppException)
    return { status: exception.getStatus(), message: messageOf(exception), code: exception.code };
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const message = status === 500 ? SERVER_ERROR_MESSAGE : messageOf(exception);
    return { status, message, code: errorCodeOfStatus(status) };
  }
  if (isFastifyClientError(exception)) {
    const status = exception.statusCode;
    return { status, message: exception.message, code: errorCodeOfStatus(status) };
  }
  if (isServiceOutage(exception))
    return { status: 503, message: SERVICE_UNAVAILABLE_MESSAGE, code: ErrorCode.SERVICE_UNAVAILABLE };
  return { status: 500, message: SERVER_ERROR_MESSAGE, code: ErrorCode.INTERNAL };
}

/**
 * The one place errors become responses: HOJ's envelope with a stable code in `data.code`, the
 * matching HTTP status, 503 when the database or Redis is out of reach, no leaks on 500.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (typeof reply?.status !== 'function') return; // not an HTTP context (socket.io has its own)

    const { status, message, code } = answerOf(exception);
    const where = `${request.method} ${request.url} (request ${request.id})`;
    if (status === 500) {
      this.logger.error(
        { reqId: request.id, url: request.url, err: exception },
        `Unhandled error on ${where}`,
      );
    } else if (code === ErrorCode.SERVICE_UNAVAILABLE && !(exception instanceof HttpException)) {
      this.logger.warn(`A backing service is out of reach on ${where}: ${String(exception)}`);
    }
    const urlType = request.headers['url-type'];
    if ((status === 401 || status === 403) && typeof urlType === 'string')
      void reply.header('Url-Type', urlType);
    // Messages are written in the default language; the client's Accept-Language picks the one sent.
    const msg = translateMessage(message, localeOf(request.headers['accept-language']));
    varyOnLanguage(reply);
    void reply.status(status).send(failure(status, msg, code));
  }
}

/** Fastify's own 4xx errors (bad JSON, body too large, unsupported media type). */
function isFastifyClientError(error: unknown): error is { statusCode: number; message: string } {
  const code = (error as { statusCode?: unknown })?.statusCode;
  return typeof code === 'number' && code >= 400 && code < 500;
}
