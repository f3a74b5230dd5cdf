import { CallHandler, ExecutionContext, Injectable, NestInterceptor, StreamableFile } from '@nestjs/common';
import { map, Observable } from 'rxjs';
import { EnvelopeResult, ok } from './envelope';

/** Wraps every controller result in the envelope; files and streams pass through untouched. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result: unknown) => {
        if (result instanceof StreamableFile || Buffer.isBuffer(result)) return result;
        if (result instanceof EnvelopeResult) return ok(result.data as unknown, result.msg);
        return ok(result === undefined ? null : result);
      }),
    );
  }
}
