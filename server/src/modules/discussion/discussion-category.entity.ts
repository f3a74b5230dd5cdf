import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A discussion category (HOJ `category`), edited by the super admin as one list. */
@Entity('discussion_category')
export class DiscussionCategoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @CreateDateColumn()
  gmtCreate: Date;

  @UpdateDateColumn()
  gmtModified: Date;
}
