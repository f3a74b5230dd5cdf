import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';
import { pick } from '../../common/objects/pick';
import type { PlannedCase } from './case-plan';
import type { ProblemCaseEntity } from './problem-case.entity';
import { toInt } from '../../common/http/query-transforms';
import { RequiredInt } from '../../common/http/int-fields';

export class ProblemIdQueryDto {
  @RequiredInt('pid is required')
  pid: number;
}

/** The zip upload's query: `gid` files it for a group's problem (it may come as a form field instead). */
export class TestcaseUploadQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'gid must be a number' })
  @Min(1, { message: 'gid must be a number' })
  gid?: number;
}

export class ProblemCasesQueryDto extends ProblemIdQueryDto {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === undefined ? undefined : String(value) !== 'false'))
  @IsBoolean()
  isUpload?: boolean;
}

/** HOJ ProblemCase as `get-problem-cases` answers it. */
export interface ProblemCaseResponse extends Omit<PlannedCase, 'caseIndex'> {
  id: number;
  pid: number;
  index: number;
  gmtCreate: Date;
}

export const toProblemCaseResponse = (c: ProblemCaseEntity): ProblemCaseResponse => ({
  ...pick(c, ['id', 'pid', 'input', 'output', 'inputName', 'outputName', 'score', 'groupNum', 'gmtCreate']),
  index: c.caseIndex,
});
