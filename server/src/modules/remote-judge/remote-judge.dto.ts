import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUrl, Matches, MaxLength } from 'class-validator';
import { REMOTE_JUDGE_KINDS, REMOTE_JUDGE_NAME, type RemoteJudgeKind } from '@verdict/common';
import { RequiredInt } from '../../common/http/int-fields';
import { toTrimmed } from '../../common/http/query-transforms';
import { BoundedText, RequiredText } from '../../common/http/text-fields';
import { DisplayId } from '../../common/http/display-id.decorator';

const toUpper = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
const JUDGE_NAME_MESSAGE =
  'The judge name is 1 to 20 capital letters or digits, starting with a letter (CF, AC, SCPC)';

/** An account added to the pool. A built-in judge's kind and address are known; any other name is a HOJ site at `baseUrl`. */
export class AddRemoteAccountDto {
  @Transform(toUpper)
  @Matches(REMOTE_JUDGE_NAME, { message: JUDGE_NAME_MESSAGE })
  oj: string;

  @IsOptional()
  @IsIn(REMOTE_JUDGE_KINDS, { message: `The kind must be one of ${REMOTE_JUDGE_KINDS.join(', ')}` })
  kind?: RemoteJudgeKind;

  @IsOptional()
  @Transform(toTrimmed)
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['http', 'https'] },
    { message: 'The address must be an http(s) URL' },
  )
  @MaxLength(255, { message: 'The address can not exceed 255 characters' })
  baseUrl?: string;

  @BoundedText('The username is required', 100, 'The username can not exceed 100 characters')
  username: string;

  @IsString({ message: 'The password is required' })
  @MaxLength(200, { message: 'The password can not exceed 200 characters' })
  @RequiredText('The password is required')
  password: string;
}

export class UpdateRemoteAccountDto {
  @RequiredInt('id is required') id: number;
  @IsOptional() @IsBoolean({ message: 'enabled must be true or false' }) enabled?: boolean;

  @IsOptional()
  @IsString({ message: 'The password is required' })
  @MaxLength(200, { message: 'The password can not exceed 200 characters' })
  password?: string;
}

export class RemoteAccountIdQueryDto {
  @RequiredInt('id is required') id: number;
}

/** HOJ's import: the judge's `name` and the remote's `problemId`. */
export class ImportRemoteProblemQueryDto {
  @Transform(toUpper)
  @Matches(REMOTE_JUDGE_NAME, { message: JUDGE_NAME_MESSAGE })
  name: string;

  @BoundedText('The problem ID is required', 90, 'The problem ID can not exceed 90 characters')
  @Matches(/^[A-Za-z0-9_-]+$/, { message: 'The problem ID may only contain letters, digits, "-" and "_"' })
  problemId: string;
}

export class ImportContestRemoteProblemQueryDto extends ImportRemoteProblemQueryDto {
  @RequiredInt('cid is required') cid: number;

  @IsString({ message: 'The display ID is required' })
  @DisplayId()
  displayId: string;
}

export class ImportTrainingRemoteProblemQueryDto extends ImportRemoteProblemQueryDto {
  @RequiredInt('tid is required') tid: number;
}
