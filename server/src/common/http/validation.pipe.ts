import { ValidationError, ValidationPipe } from '@nestjs/common';
import { ErrorCode } from '@verdict/common';
import { badRequest } from './app.exception';
import { keepValidationRulesLookups } from './validation-rules-lookup';

/**
 * class-validator runs a property's decorators bottom-up and records them in that order, so the
 * last recorded failure is the top-most decorator: DTOs list their checks in priority order.
 */
export function firstMessage(errors: ValidationError[], fallback = 'Invalid request'): string {
  for (const error of errors) {
    const constraints = Object.values(error.constraints ?? {});
    if (constraints.length > 0) return constraints[constraints.length - 1];
    if (error.children?.length) return firstMessage(error.children, fallback);
  }
  return fallback;
}

/** DTO validation answering 400 with the first failing field's message. */
export function createValidationPipe(): ValidationPipe {
  keepValidationRulesLookups();
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    validateCustomDecorators: true,
    exceptionFactory: (errors) => badRequest(firstMessage(errors), ErrorCode.VALIDATION_FAILED),
  });
}
