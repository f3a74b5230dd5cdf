import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** One user in one group (HOJ `group_member`): an application, a refusal or a membership. */
@Entity('group_member')
@Index(['gid', 'uid'], { unique: true })
@Index(['uid', 'auth'])
@Index(['gid', 'auth'])
export class GroupMemberEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  gid: number;

  @Column({ type: 'varchar', length: 32 })
  uid: string;

  @Column({ type: 'int' })
  auth: number;

  /** Why the user asked to join. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  reason: string | null;

  @CreateDateColumn()
  gmtCreate: Date;

  @UpdateDateColumn()
  gmtModified: Date;
}
