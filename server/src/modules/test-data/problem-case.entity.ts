import { Column, Entity, Index } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';
import { CreatedRow } from '../../database/base-columns';

/**
 * One test case (HOJ `problem_case`). For hand-entered cases `input`/`output` hold the contents;
 * for uploaded ones they hold the file names, as HOJ does. `inputName`/`outputName` are always the
 * file names under the problem's test-data folder.
 */
@Entity('problem_case')
@Index(['pid', 'caseIndex'])
export class ProblemCaseEntity extends CreatedRow {
  @Column({ type: 'int' })
  pid: number;

  /** 1-based order of the case. */
  @Column({ type: 'int' })
  caseIndex: number;

  @Column({ type: LONG_TEXT })
  input: string;

  @Column({ type: LONG_TEXT })
  output: string;

  @Column({ type: 'varchar', length: 255 })
  inputName: string;

  @Column({ type: 'varchar', length: 255 })
  outputName: string;

  @Column({ type: 'int', default: 0 })
  score: number;

  @Column({ type: 'int', default: 1 })
  groupNum: number;
}
