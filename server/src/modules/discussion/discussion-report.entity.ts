import { Column, Entity, Index } from 'typeorm';
import { CreatedRow } from '../../database/base-columns';

/** A report of a discussion (HOJ `discussion_report`); `status` true once an admin handled it. */
@Entity('discussion_report')
@Index(['did'])
export class DiscussionReportEntity extends CreatedRow {
  @Column({ type: 'int' })
  did: number;

  /** The reporter's username, read from the account. */
  @Column({ type: 'varchar', length: 100 })
  reporter: string;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'boolean', default: false })
  status: boolean;
}
