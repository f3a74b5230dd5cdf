import { CodeTemplateEntity, LanguageEntity, ProblemLanguageEntity } from './language/language.entity';
import { ProblemCountEntity, ProblemEntity } from './problem.entity';
import { SavedCodeEntity } from './saved-code.entity';
import { ProblemTagEntity, TagClassificationEntity, TagEntity } from './tag/tag.entity';
import { ProblemCaseEntity } from './testdata/problem-case.entity';

/** Every entity the problem module owns; `database/entities.ts` lists them for migrations. */
export const PROBLEM_ENTITIES = [
  ProblemEntity,
  ProblemCountEntity,
  ProblemCaseEntity,
  TagEntity,
  TagClassificationEntity,
  ProblemTagEntity,
  LanguageEntity,
  ProblemLanguageEntity,
  CodeTemplateEntity,
  SavedCodeEntity,
];
