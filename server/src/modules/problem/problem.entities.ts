import { ProblemCountEntity, ProblemEntity } from './problem.entity';
import { SavedCodeEntity } from './saved-code.entity';

/** Every entity the problem module owns; `database/entities.ts` lists them for migrations. */
export const PROBLEM_ENTITIES = [ProblemEntity, ProblemCountEntity, SavedCodeEntity];
