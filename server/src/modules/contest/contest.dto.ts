import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  AwardType,
  ContestAuth,
  ContestStatus,
  ContestType,
  OiRankScoreType,
  RankShowName,
} from '@verdict/common';
import { DisplayId, OptionalDisplayId } from '../../common/http/display-id.decorator';
import { PageQueryDto } from '../../common/http/pagination';
import { ProblemDto } from '../problem/problem-admin.dto';
import { toInt } from '../../common/http/query-transforms';
import { OptionalText } from '../../common/http/text-fields';
import { OptionalFlag, RequiredFlag } from '../../common/http/flag-fields';

export class CidQueryDto {
  @Type(() => Number)
  @IsInt({ message: 'cid is required' })
  cid: number;
}

/** GET /api/get-contest-list: rule, status and keyword filters; 10 per page. */
export class ContestListQueryDto extends PageQueryDto {
  @IsOptional()
  @Transform(toInt)
  @IsIn(Object.values(ContestType), { message: 'Unknown contest type' })
  type?: number;
  @IsOptional()
  @Transform(toInt)
  @IsIn(Object.values(ContestStatus), { message: 'Unknown contest status' })
  status?: number;
  @OptionalText(100) keyword?: string;
}

export class AdminContestListQueryDto extends PageQueryDto {
  @OptionalText(100) keyword?: string;
}

export class AwardConfigDto {
  @Type(() => Number) @IsInt() priority: number;
  @IsString() @MaxLength(50) name: string;
  @IsString() @MaxLength(50) background: string;
  @IsString() @MaxLength(50) color: string;
  @Type(() => Number) @IsInt() @Min(0, { message: 'An award number can not be negative' }) num: number;
}

/** HOJ AdminContestVO as the admin form sends it; times are ISO strings or epoch milliseconds. */
export class AdminContestDto {
  @IsOptional() @Type(() => Number) @IsInt() id?: number;

  @IsString({ message: 'Title is required' })
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(255)
  title: string;

  @IsString({ message: 'Description is required' })
  @IsNotEmpty({ message: 'Description is required' })
  description: string;

  @Type(() => Number)
  @IsIn(Object.values(ContestType), { message: 'The contest type must be 0 (ACM), 1 (IOI) or 2 (OI)' })
  type: number;

  @Type(() => Number)
  @IsIn(Object.values(ContestAuth), { message: 'The contest auth must be 0, 1 or 2' })
  auth: number;

  @OptionalText(255) pwd?: string | null;
  @OptionalText(255) source?: string | null;

  @IsNotEmpty({ message: 'The start time is required' })
  startTime: string | number;

  @IsNotEmpty({ message: 'The end time is required' })
  endTime: string | number;

  /** Seconds a contestant has from pressing start; 0 for none. */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0, { message: 'The time limit can not be negative' })
  timeLimit?: number;

  @OptionalFlag() sealRank?: boolean;
  @IsOptional() sealRankTime?: string | number | null;
  @OptionalFlag() autoRealRank?: boolean;
  @OptionalFlag() openPrint?: boolean;
  @OptionalFlag() openRank?: boolean;

  @IsOptional()
  @IsIn(Object.values(RankShowName), { message: 'rankShowName must be username, nickname or realname' })
  rankShowName?: string;

  @OptionalFlag() openAccountLimit?: boolean;
  @OptionalText(5000) accountLimitRule?: string | null;

  @IsOptional() @IsArray() @ArrayMaxSize(1000) @IsString({ each: true }) starAccount?: string[];

  @IsOptional()
  @IsIn(Object.values(OiRankScoreType), { message: 'oiRankScoreType must be Recent or Highest' })
  oiRankScoreType?: string;

  @IsOptional()
  @Type(() => Number)
  @IsIn(Object.values(AwardType), { message: 'The award type must be 0, 1 or 2' })
  awardType?: number;

  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => AwardConfigDto)
  awardConfigList?: AwardConfigDto[];

  @OptionalFlag() allowEndSubmit?: boolean;
  @OptionalFlag() visible?: boolean;
  @OptionalFlag() isVip?: boolean;
}

export class ChangeContestVisibleDto extends CidQueryDto {
  @RequiredFlag('visible is required') visible: boolean;
}

export class RegisterContestDto extends CidQueryDto {
  @OptionalText(255) password?: string;
}

export class AdminContestProblemListQueryDto extends PageQueryDto {
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;
  @OptionalText(100) keyword?: string;
  /** Set: list the problems of this type that may be added, instead of the contest's own. */
  @IsOptional() @Type(() => Number) @IsInt({ message: 'problemType must be a number' }) problemType?: number;
  /** HOJ's bank filter; this site's problems are all its own. */
  @OptionalText(20) oj?: string;
}

