import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { localeOf } from './locale-of';
import { runInLocale } from './request-locale';

/**
 * Runs each HTTP handler in the locale its `Accept-Language` asks for, so what the handler
 * composes far from the request (a mail, a message inside the data) can use `currentLocale()`.
 */
@Injectable()
export class RequestLocaleInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return runInLocale(localeOf(request.headers['accept-language']), () => next.handle());
  }
}
