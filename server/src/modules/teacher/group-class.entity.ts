import { Column, Entity, Index } from 'typeorm';
import { CreatedRow, TimestampedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/**
 * A class: a teacher's roster of students inside a group, with the school it belongs
 * to and whether it is finished (a finished class takes no more students).
 */
@Entity('group_class')
@Index(['gid'])
export class GroupClassEntity extends TimestampedRow {
  @Column({ type: 'int' })
  gid: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  school: string;

  @Column({ type: 'boolean', default: false })
  finished: boolean;

  /** The teacher who created it, and their username at the time. */
  @Column(USER_ID_COLUMN)
  uid: string;

  @Column({ type: 'varchar', length: 100 })
  author: string;
}

/** One student of one class. */
@Entity('group_class_student')
@Index(['classId', 'uid'], { unique: true })
@Index(['uid'])
export class GroupClassStudentEntity extends CreatedRow {
  @Column({ type: 'int' })
  classId: number;

  @Column(USER_ID_COLUMN)
  uid: string;
}
