import { Column, Entity, Index } from 'typeorm';
import { CreatedRow } from '../../database/base-columns';
import { USER_ID_COLUMN } from '../../database/user-id-column';

/** An image or file uploaded from the markdown editor; the row records who may delete it. */
@Entity('markdown_file')
@Index(['uid'])
export class MarkdownFileEntity extends CreatedRow {
  @Column(USER_ID_COLUMN)
  uid: string;

  /** `/api/public/img/…` or `/api/public/file/…`. */
  @Column({ type: 'varchar', length: 255 })
  url: string;

  /** The name the file had on the uploader's machine. */
  @Column({ type: 'varchar', length: 255 })
  originalName: string;

  @Column({ type: 'int' })
  size: number;
}
