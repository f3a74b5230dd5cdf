import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, Not, Repository, type FindOperator } from 'typeorm';
import { problemKeywordWhere } from './problem-keyword';
import { ProblemEntity } from './problem.entity';

/** What the back office's problem pickers list of a problem. */
export type PickedProblem = Pick<
  ProblemEntity,
  'id' | 'problemId' | 'title' | 'author' | 'auth' | 'type' | 'difficulty' | 'isVip'
>;

/** Which problems may still be added to a contest or training: by visibility and type. */
export interface AddableFilter {
  auth: number | FindOperator<number>;
  type?: number;
}

/** One page of a picker, by keyword (title, problem id or author). */
export interface PickerPage {
  keyword?: string;
  skip: number;
  take: number;
}

const PICKED_COLUMNS: (keyof PickedProblem)[] = [
  'id',
  'problemId',
  'title',
  'author',
  'auth',
  'type',
  'difficulty',
  'isVip',
];

/**
 * The problem module's read interface for the contest and training pickers: a page of the problems
 * already in a contest or training, or of those that may still be added (not in it, no group's).
 */
@Injectable()
export class ProblemPicker {
  constructor(@InjectRepository(ProblemEntity) private readonly problems: Repository<ProblemEntity>) {}

  /** A page of these problems, by id. */
  among(ids: readonly number[], page: PickerPage): Promise<[PickedProblem[], number]> {
    return this.page({ id: In([...ids]) }, page);
  }

  /** A page of the site's problems not among `taken` that pass the filter. */
  addable(
    taken: readonly number[],
    filter: AddableFilter,
    page: PickerPage,
  ): Promise<[PickedProblem[], number]> {
    return this.page(
      {
        ...(taken.length ? { id: Not(In([...taken])) } : {}),
        gid: IsNull(),
        auth: filter.auth,
        ...(filter.type === undefined ? {} : { type: filter.type }),
      },
      page,
    );
  }

  private page(
    base: Parameters<typeof problemKeywordWhere>[0],
    { keyword, skip, take }: PickerPage,
  ): Promise<[PickedProblem[], number]> {
    return this.problems.findAndCount({
      select: PICKED_COLUMNS,
      where: problemKeywordWhere(base, keyword),
      order: { id: 'ASC' },
      skip,
      take,
    });
  }
}
