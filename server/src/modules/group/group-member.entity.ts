import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A user's standing in a group (hoj-domain-facts §16). */
export const MemberAuth = { APPLYING: 1, REFUSED: 2, MEMBER: 3, ADMIN: 4, ROOT: 5 } as const;

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
