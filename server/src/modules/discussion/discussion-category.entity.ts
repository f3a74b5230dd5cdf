import { Column, Entity } from 'typeorm';
import { TimestampedRow } from '../../database/base-columns';

/** A discussion category (HOJ `category`), edited by the super admin as one list. */
@Entity('discussion_category')
export class DiscussionCategoryEntity extends TimestampedRow {
  @Column({ type: 'varchar', length: 255 })
  name: string;
}
