import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional } from 'class-validator';
import { toInt } from './query-transforms';

/** A required whole number from a query or a body; `message` when it is missing or not a number. */
export const RequiredInt = (message: string) => applyDecorators(IsInt({ message }), Transform(toInt));

/** A whole number that may be left out; HOJ clients send null for the ones they leave out. */
export const OptionalInt = (name: string) =>
  applyDecorators(IsInt({ message: `${name} must be a number` }), Transform(toInt), IsOptional());
