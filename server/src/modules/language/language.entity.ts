import { Column, Entity, Index } from 'typeorm';
import { LONG_TEXT } from '../../database/column-types';
import { AutoIdRow, TimestampedRow } from '../../database/base-columns';

/** A submittable language (HOJ `language`), seeded from common's LANGUAGES table at start. */
@Entity('language')
@Index(['name', 'oj'], { unique: true })
export class LanguageEntity extends AutoIdRow {
  @Column({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  description: string;

  /** CodeMirror MIME kept for HOJ clients. */
  @Column({ type: 'varchar', length: 50, default: '' })
  contentType: string;

  /** Default editor template. */
  @Column({ type: 'text', nullable: true })
  codeTemplate: string | null;

  /** May be used for a special judge or an interactor. */
  @Column({ type: 'boolean', default: false })
  isSpj: boolean;

  @Column({ type: 'varchar', length: 20, default: 'ME' })
  oj: string;

  /** Display order. */
  @Column({ type: 'int', default: 0 })
  seq: number;
}

@Entity('problem_language')
@Index(['pid', 'lid'], { unique: true })
export class ProblemLanguageEntity extends AutoIdRow {
  @Column({ type: 'int' })
  pid: number;

  @Column({ type: 'int' })
  lid: number;
}

/** A problem's starting code for one language (HOJ `code_template`). */
@Entity('code_template')
@Index(['pid', 'lid'], { unique: true })
export class CodeTemplateEntity extends TimestampedRow {
  @Column({ type: 'int' })
  pid: number;

  @Column({ type: 'int' })
  lid: number;

  @Column({ type: LONG_TEXT })
  code: string;

  /** Enabled. */
  @Column({ type: 'boolean', default: true })
  status: boolean;
}

/** Every entity the language module owns; `database/entities.ts` lists them for migrations. */
export const LANGUAGE_ENTITIES = [LanguageEntity, ProblemLanguageEntity, CodeTemplateEntity];
