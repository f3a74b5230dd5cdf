import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Role } from '@verdict/common';
import { USER_ID_COLUMN } from '../../database/user-id-column';

@Entity('user')
export class UserEntity {
  /** 32-character uuid without dashes, HOJ's `uid`. */
  @PrimaryColumn(USER_ID_COLUMN)
  uid: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 100 })
  username: string;

  @Column({ type: 'varchar', length: 100 })
  password: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  nickname: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  realname: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  school: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  number: string | null;

  @Column({ type: 'varchar', length: 20, default: 'secrecy' })
  gender: string;

  @Column({ type: 'text', nullable: true })
  signature: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  github: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  blog: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  cfUsername: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  avatar: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  titleName: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  titleColor: string | null;

  @Column({ type: 'int', nullable: true })
  deptId: number | null;

  @Column({ type: 'boolean', default: false })
  isVip: boolean;

  @Column({ type: 'int', default: Role.DEFAULT_USER })
  role: number;

  /** 0 normal, 1 disabled. */
  @Column({ type: 'int', default: 0 })
  status: number;

  @Column({ type: 'datetime', nullable: true })
  recentLoginTime: Date | null;

  @CreateDateColumn()
  gmtCreate: Date;

  @UpdateDateColumn()
  gmtModified: Date;
}
