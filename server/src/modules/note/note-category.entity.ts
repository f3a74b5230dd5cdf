import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A category of one user's notes; every user keeps their own list. */
@Entity('note_category')
@Index(['uid', 'id'])
export class NoteCategoryEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The owner. */
  @Column({ type: 'varchar', length: 32 })
  uid: string;

  @Column({ type: 'varchar', length: 50 })
  name: string;

  @CreateDateColumn()
  gmtCreate: Date;

  @UpdateDateColumn()
  gmtModified: Date;
}
