import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { toBool } from './query-transforms';

/** A true/false switch that may be left out, from a query or a body (`'true'`, `'1'`, true). */
export const OptionalFlag = () => applyDecorators(IsBoolean(), Transform(toBool), IsOptional());

/** A required true/false switch from a query or a body; `message` when it is missing. */
export const RequiredFlag = (message: string) => applyDecorators(IsBoolean({ message }), Transform(toBool));
