import { Like, type FindOptionsWhere } from 'typeorm';
import type { ProblemEntity } from './problem.entity';

/**
 * The back-office lists' keyword search: `base` with a title, problem id (ids are upper case) or
 * author containing the keyword; `base` alone without one.
 */
export function problemKeywordWhere(
  base: FindOptionsWhere<ProblemEntity>,
  keyword: string | undefined,
): FindOptionsWhere<ProblemEntity> | FindOptionsWhere<ProblemEntity>[] {
  const text = keyword?.trim();
  if (!text) return base;
  return [
    { ...base, title: Like(`%${text}%`) },
    { ...base, problemId: Like(`%${text.toUpperCase()}%`) },
    { ...base, author: Like(`%${text}%`) },
  ];
}