/** Adds a public problem to a contest under a display id (HOJ ContestProblemDTO). */
export class AddContestProblemDto {
  @Type(() => Number) @IsInt({ message: 'pid is required' }) pid: number;
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;

  @IsString({ message: 'The display ID is required' })
  @IsNotEmpty({ message: 'The display ID is required' })
  @DisplayId()
  displayId: string;
}

/** HOJ ContestProblem as the admin edits it. */
/**
 * A contest problem's display fields. HOJ's form names the row by `id`, or, right after creating a
 * problem in the contest, by the problem's `pid`.
 */
export class ContestProblemDto {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'id must be a number' }) id?: number;
  @IsOptional() @Type(() => Number) @IsInt({ message: 'pid must be a number' }) pid?: number;
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;

  @IsString({ message: 'The display ID is required' })
  @IsNotEmpty({ message: 'The display ID is required' })
  @DisplayId()
  displayId: string;

  @IsString({ message: 'The display title is required' })
  @IsNotEmpty({ message: 'The display title is required' })
  @MaxLength(255)
  displayTitle: string;

  @OptionalText(20) color?: string | null;
}

export class ContestProblemQueryDto extends CidQueryDto {
  @Type(() => Number) @IsInt({ message: 'pid is required' }) pid: number;
}

export class ContestProblemDetailQueryDto extends CidQueryDto {
  @IsString({ message: 'displayId is required' })
  @IsNotEmpty({ message: 'displayId is required' })
  displayId: string;
}

class AnnouncementFieldsDto {
  @IsOptional() @Type(() => Number) @IsInt() id?: number;

  @IsString({ message: 'Title is required' })
  @IsNotEmpty({ message: 'Title is required' })
  @MaxLength(255)
  title: string;

  @IsString({ message: 'Content is required' })
  @IsNotEmpty({ message: 'Content is required' })
  content: string;

  @IsOptional()
  @Type(() => Number)
  @IsIn([0, 1], { message: 'status must be 0 (visible) or 1 (hidden)' })
  status?: number;
}

/** HOJ AnnouncementDTO: { cid, announcement }. */
export class ContestAnnouncementDto extends CidQueryDto {
  @ValidateNested() @Type(() => AnnouncementFieldsDto) announcement: AnnouncementFieldsDto;
}

export class AnnouncementIdQueryDto {
  @Type(() => Number) @IsInt({ message: 'aid is required' }) aid: number;
}

export class ContestAnnouncementListQueryDto extends PageQueryDto {
  @Type(() => Number) @IsInt({ message: 'cid is required' }) cid: number;
}

/** HOJ UserReadContestAnnouncementDTO. */
export class UnreadAnnouncementDto extends CidQueryDto {
  @IsOptional() @IsArray() @ArrayMaxSize(1000) @IsInt({ each: true }) readAnnouncementList?: number[];
}

/** HOJ ContestRankDTO. */
export class ContestRankDto extends CidQueryDto {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) currentPage?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(1000) limit?: number;
  @OptionalFlag() forceRefresh?: boolean;
  @OptionalFlag() removeStar?: boolean;
  @IsOptional() @IsArray() @ArrayMaxSize(1000) @IsString({ each: true }) concernedList?: string[];
  @OptionalText(100) keyword?: string;
  @OptionalFlag() containsEnd?: boolean;
}

/** GET /api/contest-submissions. */
export class ContestSubmissionListQueryDto extends PageQueryDto {
  @Type(() => Number) @IsInt({ message: 'contestID is required' }) contestID: number;
  @OptionalText(50) problemID?: string;
  @IsOptional() @Transform(toInt) @IsInt() status?: number;
  @OptionalText(100) username?: string;
  @OptionalFlag() onlyMine?: boolean;
  @OptionalFlag() beforeContestSubmit?: boolean;
  @OptionalFlag() completeProblemID?: boolean;
  @OptionalFlag() containsEnd?: boolean;
}

/** POST /api/check-contest-submissions-status (HOJ SubmitIdListDTO with cid). */
export class ContestSubmitIdListDto extends CidQueryDto {
  @IsArray() @ArrayMaxSize(300) @IsInt({ each: true }) submitIds: number[];
}

/** The problem form of a problem made inside a contest: where it goes and under which display id. */
/** A problem created inside a contest; the contest comes as `cid` or, from HOJ's form, as `problem.cid`. */
export class ContestProblemCreateDto extends ProblemDto {
  @IsOptional() @Type(() => Number) @IsInt({ message: 'cid is required' }) cid?: number;
  @OptionalDisplayId() displayId?: string;
}
