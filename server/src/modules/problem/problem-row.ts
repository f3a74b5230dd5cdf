import type { ProblemEntity } from './problem.entity';

/**
 * A problem's row as the problem module hands it out (`ProblemService`, the admin service): other
 * modules read its fields and change it only through the problem module's methods.
 */
export type ProblemRow = ProblemEntity;
