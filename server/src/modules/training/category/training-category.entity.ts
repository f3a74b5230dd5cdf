import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A training category (HOJ `training_category`): a named colour trainings are filed under. */
@Entity('training_category')
export class TrainingCategoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 20 })
  color: string;

  /** The owning group; null for the site's own categories. */
  @Column({ type: 'int', nullable: true })
  gid: number | null;

  @CreateDateColumn()
  gmtCreate: Date;

  @UpdateDateColumn()
  gmtModified: Date;
}
