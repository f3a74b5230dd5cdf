import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { badRequest } from '../../common/http/app.exception';
import { firstMessage } from '../../common/http/validation.pipe';
import { ProblemDto } from '../problem/problem-admin.dto';

/** An imported problem as the admin form would send it, checked by the same rules (400 if not). */
export async function toValidProblemDto(plain: object): Promise<ProblemDto> {
  const dto = plainToInstance(ProblemDto, plain);
  const errors = await validate(dto, { whitelist: true });
  if (errors.length > 0) throw badRequest(firstMessage(errors, 'Invalid problem'));
  return dto;
}
