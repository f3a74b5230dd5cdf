import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { badRequest } from '../../../common/http/app.exception';
import { ProblemDto } from '../problem-admin.dto';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const constraints = Object.values(error.constraints ?? {});
    if (constraints.length > 0) return constraints[constraints.length - 1];
    if (error.children?.length) return firstMessage(error.children);
  }
  return 'Invalid problem';
}

/** An imported problem as the admin form would send it, checked by the same rules (400 if not). */
export async function toValidProblemDto(plain: object): Promise<ProblemDto> {
  const dto = plainToInstance(ProblemDto, plain);
  const errors = await validate(dto, { whitelist: true });
  if (errors.length > 0) throw badRequest(firstMessage(errors));
  return dto;
}
