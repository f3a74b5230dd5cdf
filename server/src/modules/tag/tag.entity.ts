import { Column, Entity, Index } from 'typeorm';
import { AutoIdRow, TimestampedRow } from '../../database/base-columns';

/** A knowledge tag (HOJ `tag`); `oj` is "ME" for local problems. */
@Entity('tag')
@Index(['name', 'oj'])
export class TagEntity extends TimestampedRow {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 20, nullable: true })
  color: string | null;

  @Column({ type: 'varchar', length: 20, default: 'ME' })
  oj: string;

  @Column({ type: 'int', nullable: true })
  gid: number | null;

  /** Tag classification id, null when unclassified. */
  @Index()
  @Column({ type: 'int', nullable: true })
  tcid: number | null;
}

/** A group of tags shown together in the problem list's tag panel. */
@Entity('tag_classification')
export class TagClassificationEntity extends TimestampedRow {
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 20, default: 'ME' })
  oj: string;

  /** Display order, smaller first. */
  @Column({ type: 'int', default: 0 })
  rank: number;
}

@Entity('problem_tag')
@Index(['pid', 'tid'], { unique: true })
export class ProblemTagEntity extends AutoIdRow {
  @Column({ type: 'int' })
  pid: number;

  @Index()
  @Column({ type: 'int' })
  tid: number;
}

/** Every entity the tag module owns; `database/entities.ts` lists them for migrations. */
export const TAG_ENTITIES = [TagEntity, TagClassificationEntity, ProblemTagEntity];
