import { CreateDateColumn, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Problems a user has solved outside contests and groups (HOJ `user_acproblem`), one row each. */
@Entity('user_acproblem')
@Index(['uid', 'pid'], { unique: true })
export class AcceptedProblemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 32 })
  uid: string;

  @Column({ type: 'int' })
  pid: number;

  /** The first accepted submission. */
  @Column({ type: 'int' })
  submitId: number;

  @CreateDateColumn()
  gmtCreate: Date;
}
