import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { toTrimmed } from './query-transforms';

/*
 * The validation pipe answers with the top-most failing check of a field, and `applyDecorators`
 * applies its list first to last, as if stacked bottom to top: each list ends with the check
 * whose message wins.
 */

/** A required string, trimmed: left out, not text or blank all fail with `required`. */
export const RequiredText = (required: string) =>
  applyDecorators(IsNotEmpty({ message: required }), IsString({ message: required }), Transform(toTrimmed));

/** A required string, trimmed, of at most `max` characters (`tooLong` when it has more). */
export const BoundedText = (required: string, max: number, tooLong: string) =>
  applyDecorators(MaxLength(max, { message: tooLong }), RequiredText(required));

/** A string that may be left out, of at most `max` characters; `tooLong` replaces the default message. */
export const OptionalText = (max: number, tooLong?: string) =>
  applyDecorators(MaxLength(max, { message: tooLong }), IsString(), IsOptional());
