import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsString, Matches, ValidateIf } from 'class-validator';
import { DISPLAY_ID_PATTERN } from '@verdict/common';
import { toTrimmed } from './query-transforms';

export const DISPLAY_ID_MESSAGE =
  'The display ID must be 1 to 32 letters, digits, ".", "-" or "_", starting with a letter or digit';

/**
 * A contest or training problem's display id, trimmed: a short name of safe characters
 * (DISPLAY_ID_PATTERN). List it below the field's "is required" checks, whose messages come first.
 */
export const DisplayId = () =>
  applyDecorators(Matches(DISPLAY_ID_PATTERN, { message: DISPLAY_ID_MESSAGE }), Transform(toTrimmed));

/** The same where the id may be left out: absent, null or blank means the problem's own id. */
export const OptionalDisplayId = () =>
  applyDecorators(
    ValidateIf((_, value: unknown) => value !== undefined && value !== null && value !== ''),
    Matches(DISPLAY_ID_PATTERN, { message: DISPLAY_ID_MESSAGE }),
    IsString({ message: DISPLAY_ID_MESSAGE }),
    Transform(toTrimmed),
  );
