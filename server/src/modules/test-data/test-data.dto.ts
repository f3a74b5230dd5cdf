import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, Min } from 'class-validator';
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
export interface ProblemCaseResponse {
  id: number;
  pid: number;
  /** Contents for hand-entered cases, file names for uploaded ones. */
  input: string;
  output: string;
  inputName: string;
  outputName: string;
  score: number;
  groupNum: number;
  index: number;
  gmtCreate: Date;
}

export const toProblemCaseResponse = (c: ProblemCaseEntity): ProblemCaseResponse => ({
  id: c.id,
  pid: c.pid,
  input: c.input,
  output: c.output,
  inputName: c.inputName,
  outputName: c.outputName,
  score: c.score,
  groupNum: c.groupNum,
  index: c.caseIndex,
  gmtCreate: c.gmtCreate,
});
