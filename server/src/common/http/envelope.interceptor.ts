import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, Observable } from 'rxjs';
import { localeOf } from '../i18n/locale-of';
import { runInLocale } from '../i18n/request-locale';
import { translateMessage } from '../i18n/translate-message';
import { varyOnLanguage } from '../i18n/vary-on-language';
import { EnvelopeResult, ok } from './envelope';
import { SUCCESS_MESSAGE_KEY } from './success-message.decorator';

/**
 * Runs each HTTP handler in the locale its `Accept-Language` asks for, so what the handler composes
 * far from the request (a mail, a message inside the data) can use `currentLocale()`, and wraps its
 * result in the envelope, its `msg` (the route's `@SuccessMessage`, else `success`) in that
 * language; files and streams pass through untouched. One interceptor does both: each one Nest
 * runs costs every request an async resource and an observable of its own.
 */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const locale = localeOf(http.getRequest<FastifyRequest>().headers['accept-language']);
    const message = successMessageOf(context);
    return runInLocale(locale, () => next.handle()).pipe(
      map((result: unknown) => {
        if (result instanceof StreamableFile || Buffer.isBuffer(result)) return result;
        varyOnLanguage(http.getResponse<FastifyReply>());
        if (result instanceof EnvelopeResult)
          return ok(result.data as unknown, translateMessage(result.msg, locale));
        return ok(result === undefined ? null : result, translateMessage(message, locale));
      }),
    );
  }
}

function successMessageOf(context: ExecutionContext): string {
  return (Reflect.getMetadata(SUCCESS_MESSAGE_KEY, context.getHandler()) as string | undefined) ?? 'success';
}
