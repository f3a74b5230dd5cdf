import { Column, Entity, Index } from 'typeorm';
import { LONG_TEXT } from '../../../database/column-types';
import { CreatedRow } from '../../../database/base-columns';

/**
 * A solution an imported package ships (Polygon `solutions/*`, Kattis `submissions/*`) with the
 * verdict it must get. A verification run judges it as a submission of the importing admin.
 */
@Entity('problem_verification_solution')
@Index('IDX_verification_solution_pid', ['pid', 'id'])
export class VerificationSolutionEntity extends CreatedRow {
  @Column({ type: 'int' })
  pid: number;

  /** Its path inside the package. */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  /** The language it is judged in; null when none fits (reported, never judged). */
  @Column({ type: 'varchar', length: 50, nullable: true })
  language: string | null;

  /** The language it is written in when this judge does not offer it (`Python 2`); never judged. */
  @Column({ type: 'varchar', length: 50, nullable: true })
  notOffered: string | null;

  @Column({ type: LONG_TEXT })
  code: string;

  /** An ExpectedVerdict (`AC`, `WA`, `TLE_OR_AC`, …). */
  @Column({ type: 'varchar', length: 20 })
  expected: string;

  /** The submission of the latest verification run. */
  @Column({ type: 'int', nullable: true })
  submitId: number | null;
}
