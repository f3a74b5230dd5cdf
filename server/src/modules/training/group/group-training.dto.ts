import { Type } from 'class-transformer';
import { IsInt, IsNotEmpty, ValidateNested } from 'class-validator';
import { PageQueryDto } from '../../../common/http/pagination';
import { TrainingCategoryRefDto, TrainingFieldsDto } from '../training.dto';
import { OptionalInt, RequiredInt } from '../../../common/http/int-fields';
import { BoundedText, OptionalText } from '../../../common/http/text-fields';
import { OptionalFlag, RequiredFlag } from '../../../common/http/flag-fields';

export const GROUP_TRAINING_MESSAGES = {
  gidRequired: 'gid is required',
  tidRequired: 'tid is required',
  pidRequired: 'pid is required',
  problemIdRequired: 'problemId is required',
  notYourTraining: 'You can only edit or delete your own group trainings',
  otherGroupProblem: 'The problem does not belong to this group',
  groupProblemNotFound: 'The group problem does not exist',
} as const;

/** A group's page of trainings, homework or rank (`gid` plus HOJ's paging). */
export class GroupTrainingPageQueryDto extends PageQueryDto {
  @RequiredInt(GROUP_TRAINING_MESSAGES.gidRequired) gid: number;
}

export class GroupTidQueryDto {
  @RequiredInt(GROUP_TRAINING_MESSAGES.tidRequired) tid: number;
}

/** The training part of a group's TrainingDTO: the site form's fields plus the owning group. */
export class GroupTrainingFieldsDto extends TrainingFieldsDto {
  @Type(() => Number) @IsInt({ message: GROUP_TRAINING_MESSAGES.gidRequired }) gid: number;
}

/** HOJ TrainingDTO as the group training form sends it: { training, trainingCategory }. */
export class GroupTrainingFormDto {
  @ValidateNested()
  @Type(() => GroupTrainingFieldsDto)
  @IsNotEmpty({ message: 'training is required' })
  training: GroupTrainingFieldsDto;

  @ValidateNested()
  @Type(() => TrainingCategoryRefDto)
  @IsNotEmpty({ message: 'Category is required' })
  trainingCategory: TrainingCategoryRefDto;
}

/** `PUT /api/group/change-training-status?tid&status`. */
export class GroupTrainingStatusDto extends GroupTidQueryDto {
  @RequiredFlag('status is required') status: boolean;
}

/** `GET /api/group/get-training-problem-list`: the training's problems, or the picker's. */
export class GroupTrainingProblemListQueryDto extends PageQueryDto {
  @RequiredInt(GROUP_TRAINING_MESSAGES.tidRequired) tid: number;
  @OptionalText(100) keyword?: string;
  /** true (HOJ's default): the training's problems; false: public problems not in it yet. */
  @OptionalFlag() queryExisted?: boolean;
}

/** `DELETE /api/group/training-problem?pid&tid`. */
export class GroupTrainingProblemQueryDto {
  @RequiredInt(GROUP_TRAINING_MESSAGES.pidRequired) pid: number;
  @RequiredInt(GROUP_TRAINING_MESSAGES.tidRequired) tid: number;
}

/** `POST /api/group/add-training-problem-from-group?problemId&tid`: a group problem by its display id. */
export class AddGroupProblemQueryDto {
  @BoundedText(GROUP_TRAINING_MESSAGES.problemIdRequired, 255, 'The display id can not exceed 255 characters')
  problemId: string;

  @RequiredInt(GROUP_TRAINING_MESSAGES.tidRequired) tid: number;
}

/** `GET /api/group/get-homework-rank`: every member's progress in one homework. */
export class HomeworkRankQueryDto extends PageQueryDto {
  @RequiredInt(GROUP_TRAINING_MESSAGES.tidRequired) tid: number;
  @OptionalText(100) keyword?: string;
  /** Only the students of this class of the group. */
  @OptionalInt('classId') classId?: number;
}
