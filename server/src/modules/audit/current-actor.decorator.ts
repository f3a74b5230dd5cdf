import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Actor } from './actor';

/** The caller of a route that requires a login, as the `Actor` of an audited action. */
export const CurrentActor = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  return { ...request.user!, ip: request.ip };
});
