import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * A class: a teacher's roster of students inside a group, with the school it belongs
 * to and whether it is finished (a finished class takes no more students).
 */
@Entity('group_class')
@Index(['gid'])
export class GroupClassEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  gid: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  school: string;

  @Column({ type: 'boolean', default: false })
  finished: boolean;

  /** The teacher who created it, and their username at the time. */
  @Column({ type: 'varchar', length: 32 })
  uid: string;

  @Column({ type: 'varchar', length: 100 })
  author: string;

  @CreateDateColumn()
  gmtCreate: Date;

  @UpdateDateColumn()
  gmtModified: Date;
}

/** One student of one class. */
@Entity('group_class_student')
@Index(['classId', 'uid'], { unique: true })
@Index(['uid'])
export class GroupClassStudentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  classId: number;

  @Column({ type: 'varchar', length: 32 })
  uid: string;

  @CreateDateColumn()
  gmtCreate: Date;
}
