import { In, Not, type FindOptionsWhere } from 'typeorm';
import { UNCOUNTED_STATUSES } from '@verdict/common';
import { PUBLIC_SCOPE } from '../access/scope';
import { submissionsIn } from '../access/scope-conditions';
import type { SubmissionEntity } from './submission.entity';

/**
 * The submissions the user figures count, as a condition: practice ones (outside contests and
 * groups, no verification run) with a verdict (`UNCOUNTED_STATUSES` in common has the rule). The
 * user home and its heatmap read these; the rank tables tally the same ones.
 */
export function countedSubmissions(): FindOptionsWhere<SubmissionEntity> {
  return { ...submissionsIn(PUBLIC_SCOPE), status: Not(In([...UNCOUNTED_STATUSES])) };
}
