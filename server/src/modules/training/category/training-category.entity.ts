import { Column, Entity } from 'typeorm';
import { TimestampedRow } from '../../../database/base-columns';

/** A training category (HOJ `training_category`): a named colour trainings are filed under. */
@Entity('training_category')
export class TrainingCategoryEntity extends TimestampedRow {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  color: string;

  /** The owning group; null for the site's own categories. */
  @Column({ type: 'int', nullable: true })
  gid: number | null;
}
