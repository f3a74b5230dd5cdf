import { badRequest } from '../../common/http/app.exception';
import type { ProblemDto } from '../problem/problem-admin.dto';
import type { ProblemAdminService } from '../problem/problem-admin.service';

export interface PlannedProblem {
  dto: ProblemDto;
  /** The folder holding the case files the dto's samples name (uploaded cases). */
  caseDir: string;
}

/**
 * Creates every planned problem, or none: when one fails, the ones already created are deleted
 * again. Returns the new problems' ids in order.
 */
export async function createAllOrNothing(
  admin: ProblemAdminService,
  planned: readonly PlannedProblem[],
  username: string,
): Promise<number[]> {
  const displayIds = planned.map((p) => (p.dto.problem.problemId ?? '').toUpperCase()).filter(Boolean);
  if (new Set(displayIds).size !== displayIds.length)
    throw badRequest('The archive holds the same problem ID twice');
  const created: number[] = [];
  try {
    for (const { dto, caseDir } of planned) {
      const source = dto.isUploadTestCase
        ? { kind: 'dir' as const, dir: caseDir }
        : { kind: 'manual' as const };
      created.push((await admin.create(dto, username, source)).pid);
    }
  } catch (error) {
    for (const pid of created) await admin.delete(pid);
    throw error;
  }
  return created;
}
