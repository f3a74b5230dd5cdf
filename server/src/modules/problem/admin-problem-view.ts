import type { AdminProblemView } from '@verdict/common';
import { pick } from '../../common/objects/pick';
import { ADMIN_PROBLEM_FIELDS } from './problem-fields';
import type { ProblemEntity } from './problem.entity';

/** The admin form's problem: every stored field under HOJ's name. */
export function toAdminProblemView(row: ProblemEntity): AdminProblemView<Date> {
  return pick(row, ADMIN_PROBLEM_FIELDS);
}
